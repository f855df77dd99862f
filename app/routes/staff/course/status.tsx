import { data, redirect } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { StatusSection } from "~/components/staff/status-section";
import { isCourseId } from "~/content/catalogue";
import type { CourseStatus } from "~/content/course-types";
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
import { loadCourseStatus } from "~/modules/course-editing/load-course-editor.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
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
  if (form.intent === "delete") {
    const deleted = await deleteCourse(db, staff.actor, params.courseId, form.value.version);
    return deleted.ok ? redirect("/staff/courses") : refuseCourseChange(deleted, { request });
  }
  const changed = await changeCourseStatus(db, staff.actor, {
    courseId: params.courseId,
    change: form.value.change,
    version: form.value.version,
  });
  return changed.ok
    ? replyToForm({ ok: true, message: "The course's status is changed." })
    : refuseCourseChange(changed, { request });
}

/** The course's lifecycle (publish, announce, archive, restore, delete a draft) and its latest changes. */
export default function StaffCourseStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, deletable, history } = loaderData;
  return (
    <>
      <StatusSection
        steps={NEXT_STEPS[course.status]}
        version={course.version}
        reply={actionData ?? null}
        deleteLabel={deletable ? "Delete this draft" : null}
      />
      <RecentChanges
        rows={history}
        label="Recent changes to this course"
        empty="No staff change yet (the course is as first seeded)."
      />
    </>
  );
}
