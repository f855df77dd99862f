import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { CreditReportingNote } from "~/components/certificates/credit-reporting-note";
import { FormatNoteList } from "~/components/credit-tracker/format-rule-notes";
import { ErrorPage } from "~/components/error-page";
import { PageShell } from "~/components/layout/page-shell";
import { SITE_NAME } from "~/content/site";
import { attendanceFormFor } from "~/content/state-rules/state-forms";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/modules/auth/session.server";
import { listCreditReporting } from "~/modules/bar-reports/list-credit-reporting.server";
import { publicCertificate } from "~/modules/certificates/describe-certificate";
import { findCurrentVersion } from "~/modules/certificates/find-current-version.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { certificateFormatNotes } from "~/modules/credit-tracker/certificate-format-notes.server";
import type { Route } from "./+types/verify";

// Anyone holding a certificate's number (printed on it) can confirm here that
// we issued it and what it says. An unknown or forged number is a 404; an old
// version says "superseded" and links to the current one; a withdrawn one
// says "revoked" and is not presented as valid.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const certificate = await getCertificate(context.services.database.db, params.certificateId);
  if (!certificate) {
    throw data({ certificateId: params.certificateId.slice(0, 40) }, { status: 404 });
  }
  // One address per certificate: a number typed in lower case goes to the printed one.
  if (certificate.id !== params.certificateId) {
    throw redirect(`/certificates/${certificate.id}`, 301);
  }
  const user = await getSessionUser(request, context);
  const current = certificate.supersededAt
    ? await findCurrentVersion(context.services.database.db, certificate)
    : null;
  const owner = certificate.uid !== null && user?.id === certificate.uid;
  // Its owner sees where the credit stands with the state's regulator.
  const reporting =
    owner && user && !certificate.supersededAt && !certificate.revokedAt
      ? ((await listCreditReporting(context.services.database.db, user.id)).get(certificate.id) ??
        null)
      : null;
  // Its owner sees what the state's format rules do with it (New York's newly admitted).
  const formatNotes =
    owner && user && certificate.approvalStatus === "approved" && !certificate.revokedAt
      ? await certificateFormatNotes(context.services.database.db, user.id, certificate)
      : [];
  // Where the state prescribes its own certificate and we can fill it in, its owner gets it too.
  const stateForm =
    owner && !certificate.supersededAt && !certificate.revokedAt
      ? attendanceFormFor(certificate)
      : null;
  return {
    certificate: publicCertificate(certificate),
    currentId: current?.id ?? null,
    owner,
    reporting,
    formatNotes,
    stateForm: stateForm ? { title: stateForm.title } : null,
  };
}

// Kept out of search results (robots.txt also disallows /certificates/).
export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(
    loaderData ? `Certificate ${loaderData.certificate.id}` : "Certificate not found",
    "Confirm that a certificate of attendance was issued by us, and what it says.",
  ),
  { name: "robots", content: "noindex" },
];

