import { useRef } from "react";
import { data, Link, redirect } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { findState } from "~/content/states";
import { BULK_FORM_LISTS, BULK_FORM_MAX_BYTES, BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import { refuseForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { startBulkJob } from "~/modules/bulk/start-bulk-job.server";
import {
  listStaffCertificates,
  STAFF_CERTIFICATES_PAGE_SIZE,
  selectStaffCertificates,
} from "~/modules/certificates/list-staff-certificates.server";
import {
  certificateBulkSchema,
  staffCertificateFiltersSchema,
} from "~/modules/certificates/staff-certificate-list-forms";
import { requireRecentSignIn, requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/certificates";

export const meta: Route.MetaFunction = () =>
  pageMeta("Certificates", "Every certificate issued: find them, resend several at once.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "certificates.manage");
  const url = new URL(request.url);
  const { page, ...filters } = staffCertificateFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const db = context.services.database.db;
  let result = await listStaffCertificates(db, filters, page);
  const pages = Math.max(1, Math.ceil(result.total / STAFF_CERTIFICATES_PAGE_SIZE));
  // A page past the last (an old link) shows the last one.
  if (page > pages) result = await listStaffCertificates(db, filters, pages);
  return data(
    { ...result, filters, page: Math.min(page, pages), pages, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Resend several certificates: each as its own page's resend, each audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "certificates.manage");
  await requireRecentSignIn(request, context, staff);
  const form = await parseSubmission(request, certificateBulkSchema, {
    lists: BULK_FORM_LISTS,
    maxBytes: BULK_FORM_MAX_BYTES,
  });
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const { page: _page, ...filters } = staffCertificateFiltersSchema.parse(form.submission.fields);
  const items = await selectStaffCertificates(
    db,
    form.value.all ? { filters } : { ids: form.value.id },
  );
  if (items === null) {
    return refuseForm(
      `More than ${BULK_MAX_ITEMS.toLocaleString("en-US")} certificates match: narrow the filter first.`,
    );
  }
  if (items.length === 0) {
    return refuseForm("None of the chosen certificates exists any more.", { status: 409 });
  }
  const jobId = await startBulkJob(
    db,
    { mailer: services.mailer, baseUrl: services.config.baseUrl, provider: services.payments },
    {
      kind: "certificate.resend",
      actor: staff.actor,
      filter: form.value.all ? definedOnly(filters) : null,
      items,
    },
  );
  return redirect(`/staff/bulk/${jobId}`);
}

function definedOnly(filters: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

type Certificate = Route.ComponentProps["loaderData"]["certificates"][number];

const COLUMNS: Column<Certificate>[] = [
  {
    header: "Choose",
    cell: (certificate) => <BulkCheckbox value={certificate.id} label={certificate.attorneyName} />,
  },
  {
    header: "Attorney",
    rowHeader: true,
    cell: (certificate) => (
      <>
        <Link
          to={`/staff/certificates/${certificate.id}`}
          className="font-semibold text-brand-700 underline"
        >
          {certificate.attorneyName}
        </Link>
        <br />
        <span className="break-all text-slate-600">
          {certificate.email ?? "No e-mail address (account closed)"}
        </span>
      </>
    ),
  },
  { header: "Course", cell: (certificate) => certificate.courseTitle },
  {
    header: "State",
    cell: (certificate) => findState(certificate.stateSlug)?.name ?? certificate.stateSlug,
    nowrap: true,
  },
  { header: "Completed", cell: (certificate) => certificate.completedOn, nowrap: true },
  { header: "Number", cell: (certificate) => certificate.id, nowrap: true },
  {
    header: "Status",
    cell: (certificate) => (certificate.revokedAt ? "Revoked" : "Valid"),
    nowrap: true,
  },
];

export default function StaffCertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { certificates, total, filters, page, pages, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Certificates"
      intro={<p>The current version of every certificate, newest first.</p>}
    >
      <StaffSearchForm label="Find certificates" query={query} layout="withSelect">
        <TextField
          label="Attorney, e-mail, course or number"
          name="q"
          defaultValue={filters.q ?? ""}
        />
        <SelectField
          label="Status"
          name="status"
          options={[
            { value: "valid", label: "Valid" },
            { value: "revoked", label: "Revoked" },
            { value: "all", label: "All" },
          ]}
          defaultValue={filters.status}
        />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 certificate" : `${total.toLocaleString("en-US")} certificates`}.
      </p>
      {certificates.length > 0 ? (
        <BulkActionForm
          reply={actionData}
          total={total}
          noun="certificates"
          filters={{ ...(filters.q ? { q: filters.q } : {}), status: filters.status }}
          actions={[{ value: "resend", label: "Resend the certificate by e-mail" }]}
          submitLabel="Resend the chosen certificates"
        />
      ) : null}
      <div className="mt-3">
        {certificates.length === 0 ? (
          <EmptyState>
            {filters.q || filters.status !== "valid"
              ? "No certificate matches."
              : "No certificate has been issued yet."}
          </EmptyState>
        ) : (
          <DataTable
            label="Certificates found"
            columns={COLUMNS}
            rows={certificates}
            rowKey={(certificate) => certificate.id}
            minWidth="56rem"
          />
        )}
      </div>
      <PageLinks
        label="Certificate pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer certificates"
        next="Older certificates"
      />
    </StaffPage>
  );
}
