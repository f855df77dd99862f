import { useRef } from "react";
import { data } from "react-router";
import { AuditLogEntries } from "~/components/staff/audit-log-entries";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { readCursor } from "~/lib/keyset-cursor";
import { countWords } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { actionChoices } from "~/modules/staff/describe-audit-entry";
import { AUDIT_KEYSET, listAuditLog } from "~/modules/staff/list-audit-log.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { auditFilterProblem, auditFiltersSchema } from "~/modules/staff/staff-forms";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () =>
  pageMeta("Audit log", "Every staff action: who, what, on which record, when and from where.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit.view");
  const url = new URL(request.url);
  const { page: _, ...filters } = auditFiltersSchema.parse(Object.fromEntries(url.searchParams));
  // A day that is not one is refused (400) and not applied, which the message says.
  const problem = auditFilterProblem(url.searchParams, filters);
  const db = context.services.database.db;
  const cursor = readCursor(url.searchParams, keyKinds(AUDIT_KEYSET));
  const result = await listAuditLog(db, filters, cursor);
  return data(
    {
      ...result,
      actions: actionChoices(result.actions),
      filters,
      problem,
      query: url.searchParams.toString(),
    },
    { status: problem ? 400 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, filters, problem, total, cursors, actions, query } = loaderData;
  const exportParams = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const filtered = Object.values(filters).some(Boolean);
  // After filtering or paging, focus goes to the count of what is shown.
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Audit log"
      intro={
        <p>
          Every staff action, as it happened, in words, with links to the records it names; each
          entry's recorded change (its codes, before and after) is one click away. Entries cannot be
          changed or deleted, by anyone. When the retention period of the attendee's record an entry
          is about ends, its details are removed; who did what, to which record and when stay.
        </p>
      }
    >
      <StaffSearchForm
        label="Filter the audit log"
        query={query}
        layout="grid3"
        submitLabel="Filter"
        clearTo={filtered ? "/staff/audit" : null}
      >
        <TextField
          label="Person (name or e-mail)"
          name="person"
          defaultValue={filters.person ?? ""}
        />
        <TextField label="Record id" name="record" defaultValue={filters.record ?? ""} />
        <SelectField
          label="Action"
          name="action"
          emptyOption="Any action"
          options={[]}
          groups={actions}
          defaultValue={filters.action ?? ""}
        />
        <TextField label="From (day)" name="from" type="date" defaultValue={filters.from ?? ""} />
        <TextField label="To (day)" name="to" type="date" defaultValue={filters.to ?? ""} />
      </StaffSearchForm>
      {problem ? (
        <div className="mt-6">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p ref={results} tabIndex={-1} className="outline-none">
          {countWords(total, ["entry", "entries"])}
          {filtered ? " match" : ""}.
        </p>
        <a
          href={`/staff/audit/export.csv${exportParams.size > 0 ? `?${exportParams}` : ""}`}
          className="min-h-6 font-semibold text-brand-700 underline"
          download
        >
          Export {filtered ? "these entries" : "the log"} as CSV
        </a>
      </div>
      <div className="mt-3">
        {entries.length === 0 ? (
          <EmptyState>
            {filtered
              ? "No entry matches these filters."
              : "No staff action has been recorded yet."}
          </EmptyState>
        ) : (
          <AuditLogEntries label="Audit log entries" rows={entries} />
        )}
      </div>
      <KeysetLinks
        label="Audit log pages"
        query={query}
        cursors={cursors}
        previous="Newer entries"
        next="Older entries"
      />
    </StaffPage>
  );
}