export default function VerifyCertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, currentId } = loaderData;
  return (
    <PageShell eyebrow="Certificate verification" title={`Certificate ${certificate.id}`}>
      <div className="max-w-3xl">
        {certificate.status === "valid" ? (
          <p
            role="status"
            className="rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
          >
            Genuine: this certificate of attendance was issued by us on {certificate.issuedOn}.
          </p>
        ) : certificate.status === "superseded" ? (
          <div
            role="status"
            className="rounded-md bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
          >
            <p className="font-semibold">
              Superseded: this certificate was issued by us on {certificate.issuedOn} and replaced
              by a corrected version on {certificate.supersededOn}. It is no longer the current
              certificate.
            </p>
            <p className="mt-1">Why: {certificate.supersededReason}</p>
            {currentId ? (
              <p className="mt-1">
                <Link to={`/certificates/${currentId}`} className="font-semibold underline">
                  See the current version, certificate {currentId}
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <div
            role="alert"
            className="rounded-md bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200"
          >
            <p className="font-semibold">
              Revoked: this certificate was issued by us on {certificate.issuedOn} and withdrawn on{" "}
              {certificate.revokedOn}. It is not valid and does not prove attendance.
            </p>
            <p className="mt-1">Questions? Use the contact details at the foot of this page.</p>
          </div>
        )}
        {certificate.status === "valid" ? null : (
          <h2 className="mt-6 font-semibold text-lg">What this certificate said</h2>
        )}
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Attorney</dt>
          <dd>{certificate.attorneyName}</dd>
          <dt className="font-semibold">Bar number</dt>
          <dd>{certificate.barNumber}</dd>
          <dt className="font-semibold">State</dt>
          <dd>{certificate.stateName}</dd>
          <dt className="font-semibold">Course</dt>
          <dd>
            <Link to={`/courses/${certificate.courseId}`} className="text-brand-700 underline">
              {certificate.courseTitle}
            </Link>
          </dd>
          <dt className="font-semibold">Course number</dt>
          <dd>
            {certificate.approvalStatus === "approved"
              ? certificate.approvalNumber
              : "Approval pending: credit is not guaranteed until the state approves the course"}
          </dd>
          <dt className="font-semibold">Format</dt>
          <dd>
            {certificate.format}
            {certificate.formatRule ? (
              <span className="block text-slate-700 text-sm">{certificate.formatRule}</span>
            ) : null}
          </dd>
          <dt className="font-semibold">Completed</dt>
          <dd>{certificate.completedOn}</dd>
          <dt className="font-semibold">Credits</dt>
          <dd>
            {certificate.credits}
            {certificate.creditHourMinutes
              ? ` (credit hours of ${certificate.creditHourMinutes} minutes)`
              : ""}
          </dd>
          <dt className="font-semibold">Attendance</dt>
          <dd>{certificate.attendance}</dd>
        </dl>
        {loaderData.formatNotes.length > 0 ? (
          <section aria-labelledby="format-heading" className="mt-6">
            <h2 id="format-heading" className="font-semibold text-lg">
              How {certificate.stateName} counts it for you
            </h2>
            <div className="mt-2">
              <FormatNoteList notes={loaderData.formatNotes} />
            </div>
          </section>
        ) : null}
        {loaderData.reporting ? (
          <section aria-labelledby="reporting-heading" className="mt-6">
            <h2 id="reporting-heading" className="font-semibold text-lg">
              Reporting to {certificate.stateName}
            </h2>
            <div className="mt-2">
              <CreditReportingNote reporting={loaderData.reporting} />
            </div>
          </section>
        ) : null}
        {loaderData.owner && certificate.status === "valid" ? (
          <p className="mt-6">
            <a
              href={`/certificates/${certificate.id}/pdf`}
              download
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Download the certificate (PDF)
            </a>
          </p>
        ) : null}
        {loaderData.owner && certificate.status === "valid" && loaderData.stateForm ? (
          <section aria-labelledby="state-form-heading" className="mt-6">
            <h2 id="state-form-heading" className="font-semibold text-lg">
              {certificate.stateName}'s own form
            </h2>
            <p className="mt-2">
              {certificate.stateName} prescribes its own certificate. Keep it with ours: we filled
              it in from this certificate.
            </p>
            <p className="mt-3">
              <a
                href={`/certificates/${certificate.id}/state-form`}
                download
                className="inline-block rounded-md px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
              >
                Download the {loaderData.stateForm.title} (PDF)
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  return (
    <PageShell eyebrow="Certificate verification" title="Certificate not found">
      <title>{`Certificate not found | ${SITE_NAME}`}</title>
      <div className="max-w-3xl">
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
          We have no certificate with this number. It may have been mistyped, or the certificate was
          not issued by us.
        </p>
        <p className="mt-4">
          Certificate numbers look like LX-7K2M-9QDP-4HTA. Questions? Use the contact details at the
          foot of this page.
        </p>
      </div>
    </PageShell>
  );
}
