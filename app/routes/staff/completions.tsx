import { data, Link } from "react-router";
import { BarChart } from "~/components/staff/bar-chart";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { APPROVED_STATES } from "~/content/states";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { utcToZonedParts } from "~/lib/time";
import {
  completionsFilters,
  monthLabel,
  monthsBetween,
  shortMonthLabel,
} from "~/modules/provider-compliance/completions-period";
import { completionsFiltersSchema } from "~/modules/provider-compliance/completions-report";
import {
  listCompletions,
  listReportCourses,
} from "~/modules/provider-compliance/list-completions.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/completions";

export const meta: Route.MetaFunction = () =>
  pageMeta("Completions", "Completions per state, course and month, with their credit hours.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports.manage");
  const url = new URL(request.url);
  const filters = completionsFilters(
    completionsFiltersSchema.parse(Object.fromEntries(url.searchParams)),
    utcToZonedParts(new Date(), SCHEDULE_TIME_ZONE).day,
  );
  const db = context.services.database.db;
  const [rows, courses] = await Promise.all([listCompletions(db, filters), listReportCourses(db)]);
  return data(
    { filters, rows, courses, query: url.search },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const MONTHS = {
  header: "Month",
  plural: "months",
  preposition: "in",
  byEach: "month by month",
} as const;
const count = (value: number) => value.toLocaleString("en-US");

type Row = Route.ComponentProps["loaderData"]["rows"][number];
type Total = { key: string; label: string; completions: number; creditHours: number };

/** Completions and credit hours added up by a key of the rows, in first-seen order. */
function totalsBy(rows: readonly Row[], key: (row: Row) => string, label: (row: Row) => string) {
  const totals = new Map<string, Total>();
  for (const row of rows) {
    const entry = totals.get(key(row)) ?? {
      key: key(row),
      label: label(row),
      completions: 0,
      creditHours: 0,
    };
    entry.completions += row.completions;
    entry.creditHours += row.creditHours;
    totals.set(entry.key, entry);
  }
  return [...totals.values()];
}

export default function StaffCompletionsPage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, courses, query } = loaderData;
  const months = monthsBetween(filters.from, filters.to);
  const byMonth = new Map(
    totalsBy(
      rows,
      (row) => row.month,
      (row) => row.month,
    ).map((t) => [t.key, t]),
  );
  const byState = totalsBy(
    rows,
    (row) => row.stateSlug,
    (row) => row.stateName,
  ).sort((a, b) => a.label.localeCompare(b.label));
  const byCourse = totalsBy(
    rows,
    (row) => row.courseId,
    (row) => row.courseTitle,
  ).sort((a, b) => b.completions - a.completions || a.label.localeCompare(b.label));
  const cell = (month: string, state: string) =>
    rows
      .filter((row) => row.month === month && row.stateSlug === state)
      .reduce((sum, row) => sum + row.completions, 0);
  const monthStateColumns: Column<string>[] = [
    { header: "Month", rowHeader: true, cell: (month) => monthLabel(month), nowrap: true },
    ...byState.map(
      (state): Column<string> => ({
        header: state.label,
        cell: (month) => count(cell(month, state.key)),
        align: "right",
      }),
    ),
    {
      header: "All states",
      cell: (month) => count(byMonth.get(month)?.completions ?? 0),
      align: "right",
    },
  ];
  const totalColumns = (what: string): Column<Total>[] => [
    { header: what, rowHeader: true, cell: (total) => total.label },
    { header: "Completions", cell: (total) => count(total.completions), align: "right" },
    { header: "Credit hours", cell: (total) => formatHours(total.creditHours), align: "right" },
  ];
  const filtered = query !== "" && query !== "?";
  const exportQuery = new URLSearchParams({
    from: filters.from,
    to: filters.to,
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.course ? { course: filters.course } : {}),
  }).toString();
  return (
    <StaffPage
      title="Completions"
      intro={
        <p>
          Valid certificates by the month of completion: one per attorney, course and state in which
          credit was claimed. From {monthLabel(filters.from)} to {monthLabel(filters.to)}.
        </p>
      }
    >
      <StaffSearchForm
        label="Choose the completions"
        query={query}
        layout="grid4"
        submitLabel="Show"
        clearTo={filtered ? "/staff/completions" : null}
      >
        <TextField label="From (month)" name="from" type="month" defaultValue={filters.from} />
        <TextField label="To (month)" name="to" type="month" defaultValue={filters.to} />
        <SelectField
          label="State"
          name="state"
          emptyOption="Every state"
          options={APPROVED_STATES.map((state) => ({ value: state.slug, label: state.name }))}
          defaultValue={filters.state ?? ""}
        />
        <SelectField
          label="Course"
          name="course"
          emptyOption="Every course"
          options={courses.map((course) => ({ value: course.id, label: course.title }))}
          defaultValue={filters.course ?? ""}
        />
      </StaffSearchForm>
      {rows.length === 0 ? (
        <div className="mt-6">
          <EmptyState>
            No completion in these months{filtered ? " with these filters" : ""}.
          </EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid gap-8">
          <p>
            <Link
              to={`/staff/completions/export.csv?${exportQuery}`}
              reloadDocument
              className="font-semibold text-brand-700 underline"
            >
              Download as CSV (month, state, course)
            </Link>
          </p>
          <BarChart
            title="Completions per month"
            data={months.map((month) => ({
              key: month,
              short: shortMonthLabel(month),
              long: monthLabel(month),
              value: byMonth.get(month)?.completions ?? 0,
            }))}
            format={count}
            valueHeader="Completions"
            period={MONTHS}
          />
          <section aria-labelledby="completions-states">
            <h2 id="completions-states" className="font-semibold text-xl">
              By month and state
            </h2>
            <div className="mt-3">
              <DataTable
                label="Completions by month and state"
                columns={monthStateColumns}
                rows={[...months].reverse()}
                rowKey={(month) => month}
              />
            </div>
          </section>
          <section aria-labelledby="completions-courses">
            <h2 id="completions-courses" className="font-semibold text-xl">
              By course
            </h2>
            <div className="mt-3">
              <DataTable
                label="Completions by course"
                columns={totalColumns("Course")}
                rows={byCourse}
                rowKey={(total) => total.key}
              />
            </div>
          </section>
          <section aria-labelledby="completions-by-state">
            <h2 id="completions-by-state" className="font-semibold text-xl">
              By state
            </h2>
            <div className="mt-3">
              <DataTable
                label="Completions by state"
                columns={totalColumns("State")}
                rows={byState}
                rowKey={(total) => total.key}
              />
            </div>
          </section>
        </div>
      )}
    </StaffPage>
  );
}
