import { data, Form, redirect } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { copyCourse } from "~/modules/course-editing/copy-course.server";
import { copyCourseSchema } from "~/modules/course-editing/copy-course-forms";
import { loadCourseHeader } from "~/modules/course-editing/load-course-editor.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/copy";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Copy: ${loaderData.course.title}` : "Copy a course",
    "Make a new draft course from this one.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const course = await loadCourseHeader(context.services.database.db, params.courseId);
  if (!course) throw data(null, { status: 404 });
  return data({ course }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, copyCourseSchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const copied = await copyCourse(
    context.services.database.db,
    staff.actor,
    params.courseId,
    form.value,
  );
  if (!copied.ok && copied.reason === "gone") throw data(null, { status: 404 });
  if (!copied.ok) {
    return refuseForm("That address is taken: choose another.", {
      errors: { slug: "That address is taken: choose another." },
      values: form.submission.fields,
      status: 409,
    });
  }
  const told = new URLSearchParams({
    copied: "1",
    sessions: String(copied.sessions),
    skipped: String(copied.sessionsInPast),
    approvals: String(copied.approvals),
  });
  return redirect(`/staff/courses/${copied.courseId}?${told}`);
}

/** A new draft from this course: its title and address, and whether approvals and sessions come along. */
export default function StaffCourseCopyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const form = usePageForm(actionData);
  const checked = (name: string, fallback: boolean) =>
    form.values ? typedText(form.values, name) === "on" : fallback;
  return (
    <Form
      method="post"
      ref={form.form}
      aria-labelledby="copy-heading"
      className="grid max-w-2xl gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="copy-heading" className="font-semibold text-xl">
        Copy this course
      </h2>
      <p>
        The copy is a new draft with this course's details, credits, faculty, lecture chapters,
        materials, artwork and evaluation form. Registrations, orders, certificates and uploaded
        lecture files stay with this course.
      </p>
      {actionData && !actionData.ok ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <TextField
        label="New course's title"
        name="title"
        required
        maxLength={200}
        defaultValue={typedText(form.values, "title") ?? `${course.title} (copy)`}
        error={form.errors.title}
      />
      <TextField
        label="Address"
        name="slug"
        maxLength={100}
        hint="The end of /courses/…: lower-case letters, digits and hyphens. Left blank, it is made from the title."
        defaultValue={typedText(form.values, "slug") ?? ""}
        error={form.errors.slug}
      />
      <fieldset className="grid gap-3">
        <legend className="font-medium text-sm">Also copy</legend>
        <div className="flex items-start gap-2">
          <input
            id="copy-approvals"
            type="checkbox"
            name="copyApprovals"
            defaultChecked={checked("copyApprovals", false)}
            className="mt-0.5 size-5"
          />
          <label htmlFor="copy-approvals">
            The states' approvals, as applications to file (pending): a state's decision and course
            number belong to the course it approved.
          </label>
        </div>
        <div className="flex items-start gap-2">
          <input
            id="copy-sessions"
            type="checkbox"
            name="copySessions"
            defaultChecked={checked("copySessions", false)}
            className="mt-0.5 size-5"
          />
          <label htmlFor="copy-sessions">
            The live sessions (not cancelled ones), moved the number of weeks below. Their
            registrations are never copied.
          </label>
        </div>
        <TextField
          label="Weeks later (for copied sessions)"
          name="weeks"
          inputMode="numeric"
          pattern="[0-9]*"
          hint="Such as 52 for the same week next year. A session still in the past is left out."
          defaultValue={typedText(form.values, "weeks") ?? "52"}
          error={form.errors.weeks}
        />
      </fieldset>
      <div>
        <SubmitButton busy={form.busy} busyLabel="Copying…">
          Make the copy
        </SubmitButton>
      </div>
    </Form>
  );
}
