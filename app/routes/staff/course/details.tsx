import { data, Link } from "react-router";
import { CourseDetailsForm } from "~/components/staff/course-details-form";
import { FormAlert } from "~/components/ui/form-alert";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import {
  CREDIT_CHANGE_UNANSWERED,
  courseSavedMessage,
  creditChangeQuestion,
} from "~/modules/course-editing/course-fields";
import { COURSE_DETAILS_LISTS, courseDetailsSchema } from "~/modules/course-editing/course-forms";
import { loadCourseDetails } from "~/modules/course-editing/load-course-editor.server";
import { readPendingChanges } from "~/modules/course-editing/load-pending-changes.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { saveCourseDetails } from "~/modules/course-editing/save-course.server";
import { savePendingChanges } from "~/modules/course-editing/save-pending-changes.server";
import { hasRecentSignIn, requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/details";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Edit: ${loaderData.course.title}` : "Course", "Edit a course.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const loaded = await loadCourseDetails(db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  // Pending changes are what the form edits on: the public page shows the saved fields.
  const pending = await readPendingChanges(db, params.courseId);
  return data(
    {
      ...loaded,
      course: pending?.fields ? { ...loaded.course, ...pending.fields } : loaded.course,
      pending: pending?.fields
        ? { savedByEmail: pending.savedByEmail, savedAt: pending.savedAt }
        : null,
      published: loaded.course.status === "published",
      created: search.has("created"),
      copied: search.has("copied") ? copiedCounts(search) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a copy brought along, from the address the copy form sends here. */
function copiedCounts(search: URLSearchParams) {
  const count = (name: string) => {
    const value = Number(search.get(name) ?? "0");
    return Number.isInteger(value) && value >= 0 && value < 10_000 ? value : 0;
  };
  return { sessions: count("sessions"), skipped: count("skipped"), approvals: count("approvals") };
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, courseDetailsSchema, {
    lists: COURSE_DETAILS_LISTS,
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  if (form.submission.fields.publishing === "pending") {
    const kept = await savePendingChanges(database.db, staff.actor, {
      courseId: params.courseId,
      form: form.value,
    });
    if (!kept.ok) return refuseCourseChange(kept, { intent: "save", request });
    return replyToForm({
      ok: true,
      message:
        kept.fields > 0
          ? "Saved as pending changes: the public page is unchanged until they are published (see Pending changes)."
          : "Nothing differs from the public page, so no changes are pending.",
    });
  }
  const saved = await saveCourseDetails(database.db, staff.actor, {
    courseId: params.courseId,
    form: form.value,
    notify: { mailer, baseUrl: config.baseUrl },
    mayRevokeCertificates:
      staff.permissions.has("certificates.manage") && (await hasRecentSignIn(context, staff)),
  });
  if (!saved.ok && saved.reason === "credits-question") {
    // Nothing is saved: the form comes back as typed, with the choice to make (decision 0042).
    return refuseForm(CREDIT_CHANGE_UNANSWERED, {
      errors: { creditChange: creditChangeQuestion(saved.certificates) },
      values: form.submission.fields,
      status: 400,
    });
  }
  if (!saved.ok) return refuseCourseChange(saved, { intent: "save", request });
  // An approval or a denial may have queued mail to certificate holders.
  mailer.wake();
  return replyToForm({ ok: true, message: courseSavedMessage(saved) });
}

/** The course's details: everything the public pages show, with its credits and states. */
export default function StaffCourseDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, credits, facultyIds, allFaculty, approvals, created, copied, pending } =
    loaderData;
  const details = usePageForm(actionData);
  return (
    <>
      {created ? (
        <FormAlert tone="success">
          The draft is added. Fill in its details, then publish or announce it.
        </FormAlert>
      ) : null}
      {copied ? (
        <FormAlert tone="success">
          The copy is saved as a draft, without registrations, orders or certificates
          {copied.approvals > 0
            ? `, with ${plural(copied.approvals, "state approval")} to file`
            : ""}
          {copied.sessions > 0 ? ` and ${plural(copied.sessions, "session")}` : ""}
          {copied.skipped > 0
            ? ` (${plural(copied.skipped, "session")} left out: still in the past once moved)`
            : ""}
          . Check its details, then publish or announce it.
        </FormAlert>
      ) : null}
      {pending ? (
        <p className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-200">
          <span className="font-semibold">Pending changes.</span> This form shows pending changes
          saved by {pending.savedByEmail} on {formatRecordDate(new Date(pending.savedAt))}; the
          public page does not show them yet.{" "}
          <Link to={`/staff/courses/${course.id}/changes`} className="text-brand-700 underline">
            Review and publish the pending changes
          </Link>
        </p>
      ) : null}
      {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
      <CourseDetailsForm
        key={course.version}
        course={course}
        credits={credits}
        facultyIds={facultyIds}
        allFaculty={allFaculty}
        approvals={approvals}
        typed={details.values}
        errors={details.errors}
        alert={actionData ?? null}
        busy={details.busy}
        formRef={details.form}
        published={loaderData.published}
      />
    </>
  );
}
