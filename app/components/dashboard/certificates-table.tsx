import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { attendanceFormFor } from "~/content/state-rules/state-forms";
import type { CreditCategory } from "~/content/state-rules/types";
import { formatCategoryCredits, formatLongDate } from "~/lib/format";
import { ACCOUNT_LISTS } from "~/modules/dashboard/account-lists";
import { DashboardSection } from "./dashboard-section";
import { SeeAllLink } from "./see-all-link";

type CertificateRow = {
  id: string;
  courseTitle: string;
  stateSlug: string;
  stateName: string;
  approvalStatus: "approved" | "pending";
  /** The state's course number; null while pending. */
  approvalNumber: string | null;
  /** ISO day. */
  completedOn: string;
  credits: Partial<Record<CreditCategory, number>>;
  /** When staff withdrew it (it then no longer counts); null while valid. */
  revokedAt: Date | string | null;
};

const COLUMNS: Column<CertificateRow>[] = [
  { header: "Course", cell: (certificate) => certificate.courseTitle },
  {
    header: "State",
    cell: (certificate) => (
      <>
        {certificate.stateName}
        {certificate.approvalStatus === "pending" ? (
          <span className="block text-amber-900 text-xs">Approval pending</span>
        ) : null}
      </>
    ),
  },
  {
    header: "Completed",
    cell: (certificate) => formatLongDate(certificate.completedOn),
    nowrap: true,
  },
  {
    header: "Credits",
    cell: (certificate) => formatCategoryCredits(certificate.credits, certificate.stateSlug),
  },
  {
    header: "Certificate",
    cell: (certificate) => (
      <>
        {certificate.revokedAt ? (
          <span className="font-semibold text-red-800">
            Revoked on {formatLongDate(certificate.revokedAt)}: no longer valid
          </span>
        ) : (
          <a
            href={`/certificates/${certificate.id}/pdf`}
            download
            className="inline-block py-0.5 text-brand-700 underline"
          >
            Download PDF<span className="sr-only"> for {certificate.stateName}</span>
          </a>
        )}
        <StateFormLink certificate={certificate} />
        <br />
        <Link
          to={`/certificates/${certificate.id}`}
          className="inline-block py-1 font-mono text-slate-700 text-xs underline"
        >
          {certificate.id}
        </Link>
      </>
    ),
  },
];

/** The state's prescribed form beside the certificate, where there is one we fill in. */
function StateFormLink({ certificate }: { certificate: CertificateRow }) {
  const form = certificate.revokedAt ? null : attendanceFormFor(certificate);
  if (!form) return null;
  return (
    <>
      <br />
      <a
        href={`/certificates/${certificate.id}/state-form`}
        download
        className="inline-block py-0.5 text-brand-700 underline"
      >
        {form.title} (PDF)
      </a>
    </>
  );
}

/** "My certificates": one row per certificate, with its PDF and its public verification page. */
export function CertificatesTable({
  certificates,
  title = ACCOUNT_LISTS.certificates.title,
  total,
}: {
  certificates: readonly CertificateRow[];
  /** The section's heading (a list's own page names its page). */
  title?: string;
  /** How many there are, where this shows only the first few. */
  total?: number;
}) {
  return (
    <DashboardSection id="certificates" headingId="certificates-heading" title={title}>
      {certificates.length === 0 ? (
        <p className="mt-2 text-slate-700">
          When you finish a course and affirm your attendance, its certificates appear here.
        </p>
      ) : (
        <DataTable
          label="Certificates table"
          columns={COLUMNS}
          rows={certificates}
          rowKey={(certificate) => certificate.id}
          minWidth="40rem"
        />
      )}
      <SeeAllLink kind="certificates" shown={certificates.length} total={total} />
    </DashboardSection>
  );
}
