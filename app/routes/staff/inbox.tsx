import { useRef } from "react";
import { data, Link } from "react-router";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import {
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  type InboxKind,
  inboxItemPath,
} from "~/content/inbox";
import { formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { inboxFiltersSchema } from "~/modules/inbox/inbox-forms";
import { listInbox } from "~/modules/inbox/list-inbox.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () =>
  pageMeta("Inbox", "Contact messages, At Work enquiries and free-guide requests.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox.manage");
  const url = new URL(request.url);
  const { page, ...filters } = inboxFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  let result = await listInbox(db, filters, page, staff.user.id);
  const pages = Math.max(1, Math.ceil(result.total / INBOX_PAGE_SIZE));
  // A page past the last (an old link) shows the last one.
  if (page > pages) result = await listInbox(db, filters, pages, staff.user.id);
  return data(
    { ...result, filters, page: Math.min(page, pages), pages, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

const COLUMNS: Column<Item>[] = [
  {
    header: "From",
    rowHeader: true,
    cell: (item) => (
      <Link
        to={inboxItemPath(item.kind, item.sourceId)}
        className="font-semibold text-brand-700 underline"
      >
        {item.fromName || item.fromEmail}
      </Link>
    ),
  },
  { header: "Kind", cell: (item) => INBOX_KINDS[item.kind as InboxKind] ?? item.kind },
  { header: "Summary", cell: (item) => <span className="line-clamp-2">{item.summary}</span> },
  { header: "Received", cell: (item) => formatRecordDate(new Date(item.receivedAt)), nowrap: true },
  {
    header: "Status",
    cell: (item) => INBOX_STATUSES[item.status as keyof typeof INBOX_STATUSES] ?? item.status,
    nowrap: true,
  },
  { header: "Assigned to", cell: (item) => item.assigneeName ?? "Nobody yet" },
];

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { items, total, filters, page, pages, query } = loaderData;
  // After filtering or paging, focus goes to the count of what is shown.
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Inbox"
      intro={<p>Contact messages, At Work enquiries and free-guide requests, oldest open first.</p>}
    >
      <StaffSearchForm label="Filter the inbox" query={query} layout="grid4" submitLabel="Show">
        <SelectField
          label="Status"
          name="status"
          options={[
            { value: "open", label: "Open (new or in progress)" },
            ...Object.entries(INBOX_STATUSES).map(([value, label]) => ({ value, label })),
            { value: "all", label: "All" },
          ]}
          defaultValue={filters.status}
        />
        <SelectField
          label="Kind"
          name="kind"
          emptyOption="Any kind"
          options={Object.entries(INBOX_KINDS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.kind ?? ""}
        />
        <SelectField
          label="Assigned to"
          name="assignee"
          emptyOption="Anyone"
          options={[
            { value: "me", label: "Me" },
            { value: "unassigned", label: "Nobody yet" },
          ]}
          defaultValue={filters.assignee ?? ""}
        />
        <TextField label="Name or e-mail contains" name="q" defaultValue={filters.q ?? ""} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 item" : `${total.toLocaleString("en-US")} items`}.
      </p>
      <div className="mt-3">
        {items.length === 0 ? (
          <EmptyState>
            {filters.status === "open" && !filters.kind && !filters.assignee && !filters.q
              ? "Nothing is waiting: every message has been dealt with."
              : "No item matches these filters."}
          </EmptyState>
        ) : (
          <DataTable
            label="Inbox items"
            columns={COLUMNS}
            rows={items}
            rowKey={(item) => `${item.kind}:${item.sourceId}`}
            minWidth="48rem"
          />
        )}
      </div>
      <PageLinks
        label="Inbox pages"
        query={query}
        page={page}
        pages={pages}
        previous="Previous page"
        next="Next page"
      />
    </StaffPage>
  );
}
