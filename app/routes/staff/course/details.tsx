import { data } from "react-router";
import { CourseDetailsForm } from "~/components/staff/course-details-form";
import { FormAlert } from "~/components/ui/form-alert";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm } from "~/lib/form-reply";
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
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { saveCourseDetails } from "~/modules/course-editing/save-course.server";
import { hasRecentSignIn, requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/details";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Edit: ${loaderData.course.title}` : "Course", "Edit a course.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const loaded = await loadCourseDetails(context.services.database.db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  const created = new URL(request.url).searchParams.has("created");
  return data({ ...loaded, created }, { headers: { "Cache-Control": "private, no-store" } });
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
  const { course, credits, facultyIds, allFaculty, approvals, created } = loaderData;
  const details = usePageForm(actionData);
  return (
    <>
      {created ? (
        <FormAlert tone="success">
          The draft is added. Fill in its details, then publish or announce it.
        </FormAlert>
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
      />
    </>
  );
}
