import { useRef } from "react";
import { data, Link } from "react-router";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { APPROVED_STATES } from "~/content/states";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { ACCREDITATION_CHOICES } from "~/modules/course-editing/accreditation-fields";
import { accreditationFiltersSchema } from "~/modules/course-editing/accreditation-forms";
import { listAccreditations } from "~/modules/course-editing/load-accreditations.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/accreditation";

export const meta: Route.MetaFunction = () =>
  pageMeta("Accreditation", "Each course's status in each state: applied for, approved, denied.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "accreditation.record");
  const url = new URL(request.url);
  const { page, ...filters } = accreditationFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const list = await loadListPage(page, (shown) =>
    listAccreditations(context.services.database.db, filters, shown),
  );
  return data(
    { ...list, filters, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Row = Route.ComponentProps["loaderData"]["courses"][number];

const columns: Column<Row>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (course) => (
      <Link
        to={`/staff/courses/${encodeURIComponent(course.id)}/accreditation`}
        className="font-semibold text-brand-700 underline"
      >
        {course.title}
      </Link>
    ),
  },
  { header: "Status", cell: (course) => COURSE_STATUS_LABELS[course.status] },
  ...APPROVED_STATES.map(
    (state): Column<Row> => ({
      header: state.name,
      nowrap: true,
      cell: (course) =>
        ACCREDITATION_CHOICES[
          course.approvals.find((approval) => approval.stateSlug === state.slug)?.status ?? "none"
        ],
    }),
  ),
];

export default function StaffAccreditationPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, total, page, pages } = loaderData;
  const filtered = Boolean(filters.q || filters.decision);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Accreditation"
      intro={
        <p>
          Each course's status in each state, as the course and state pages show it. Open a course
          to record a state's decision: applied for, approved (with its course number and dates) or
          denied.
        </p>
      }
    >
      <StaffSearchForm
        label="Find courses' accreditation"
        query={query}
        layout="grid4"
        clearTo={filtered || filters.state ? "/staff/accreditation" : null}
      >
        <TextField label="Course title" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="Decision"
          name="decision"
          emptyOption="Any decision"
          options={Object.entries(ACCREDITATION_CHOICES).map(([value, label]) => ({
            value,
            label,
          }))}
          defaultValue={filters.decision ?? ""}
        />
        <SelectField
          label="In the state"
          name="state"
          emptyOption="Any state"
          options={APPROVED_STATES.map((state) => ({ value: state.slug, label: state.name }))}
          defaultValue={filters.state ?? ""}
        />
      </StaffSearchForm>
      <ListResults
        count={["course", "courses"]}
        total={total}
        filtered={filtered}
        clearTo="/staff/accreditation"
        none="There is no course yet."
        noneMatch="No course matches."
        countRef={results}
      >
        <DataTable
          label="Courses and their accreditation by state"
          columns={columns}
          rows={loaderData.courses}
          rowKey={(course) => course.id}
          stackOnPhone
          minWidth="56rem"
        />
      </ListResults>
      <PageLinks
        label="Accreditation pages"
        query={query}
        page={page}
        pages={pages}
        previous="Earlier courses"
        next="Later courses"
      />
    </StaffPage>
  );
}
