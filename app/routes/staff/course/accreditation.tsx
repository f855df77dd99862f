import { data, Form, Link } from "react-router";
import { CourseAccreditationFields } from "~/components/staff/course-accreditation-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { RECENT_SIGN_IN_MINUTES } from "~/content/staff-roles";
import { findState } from "~/content/states";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { accreditationSchema } from "~/modules/course-editing/accreditation-forms";
import { loadAccreditation } from "~/modules/course-editing/load-accreditations.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { saveAccreditations } from "~/modules/course-editing/save-accreditations.server";
import {
  hasRecentSignIn,
  MISSING_PERMISSION_MESSAGE,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/accreditation";

type Typed = Record<string, string>;

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Accreditation: ${loaderData.course.title}` : "Accreditation",
    "A course's status in each state, and the decisions to record.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "accreditation.record");
  const loaded = await loadAccreditation(context.services.database.db, params.courseId);
  if (!loaded) throw data({ message: "We have no course at this address." }, { status: 404 });
  return data(
    { ...loaded, recentSignIn: await hasRecentSignIn(context, staff) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "accreditation.record");
  // A decision re-issues or revokes certificates: as on a certificate's page.
  await requireRecentSignIn(request, context, staff);
  const form = await parseSubmission(request, accreditationSchema, {
    echo: (fields): Typed =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  const saved = await saveAccreditations(database.db, staff.actor, {
    courseId: params.courseId,
    form: form.value,
    notify: { mailer, baseUrl: config.baseUrl },
    mayRevokeCertificates: staff.permissions.has("certificates.manage"),
  });
  if (!saved.ok) {
    if (saved.reason === "forbidden")
      return refuseForm(MISSING_PERMISSION_MESSAGE, { status: 403 });
    return refuseCourseChange(saved, { request });
  }
  // Re-issued and revoked certificates, and claim notices, wait in the outbox.
  mailer.wake();
  const followed = [
    saved.reissuedCertificates
      ? `${saved.reissuedCertificates} certificate(s) re-issued with the approval`
      : null,
    saved.revokedCertificates ? `${saved.revokedCertificates} certificate(s) revoked` : null,
  ].filter(Boolean);
  return replyToForm({
    ok: true,
    message: `The decisions are saved${followed.length > 0 ? `; ${followed.join(" and ")}` : ""}.`,
  });
}

const LINK = "font-semibold text-brand-700 underline";

export default function StaffCourseAccreditationPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { course, approvals, pending, recentSignIn } = loaderData;
  const page = usePageForm<Typed>(actionData);
  const here = `/staff/courses/${encodeURIComponent(course.id)}/accreditation`;
  return (
    <>
      <p>
        <Link to="/staff/accreditation" className={LINK}>
          All courses
        </Link>
        {" · "}
        {pending.length === 0
          ? "No certificate is waiting for a state's approval."
          : `Certificates waiting for approval: ${pending
              .map((row) => `${row.count} in ${findState(row.stateSlug)?.name ?? row.stateSlug}`)
              .join(", ")}.`}
      </p>
      {recentSignIn ? (
        <Form
          method="post"
          ref={page.form}
          aria-labelledby="decisions-heading"
          className="mt-6 grid gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="decisions-heading" className="font-semibold text-xl">
            States' decisions
          </h2>
          <input type="hidden" name="version" value={course.version} />
          {actionData ? (
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          ) : null}
          {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
          <CourseAccreditationFields
            key={course.version}
            approvals={approvals}
            typed={page.values}
            errors={page.errors}
          />
          <div>
            <SubmitButton busy={page.busy} busyLabel="Saving…">
              Save the decisions
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="mt-6">
          Recording a decision needs a sign-in from the last {RECENT_SIGN_IN_MINUTES} minutes,
          because it re-issues or revokes certificates.{" "}
          <Link to={`/staff/confirm?redirectTo=${encodeURIComponent(here)}`} className={LINK}>
            Confirm your password to record decisions
          </Link>
        </p>
      )}
    </>
  );
}
