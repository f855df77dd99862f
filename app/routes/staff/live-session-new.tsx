import { data, Form, Link, redirect } from "react-router";
import { SessionDetailsFields } from "~/components/staff/session-details-fields";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { refuseForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { listSchedulableCourses } from "~/modules/live-sessions/load-session-editor.server";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema } from "~/modules/live-sessions/session-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/live-session-new";

export const meta: Route.MetaFunction = () =>
  pageMeta("Schedule a live session", "Add a live webcast session to a course.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "sessions.manage");
  const courses = await listSchedulableCourses(context.services.database.db);
  const chosen = new URL(request.url).searchParams.get("course");
  return data(
    { courses, chosen: courses.some((course) => course.id === chosen) ? chosen : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const form = await parseSubmission(request, scheduleSessionSchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const scheduled = await scheduleSession(context.services.database.db, staff.actor, form.value);
  if (!scheduled.ok) {
    const message = scheduled.reason === "invalid" ? scheduled.message : "Not scheduled.";
    return refuseForm(message, {
      errors:
        scheduled.reason === "invalid" && scheduled.field ? { [scheduled.field]: message } : {},
      values: form.submission.fields,
      status: 409,
    });
  }
  return redirect(`/staff/live-sessions/${scheduled.sessionId}?scheduled`);
}

export default function ScheduleSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = usePageForm(actionData);
  return (
    <StaffPage
      title="Schedule a live session"
      intro={
        <p>
          Times are entered in the zone you choose; the site shows every session in Eastern time.{" "}
          <Link to="/staff/live-sessions" className="text-brand-700 underline">
            Back to live sessions
          </Link>
        </p>
      }
    >
      <Form
        method="post"
        ref={form.form}
        className="grid max-w-4xl gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        {actionData && !actionData.ok ? (
          <FormAlert tone="error">{actionData.message}</FormAlert>
        ) : null}
        <SelectField
          label="Course"
          name="courseId"
          emptyOption="Choose a course"
          options={loaderData.courses.map((course) => ({ value: course.id, label: course.title }))}
          defaultValue={typedText(form.values, "courseId") ?? loaderData.chosen ?? ""}
          error={form.errors.courseId}
        />
        <SessionDetailsFields
          saved={{
            day: "",
            time: "13:00",
            timeZone: SCHEDULE_TIME_ZONE,
            durationMinutes: "60",
            capacity: "100",
            presenter: "",
            label: "",
            joinUrl: "",
            soldOut: false,
          }}
          typed={form.values}
          errors={form.errors}
        />
        <div>
          <SubmitButton busy={form.busy} busyLabel="Scheduling…">
            Schedule the session
          </SubmitButton>
        </div>
      </Form>
    </StaffPage>
  );
}
