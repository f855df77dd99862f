import { data, Link, redirect } from "react-router";
import {
  type CertificateFormValues,
  ReissueForm,
  ResendForm,
  RevokeForm,
} from "~/components/staff/certificate-forms";
import { FactList } from "~/components/staff/fact-list";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { categoryLabel } from "~/content/credit-categories";
import { RECENT_SIGN_IN_MINUTES } from "~/content/staff-roles";
import { refuseUnconfirmed } from "~/lib/confirmation";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatLongDate, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import {
  CERTIFICATE_STATUS_LABELS,
  certificateStatus,
} from "~/modules/certificates/certificate-status";
import { publicCertificate } from "~/modules/certificates/describe-certificate";
import { loadStaffCertificate } from "~/modules/certificates/load-staff-certificate.server";
import type { LockedRefusal } from "~/modules/certificates/lock-certificate.server";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { resendCertificate } from "~/modules/certificates/resend-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { creditFieldName } from "~/modules/certificates/staff-certificate-fields";
import {
  creditsOfForm,
  staffCertificateIntents,
} from "~/modules/certificates/staff-certificate-forms";
import {
  hasRecentSignIn,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/certificate";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Certificate ${loaderData.certificate.id}` : "Certificate",
    "One certificate: its versions; re-issue, revoke or send it again.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "certificates.manage");
  const loaded = await loadStaffCertificate(context.services.database.db, params.certificateId);
  if (!loaded) throw data({ message: "We have no certificate with this number." }, { status: 404 });
  if (loaded.certificate.id !== params.certificateId) {
    throw redirect(`/staff/certificates/${loaded.certificate.id}`);
  }
  const { certificate } = loaded;
  return data(
    {
      ...loaded,
      status: certificateStatus(certificate),
      said: publicCertificate(certificate),
      // Changes need a recent sign-in: without one the page links to the password check.
      recentSignIn: await hasRecentSignIn(context, staff),
      // After a re-issue: the version it replaced (only a real one of this certificate's).
      reissuedFrom:
        loaded.versions.find(
          (version) => version.id === new URL(request.url).searchParams.get("reissued"),
        )?.id ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function refusal(outcome: LockedRefusal | { reason: "account-closed" }, intent: string) {
  if (outcome.reason === "account-closed")
    return refuseForm<CertificateFormValues>(
      "The attorney's account is closed: there is no address to send the certificate to.",
      { intent, status: 409 },
    );
  if (outcome.reason === "not-found")
    return refuseForm<CertificateFormValues>("This certificate does not exist.", {
      intent,
      status: 404,
    });
  if (outcome.reason === "superseded")
    return refuseForm<CertificateFormValues>(
      `This version is superseded${outcome.currentId ? ` by ${outcome.currentId}` : ""}: only the current version can be changed or sent.`,
      { intent, status: 409 },
    );
  return refuseForm<CertificateFormValues>(
    "This certificate is revoked: it can no longer be re-issued, revoked or sent.",
    { intent, status: 409 },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "certificates.manage");
  await requireRecentSignIn(request, context, staff);
  const form = await parseIntentSubmission(request, staffCertificateIntents, {
    echo: (fields): CertificateFormValues =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const options = { baseUrl: services.config.baseUrl };
  const id = params.certificateId;
  if (form.intent === "resend") {
    const sent = await resendCertificate(db, services.mailer, options, staff.actor, id);
    if (!sent.ok) return refusal(sent, "resend");
    return replyToForm<CertificateFormValues>({
      ok: true,
      intent: "resend",
      message: `The certificate is sent again to ${sent.to}.`,
    });
  }
  if (form.intent === "revoke") {
    const unconfirmed = refuseUnconfirmed(form.submission.fields, "revoke", "Revoking", "revoke");
    if (unconfirmed) return unconfirmed;
    const revoked = await revokeCertificate(db, services.mailer, options, staff.actor, {
      certificateId: id,
      reason: form.value.reason,
    });
    if (!revoked.ok) return refusal(revoked, "revoke");
    return replyToForm<CertificateFormValues>({
      ok: true,
      intent: "revoke",
      message: revoked.told
        ? `Certificate revoked. ${revoked.attorneyName} is told by mail.`
        : "Certificate revoked. The attorney's account is closed, so nobody is told.",
    });
  }
  const values = form.submission.fields as CertificateFormValues;
  const { reason, attorneyName, barNumber, completedOn } = form.value;
  const reissued = await reissueCertificate(db, services.mailer, options, staff.actor, {
    certificateId: id,
    reason,
    correction: { attorneyName, barNumber, completedOn, credits: creditsOfForm(form.value) },
  });
  if (reissued.ok) {
    throw redirect(`/staff/certificates/${reissued.id}?reissued=${encodeURIComponent(id)}`);
  }
  if (reissued.reason === "no-change")
    return refuseForm<CertificateFormValues>(
      "Nothing to re-issue: change the name, bar number, completion date or credit hours.",
      { intent: "reissue", values, status: 400 },
    );
  if (reissued.reason === "credits") {
    const errors = Object.fromEntries(
      reissued.missing.map((category) => [
        creditFieldName(category),
        `Enter the hours in ${categoryLabel(category)}.`,
      ]),
    );
    return refuseForm<CertificateFormValues>("Please check the highlighted fields.", {
      intent: "reissue",
      errors,
      values,
      status: 400,
    });
  }
  return refusal(reissued, "reissue");
}

const LINK = "font-semibold text-brand-700 underline";

export default function StaffCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate, holder, versions, status, said, recentSignIn, reissuedFrom } = loaderData;
  const replyTo = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const facts: [string, string][] = [
    ["Status", `${CERTIFICATE_STATUS_LABELS[status]} (version ${certificate.version})`],
    ["Attorney", certificate.attorneyName],
    ["Bar number", certificate.barNumber ?? "None given"],
    ["State", certificate.stateName],
    ["Course", certificate.courseTitle],
    [
      "Course number",
      certificate.approvalStatus === "approved"
        ? (certificate.approvalNumber ?? "")
        : "Approval pending",
    ],
    ["Format", said.format],
    ["Completed", said.completedOn],
    ["Credits", said.credits],
    ["Attendance", said.attendance],
    ["Issued", formatSessionDateTime(new Date(certificate.issuedAt))],
  ];
  return (
    <StaffPage
      title={`Certificate ${certificate.id}`}
      intro={
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {holder ? (
            <Link to={`/staff/attendees/${holder.id}`} className={`${LINK} inline-block min-h-6`}>
              {holder.name} ({holder.email})
            </Link>
          ) : (
            // The certificate outlived the account: it is kept until retention ends.
            <span className="inline-block min-h-6">
              Account closed
              {certificate.retainUntil
                ? `: kept until ${formatLongDate(certificate.retainUntil)}`
                : null}
            </span>
          )}
          <Link to={`/certificates/${certificate.id}`} className={`${LINK} inline-block min-h-6`}>
            Public verification page
          </Link>
        </p>
      }
    >
      {reissuedFrom ? (
        <FormAlert tone="success">
          Re-issued: this certificate replaces {reissuedFrom}
          {holder
            ? ", and the attorney is sent the new PDF."
            : ". The account is closed: nothing is sent."}
        </FormAlert>
      ) : null}
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <section
        aria-labelledby="certificate-heading"
        className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="certificate-heading" className="font-semibold text-xl">
          What it says
        </h2>
        <FactList facts={facts} />
      </section>
      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="font-semibold text-xl">
          Versions
        </h2>
        <ol className="mt-3 grid gap-2">
          {versions.map((version) => (
            <li key={version.id}>
              {version.id === certificate.id ? (
                <span className="font-semibold">
                  Version {version.version}: {version.id} (this page)
                </span>
              ) : (
                <Link to={`/staff/certificates/${version.id}`} className={LINK}>
                  Version {version.version}: {version.id}
                </Link>
              )}
              {`, issued ${formatLongDate(new Date(version.issuedAt))} to ${version.attorneyName}. `}
              {version.supersededAt
                ? `Superseded ${formatLongDate(new Date(version.supersededAt))}: ${version.supersededReason}`
                : version.revokedAt
                  ? `Revoked ${formatLongDate(new Date(version.revokedAt))}: ${version.revocationReason}`
                  : "Current."}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="changes-heading" className="mt-8">
        <h2 id="changes-heading" className="font-semibold text-xl">
          Changes
        </h2>
        {/* Outside the forms: a revoke takes them away. */}
        {actionData?.intent === "revoke" && actionData.ok ? (
          <div className="mt-3 max-w-xl">
            <FormAlert tone="success">{actionData.message}</FormAlert>
          </div>
        ) : null}
        {status !== "valid" ? (
          <p className="mt-3 text-slate-700">
            {status === "superseded"
              ? "This version is superseded: re-issue, revoke or send the current version."
              : "This certificate is revoked: it can no longer change."}
          </p>
        ) : recentSignIn ? (
          <div className="mt-3 grid gap-6">
            <ReissueForm reply={replyTo("reissue")} certificate={certificate} />
            {holder ? (
              <ResendForm reply={replyTo("resend")} email={holder.email} />
            ) : (
              <p className="text-slate-700">
                The attorney's account is closed: the certificate cannot be sent again.
              </p>
            )}
            {/* Its success shows above, where it outlasts the form. */}
            <RevokeForm
              reply={actionData?.intent === "revoke" && !actionData.ok ? actionData : undefined}
              certificate={{
                id: certificate.id,
                attorneyName: certificate.attorneyName,
                courseTitle: certificate.courseTitle,
                told: holder?.email ?? null,
              }}
            />
          </div>
        ) : (
          <p className="mt-3">
            Certificate changes need a sign-in from the last {RECENT_SIGN_IN_MINUTES} minutes.{" "}
            <Link
              to={`/staff/confirm?redirectTo=${encodeURIComponent(`/staff/certificates/${certificate.id}`)}`}
              className={LINK}
            >
              Confirm your password to change this certificate
            </Link>
          </p>
        )}
      </section>
    </StaffPage>
  );
}
