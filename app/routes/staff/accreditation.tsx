import { data, Link } from "react-router";
import { StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { APPROVED_STATES } from "~/content/states";
import { pageMeta } from "~/lib/meta";
import { ACCREDITATION_CHOICES } from "~/modules/course-editing/accreditation-fields";
import { listAccreditations } from "~/modules/course-editing/load-accreditations.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/accreditation";

export const meta: Route.MetaFunction = () =>
  pageMeta("Accreditation", "Each course's status in each state: applied for, approved, denied.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "accreditation.record");
  return data(
    { courses: await listAccreditations(context.services.database.db) },
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
      <div className="mt-6">
        <DataTable
          label="Courses and their accreditation by state"
          columns={columns}
          rows={loaderData.courses}
          rowKey={(course) => course.id}
          stackOnPhone
          minWidth="56rem"
        />
      </div>
    </StaffPage>
  );
}
