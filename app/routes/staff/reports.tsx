import { useRef } from "react";
import { data } from "react-router";
import { BarReportTable } from "~/components/staff/bar-report-table";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { ListResults } from "~/components/staff/list-results";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { APPROVED_STATES } from "~/content/states";
import { readCursor } from "~/lib/keyset-cursor";
import { pageMeta } from "~/lib/meta";
import {
  REPORT_STATUS_FILTER_LABELS,
  REPORT_STATUS_FILTERS,
} from "~/modules/bar-reports/bar-report-fields";
import { reportFiltersSchema } from "~/modules/bar-reports/bar-report-forms";
import {
  listBarReportQueue,
  REPORT_QUEUE_KEYSET,
} from "~/modules/bar-reports/list-bar-report-queue.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reports to the bars", "Attendance reports due to the state bars, and those submitted.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports.manage");
  const url = new URL(request.url);
  const { page: _, ...filters } = reportFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const cursor = readCursor(url.searchParams, keyKinds(REPORT_QUEUE_KEYSET));
  const list = await listBarReportQueue(context.services.database.db, filters, cursor);
  return data(
    { ...list, filters, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function StaffReportsPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, reports, total, cursors } = loaderData;
  const filtered = filters.status !== "open" || filters.state !== undefined || Boolean(filters.q);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Reports to the bars"
      intro={
        <p>
          The attendance reports each state's regulator takes, per completed live session and per
          on-demand window (a month, or a half-year in New Jersey), with their due dates and fees
          from the state's rule in force for each session or window (a submitted report keeps the
          rule it was made under). A rule marked "not confirmed" is an assumption: check it with the
          regulator.
        </p>
      }
    >
      <StaffSearchForm
        label="Filter reports"
        query={query}
        layout="grid4"
        submitLabel="Filter"
        clearTo={filtered ? "/staff/reports" : null}
      >
        <TextField label="Course title" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="Status"
          name="status"
          options={REPORT_STATUS_FILTERS.map((value) => ({
            value,
            label: REPORT_STATUS_FILTER_LABELS[value],
          }))}
          defaultValue={filters.status}
        />
        <SelectField
          label="State"
          name="state"
          emptyOption="Every state"
          options={APPROVED_STATES.map((state) => ({ value: state.slug, label: state.name }))}
          defaultValue={filters.state ?? ""}
        />
      </StaffSearchForm>
      <ListResults
        count={["report", "reports"]}
        total={total}
        filtered={filtered}
        clearTo="/staff/reports"
        none="Nothing to report: no completion is waiting to be reported."
        noneMatch="No report matches these filters."
        countRef={results}
      >
        <BarReportTable label="Reports, by due date" rows={reports} />
      </ListResults>
      <KeysetLinks
        label="Report pages"
        query={query}
        cursors={cursors}
        previous="Earlier reports"
        next="Later reports"
      />
    </StaffPage>
  );
}
