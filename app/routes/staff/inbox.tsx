import { useRef } from "react";
import { data, Link, redirect } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, inboxItemPath } from "~/content/inbox";
import { BULK_FORM_LISTS, BULK_FORM_MAX_BYTES, BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import { refuseForm } from "~/lib/form-reply";
import { formatRecordDate } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { countWords } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { startBulkJob } from "~/modules/bulk/start-bulk-job.server";
import { inboxBulkSchema, inboxFiltersSchema } from "~/modules/inbox/inbox-forms";
import { inboxKeyset, listInbox, selectInboxItems } from "~/modules/inbox/list-inbox.server";
import { listInboxAssignees } from "~/modules/inbox/load-inbox-item.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () =>
  pageMeta("Inbox", "Contact messages, At Work enquiries and free-guide requests.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox.manage");
  const url = new URL(request.url);
  const { page: _, ...filters } = inboxFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const cursor = readCursor(url.searchParams, keyKinds(inboxKeyset(filters.status)));
  const db = context.services.database.db;
  const [result, assignable] = await Promise.all([
    listInbox(db, filters, cursor, staff.user.id),
    listInboxAssignees(db, context.services.config.staffEmails),
  ]);
  return data(
    {
      ...result,
      assignable,
      filters,
      query: url.searchParams.toString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Close or assign several items: each as its own page's save, each audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "inbox.manage");
  const form = await parseSubmission(request, inboxBulkSchema, {
    lists: BULK_FORM_LISTS,
    maxBytes: BULK_FORM_MAX_BYTES,
  });
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const { page: _page, ...filters } = inboxFiltersSchema.parse(form.submission.fields);
  const assigneeId = form.value.assigneeId ?? "";
  if (form.value.action === "assign" && assigneeId === "") {
    return refuseForm("Choose who the items are assigned to.", {
      errors: { assigneeId: "Choose who the items are assigned to." },
    });
  }
  const items = await selectInboxItems(
    db,
    form.value.all ? { filters } : { ids: form.value.id },
    staff.user.id,
  );
  if (items === null) {
    return refuseForm(
      `More than ${BULK_MAX_ITEMS.toLocaleString("en-US")} items match: narrow the filter first.`,
    );
  }
  if (items.length === 0) {
    return refuseForm("None of the chosen items exists any more.", { status: 409 });
  }
  const jobId = await startBulkJob(
    db,
    { mailer: services.mailer, baseUrl: services.config.baseUrl, provider: services.payments },
    {
      kind: form.value.action === "close" ? "inbox.close" : "inbox.assign",
      actor: staff.actor,
      filter: form.value.all
        ? Object.fromEntries(
            Object.entries(filters).filter(
              (entry): entry is [string, string] => typeof entry[1] === "string",
            ),
          )
        : null,
      options: form.value.action === "assign" ? { assigneeId } : {},
      items,
    },
  );
  return redirect(`/staff/bulk/${jobId}`);
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

const COLUMNS: Column<Item>[] = [
  {
    header: "Choose",
    cell: (item) => (
      <BulkCheckbox
        value={`${item.kind}:${item.sourceId}`}
        label={item.fromName || item.fromEmail}
      />
    ),
  },
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

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, assignable, total, filters, cursors, query } = loaderData;
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
        <TextField label="Name or e-mail" name="q" defaultValue={filters.q ?? ""} />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {countWords(total, ["item", "items"])}.
      </p>
      {items.length > 0 ? (
        <BulkActionForm
          reply={actionData}
          total={total}
          noun="items"
          filters={{
            status: filters.status,
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(filters.assignee ? { assignee: filters.assignee } : {}),
            ...(filters.q ? { q: filters.q } : {}),
          }}
          actions={[
            { value: "close", label: "Close (mark done)" },
            { value: "assign", label: "Assign to…" },
          ]}
        >
          <SelectField
            label="Assign to (for an assignment)"
            name="assigneeId"
            emptyOption="Nobody chosen"
            options={assignable.map((person) => ({
              value: person.id,
              label: `${person.name} (${person.email})`,
            }))}
            error={actionData?.errors.assigneeId}
          />
        </BulkActionForm>
      ) : null}
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
      <KeysetLinks
        label="Inbox pages"
        query={query}
        cursors={cursors}
        previous="Previous page"
        next="Next page"
      />
    </StaffPage>
  );
}
