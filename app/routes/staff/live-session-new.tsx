import { data, Form, Link, redirect } from "react-router";
import { SessionDetailsFields } from "~/components/staff/session-details-fields";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { refuseForm, typedText } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { loadRerunTemplate } from "~/modules/live-sessions/load-rerun-template.server";
import { listSchedulableCourses } from "~/modules/live-sessions/load-session-editor.server";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema } from "~/modules/live-sessions/session-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/live-session-new";

export const meta: Route.MetaFunction = () =>
  pageMeta("Schedule a live session", "Add a live webcast session to a course.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "sessions.manage");
  const db = context.services.database.db;
  const courses = await listSchedulableCourses(db);
  const search = new URL(request.url).searchParams;
  // "Schedule a re-run" on a session's page: the form starts from that session.
  const rerunId = search.get("rerun");
  const rerun = rerunId && rerunId.length <= 160 ? await loadRerunTemplate(db, rerunId) : null;
  const chosen = rerun?.courseId ?? search.get("course");
  return data(
    { courses, chosen: courses.some((course) => course.id === chosen) ? chosen : null, rerun },
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
  const { rerun } = loaderData;
  return (
    <StaffPage
      title={rerun ? "Schedule a re-run" : "Schedule a live session"}
      intro={
        <p>
          {rerun ? (
            <>
              A new session like the one of{" "}
              <Link
                to={`/staff/live-sessions/${rerun.sessionId}`}
                className="text-brand-700 underline"
              >
                {formatSessionDateTime(new Date(rerun.startsAt))}
              </Link>
              : choose its day (and time if it changes).{" "}
            </>
          ) : null}
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
        {rerun ? <input type="hidden" name="rerunOf" value={rerun.sessionId} /> : null}
        <SessionDetailsFields
          saved={
            rerun?.fields ?? {
              day: "",
              time: "13:00",
              timeZone: SCHEDULE_TIME_ZONE,
              durationMinutes: "60",
              capacity: "100",
              presenter: "",
              label: "",
              joinUrl: "",
              soldOut: false,
            }
          }
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
