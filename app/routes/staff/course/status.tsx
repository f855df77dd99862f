import { data, redirect } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { StatusSection, type StepConfirmation } from "~/components/staff/status-section";
import { isCourseId } from "~/content/catalogue";
import type { CourseStatus } from "~/content/course-types";
import { refuseUnconfirmed, replyWithUndo, UNDO_MINUTES } from "~/lib/confirmation";
import { replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import {
  changeCourseStatus,
  deleteCourse,
} from "~/modules/course-editing/change-course-status.server";
import type { CourseStatusChange } from "~/modules/course-editing/course-fields";
import { courseStatusIntents } from "~/modules/course-editing/course-forms";
import {
  countCourseAttendees,
  loadCourseStatus,
} from "~/modules/course-editing/load-course-editor.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { undoCourseStatus } from "~/modules/course-editing/undo-course-status.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/status";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Status: ${loaderData.course.title}` : "Course status",
    "Publish, announce, archive or restore a course, and its recent changes.",
  );

/** What each status offers next, in the order the buttons show. */
const NEXT_STEPS: Record<CourseStatus, { change: CourseStatusChange; label: string }[]> = {
  draft: [
    { change: "publish", label: "Publish (on sale)" },
    { change: "announce", label: "Announce as upcoming" },
    { change: "archive", label: "Archive" },
  ],
  upcoming: [
    { change: "publish", label: "Publish (on sale)" },
    { change: "unpublish", label: "Back to draft" },
    { change: "archive", label: "Archive" },
  ],
  published: [
    { change: "unpublish", label: "Unpublish (back to draft)" },
    { change: "archive", label: "Archive" },
  ],
  archived: [{ change: "restore", label: "Restore as a draft" }],
};

/** The changes asked twice: they put a course on sale or take it off (docs/decisions/0067). */
const CONFIRMED_CHANGES = new Set<CourseStatusChange>(["publish", "unpublish", "archive"]);

const attendeesWord = (n: number) => (n === 1 ? "1 attendee keeps" : `${n} attendees keep`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const loaded = await loadCourseStatus(context.services.database.db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  return data(loaded, { headers: { "Cache-Control": "private, no-store" } });
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, courseStatusIntents);
  if (!form.ok) return form.response;
  const db = context.services.database.db;
  const courseId = params.courseId;
  const fields = form.submission.fields;
  if (form.intent === "delete") {
    const unconfirmed = refuseUnconfirmed(fields, "delete", "Deleting the draft");
    if (unconfirmed) return unconfirmed;
    const deleted = await deleteCourse(db, staff.actor, courseId, form.value.version);
    // The list says which draft went (courses.tsx reads it from the audit log).
    return deleted.ok
      ? redirect(`/staff/courses?deleted=${encodeURIComponent(courseId)}`)
      : refuseCourseChange(deleted, { request });
  }
  if (form.intent === "undo") {
    const undone = await undoCourseStatus(db, staff.actor, { courseId, ...form.value });
    if (!undone.ok) return refuseCourseChange(undone, { request });
    const loaded = await loadCourseStatus(db, courseId);
    return replyToForm({
      ok: true,
      message: `Undone. The course is ${loaded?.course.status ?? "back"} again${loaded?.course.status === "published" ? ` and on the catalogue at /courses/${loaded.course.slug}` : ""}.`,
    });
  }
  const change = form.value.change;
  if (CONFIRMED_CHANGES.has(change)) {
    const unconfirmed = refuseUnconfirmed(fields, change, "This status change");
    if (unconfirmed) return unconfirmed;
  }
  const changed = await changeCourseStatus(db, staff.actor, {
    courseId,
    change,
    version: form.value.version,
  });
  if (!changed.ok) return refuseCourseChange(changed, { request });
  const loaded = await loadCourseStatus(db, courseId);
  const slug = loaded?.course.slug ?? courseId;
  const attendees = await countCourseAttendees(db, courseId);
  const until = new Date(Date.now() + UNDO_MINUTES * 60_000).toISOString();
  const undo =
    (change === "archive" || change === "unpublish") && changed.entry && changed.version
      ? { entry: changed.entry, version: changed.version, until }
      : null;
  const messages: Record<CourseStatusChange, string> = {
    publish: `Published. The course is on the catalogue at /courses/${slug}.`,
    announce: `Announced. The course shows as upcoming at /courses/${slug}, not yet on sale.`,
    unpublish: `Unpublished: the course is a draft, off the catalogue. ${attendeesWord(attendees)} their access.`,
    archive: `Archived. ${attendeesWord(attendees)} their access.`,
    restore: "Restored as a draft. Publish it to put it back on sale.",
  };
  return replyWithUndo({ message: messages[change] }, undo);
}

/** What each confirmed change says will happen, with this course's figures. */
function confirmations(course: { title: string; slug: string }, attendees: number) {
  const keep = `${attendeesWord(attendees)} their access, certificates and records.`;
  const undo = `You can undo this for ${UNDO_MINUTES} minutes.`;
  const said: Partial<Record<CourseStatusChange, StepConfirmation>> = {
    publish: {
      title: `Publish ${course.title}?`,
      said: (
        <p>
          The course goes on sale on the catalogue at /courses/{course.slug}: anyone can register
          and buy it. Take it off again with Unpublish.
        </p>
      ),
      confirmLabel: "Publish the course",
      busyLabel: "Publishing…",
      keepLabel: "Keep it unpublished",
    },
    unpublish: {
      title: `Unpublish ${course.title}?`,
      said: (
        <p>
          The course leaves the catalogue and goes back to draft: nobody new can register. {keep}{" "}
          {undo}
        </p>
      ),
      confirmLabel: "Unpublish the course",
      busyLabel: "Unpublishing…",
      keepLabel: "Keep it as it is",
    },
    archive: {
      title: `Archive ${course.title}?`,
      said: (
        <p>
          The course leaves the catalogue for good (restore it as a draft to sell it again). {keep}{" "}
          {undo}
        </p>
      ),
      confirmLabel: "Archive the course",
      busyLabel: "Archiving…",
      keepLabel: "Keep it as it is",
    },
  };
  const remove: StepConfirmation = {
    title: `Delete the draft ${course.title}?`,
    said: (
      <p>
        The draft "{course.title}" is deleted with its details, credits, state approvals and faculty
        links. Nobody has registered for it. This cannot be undone.
      </p>
    ),
    confirmLabel: "Delete the draft",
    busyLabel: "Deleting…",
    keepLabel: "Keep the draft",
  };
  return { said, remove };
}

/** The course's lifecycle (publish, announce, archive, restore, delete a draft) and its latest changes. */
export default function StaffCourseStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, deletable, history, attendees } = loaderData;
  const { said, remove } = confirmations(course, attendees);
  return (
    <>
      <StatusSection
        steps={NEXT_STEPS[course.status].map((step) => ({ ...step, confirm: said[step.change] }))}
        version={course.version}
        reply={actionData ?? null}
        deleteLabel={deletable ? "Delete this draft" : null}
        deleteConfirm={remove}
      />
      <RecentChanges
        rows={history}
        label="Recent changes to this course"
        empty="No staff change yet (the course is as first seeded)."
      />
    </>
  );
}
