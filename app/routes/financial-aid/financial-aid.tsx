import { data, Form, Link } from "react-router";
import { AidPolicyText } from "~/components/financial-aid/aid-policy-text";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { EMPLOYMENT_STATUSES, FINANCIAL_AID_PATH } from "~/content/financial-aid";
import { PROFILE_STATE_OPTIONS } from "~/content/states";
import { refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { attendeePrefill } from "~/modules/accounts/prefill-attendee.server";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import { aidRequestSchema } from "~/modules/financial-aid/aid-forms";
import { loadAidPolicy } from "~/modules/financial-aid/load-aid-policy.server";
import {
  AID_REQUEST_MESSAGES,
  listFeeBasedCourses,
  requestAid,
} from "~/modules/financial-aid/request-aid.server";
import type { Route } from "./+types/financial-aid";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Financial aid",
    "Financial aid is available for every fee-based course: who may apply, the criteria, how to apply and whom to contact.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const [policy, courses] = await Promise.all([
    loadAidPolicy(db, context.services.config.contactEmail),
    listFeeBasedCourses(db),
  ]);
  const chosen = new URL(request.url).searchParams.get("course");
  return data(
    {
      policy: { body: policy.body, version: policy.version, contactEmail: policy.contactEmail },
      courses: courses.map(({ id, title }) => ({ id, title })),
      chosen: courses.some((course) => course.id === chosen) ? chosen : null,
      signedIn: user !== null,
      state: user ? (await attendeePrefill(db, user)).state : "",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseSubmission(request, aidRequestSchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const sent = await requestAid(
    context.services.database.db,
    { uid: user.id, name: user.name, email: user.email },
    form.value,
  );
  if (!sent.ok) {
    return refuseForm(sent.message, {
      status: sent.status,
      errors: sent.field ? { [sent.field]: sent.message } : {},
      values: form.submission.fields,
    });
  }
  const course = (await listFeeBasedCourses(context.services.database.db)).find(
    (item) => item.id === form.value.courseId,
  );
  return replyToForm({
    ok: true,
    message: AID_REQUEST_MESSAGES.sent(course?.title ?? "the course"),
  });
}

export default function FinancialAidPage({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, courses, chosen, signedIn, state } = loaderData;
  const form = usePageForm(actionData);
  return (
    <PageShell
      title="Financial aid"
      intro={
        <p>
          Financial aid is available for every course we charge for. Questions:{" "}
          <a href={`mailto:${policy.contactEmail}`} className="text-brand-700 underline">
            {policy.contactEmail}
          </a>
          .
        </p>
      }
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <AidPolicyText body={policy.body} />
        <section
          aria-labelledby="apply-heading"
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="apply-heading" className="font-semibold text-xl">
            Apply for financial aid
          </h2>
          {signedIn ? (
            <Form method="post" ref={form.form} className="mt-4 grid gap-4">
              {actionData ? (
                <FormAlert tone={actionData.ok ? "success" : "error"}>
                  {actionData.message}
                </FormAlert>
              ) : null}
              <SelectField
                label="Course"
                name="courseId"
                emptyOption="Choose a course"
                required
                options={courses.map((course) => ({ value: course.id, label: course.title }))}
                defaultValue={typedText(form.values, "courseId") ?? chosen ?? ""}
                error={form.errors.courseId}
              />
              <SelectField
                label="State you are admitted in"
                name="state"
                emptyOption="Choose your state"
                required
                options={PROFILE_STATE_OPTIONS}
                defaultValue={typedText(form.values, "state") ?? state}
                error={form.errors.state}
              />
              <SelectField
                label="Employment status"
                name="employmentStatus"
                emptyOption="Choose your employment status"
                required
                options={Object.entries(EMPLOYMENT_STATUSES).map(([value, label]) => ({
                  value,
                  label,
                }))}
                defaultValue={typedText(form.values, "employmentStatus") ?? ""}
                error={form.errors.employmentStatus}
              />
              <TextAreaField
                label="Why you ask for aid"
                name="reason"
                rows={6}
                required
                maxLength={3000}
                defaultValue={typedText(form.values, "reason") ?? ""}
                error={form.errors.reason}
              />
              <div>
                <SubmitButton busy={form.busy} busyLabel="Sending…">
                  Send my request
                </SubmitButton>
              </div>
            </Form>
          ) : (
            <p className="mt-3">
              <Link
                to={`/login?redirectTo=${encodeURIComponent(FINANCIAL_AID_PATH)}`}
                className="font-semibold text-brand-700 underline"
              >
                Log in
              </Link>{" "}
              or{" "}
              <Link to="/register" className="font-semibold text-brand-700 underline">
                sign up
              </Link>{" "}
              to apply: the code we send works for your account.
            </p>
          )}
        </section>
      </div>
    </PageShell>
  );
}
