import { useRef } from "react";
import { data, Link } from "react-router";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { FIRMS_PAGE_SIZE, listFirms } from "~/modules/staff-firms/list-firms.server";
import { firmSearchSchema } from "~/modules/staff-firms/staff-firm-forms";
import type { Route } from "./+types/firms";

export const meta: Route.MetaFunction = () =>
  pageMeta("Firms", "Firm accounts: find a firm by its name or a member.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "firms.view");
  const url = new URL(request.url);
  const { q, page } = firmSearchSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  let result = await listFirms(db, q ?? "", page);
  const pages = Math.max(1, Math.ceil(result.total / FIRMS_PAGE_SIZE));
  if (page > pages) result = await listFirms(db, q ?? "", pages);
  return data(
    {
      ...result,
      q: q ?? "",
      page: Math.min(page, pages),
      pages,
      query: url.searchParams.toString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Firm = Route.ComponentProps["loaderData"]["firms"][number];

const COLUMNS: Column<Firm>[] = [
  {
    header: "Firm",
    rowHeader: true,
    cell: (firm) => (
      <Link
        to={`/staff/firms/${encodeURIComponent(firm.id)}`}
        className="font-semibold text-brand-700 underline"
      >
        {firm.name}
      </Link>
    ),
  },
  { header: "Members", cell: (firm) => firm.members, align: "right" },
  {
    header: "Created",
    cell: (firm) => formatRecordDate(new Date(firm.createdAt)),
    nowrap: true,
  },
];

export default function StaffFirmsPage({ loaderData }: Route.ComponentProps) {
  const { firms, total, q, page, pages, query } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Firms"
      intro={
        <p>
          Firm accounts, newest first. Find one by its name, its billing e-mail, or a member's name
          or e-mail.
        </p>
      }
    >
      <StaffSearchForm label="Find firms" query={query} layout="single">
        <TextField label="Firm, billing e-mail or member" name="q" defaultValue={q} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 firm" : `${total.toLocaleString("en-US")} firms`}
        {q ? (total === 1 ? " matches" : " match") : ""}.
      </p>
      <div className="mt-3">
        {firms.length === 0 ? (
          <EmptyState>{q ? "No firm matches." : "No firm has been opened yet."}</EmptyState>
        ) : (
          <DataTable
            label="Firms found"
            columns={COLUMNS}
            rows={firms}
            rowKey={(firm) => firm.id}
            minWidth="30rem"
          />
        )}
      </div>
      <PageLinks
        label="Firm pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer firms"
        next="Older firms"
      />
    </StaffPage>
  );
}
