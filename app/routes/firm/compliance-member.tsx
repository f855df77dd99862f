import { data, Link } from "react-router";
import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { ComplianceStatusBadge } from "~/components/firm/member-compliance-table";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FIRM_COMPLIANCE_MESSAGES } from "~/content/firm-compliance";
import { FORMAT_LABELS, formatLongDate, formatSessionDateTime } from "~/lib/format";
import { formatHours, hoursPhrase, toHundredths } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { GapCourse } from "~/modules/firm-compliance/list-gap-courses.server";
import { loadMemberGap } from "~/modules/firm-compliance/load-member-gap.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/compliance-member";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.member.name}: compliance` : "Firm compliance",
    "What a member still needs and the approved courses that close the gap.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const gap = await loadMemberGap(db, firm.firmId, params.memberId);
  if (!gap) throw data(FIRM_COMPLIANCE_MESSAGES.memberNotFound, { status: 404 });
  return { firmName: firm.firmName, ...gap };
}

const LINK = "font-semibold text-brand-700 underline";

/** Where a firm administrator gives the member a seat in the course (the seats page's form). */
function assignUrl(uid: string, courseId: string): string {
  return `/firm/seats/assign?${new URLSearchParams({ member: uid, course: courseId })}`;
}

export default function FirmMemberCompliancePage({ loaderData }: Route.ComponentProps) {
  const { firmName, member, gaps } = loaderData;
  const courseColumns = (stateName: string): Column<GapCourse>[] => [
    {
      header: "Course",
      rowHeader: true,
      cell: (course) => (
        <Link to={`/courses/${course.slug}`} className={LINK}>
          {course.title}
        </Link>
      ),
    },
    {
      header: "When",
      cell: (course) =>
        course.nextLiveAt
          ? `${FORMAT_LABELS[course.format]}, ${formatSessionDateTime(new Date(course.nextLiveAt))}`
          : FORMAT_LABELS[course.format],
    },
    {
      header: `Hours toward the gap`,
      label: "Toward the gap",
      align: "right",
      cell: (course) => `${formatHours(course.hoursTowardGap)} of ${formatHours(course.hours)}`,
    },
    {
      header: "Seat",
      cell: (course) => (
        <Link
          to={assignUrl(member.uid, course.courseId)}
          className={LINK}
          aria-label={`Assign a seat in ${course.title} to ${member.name} (${stateName})`}
        >
          Assign a seat
        </Link>
      ),
    },
  ];
  return (
    <FirmPageFrame eyebrow={firmName} title={member.name} intro={member.email}>
      <div className="grid gap-8">
        <p>
          <Link to="/firm/compliance" className={LINK}>
            Back to the firm's compliance
          </Link>
        </p>
        <p>
          Status: <ComplianceStatusBadge status={member.status} />
        </p>
        {gaps === null ? (
          <p>{FIRM_COMPLIANCE_MESSAGES.notShared}</p>
        ) : gaps.length === 0 ? (
          <p>{FIRM_COMPLIANCE_MESSAGES.noGap}</p>
        ) : (
          gaps.map((gap) => (
            <section key={gap.slug} aria-labelledby={`gap-${gap.slug}`} className="grid gap-3">
              <h2 id={`gap-${gap.slug}`} className="font-semibold text-xl">
                {gap.name}: {hoursPhrase(toHundredths(gap.stillNeeded))} needed by{" "}
                {formatLongDate(gap.deadline)}
              </h2>
              <ul className="list-disc pl-6">
                {gap.missing.map((line) => (
                  <li key={line.label}>
                    {line.label}: {hoursPhrase(toHundredths(line.hours))} missing
                  </li>
                ))}
              </ul>
              {gap.courses.length === 0 ? (
                <p>{FIRM_COMPLIANCE_MESSAGES.noCourses}</p>
              ) : (
                <DataTable
                  label={`Approved courses that close the ${gap.name} gap`}
                  caption={`Approved ${gap.name} courses available before ${formatLongDate(gap.deadline)}`}
                  columns={courseColumns(gap.name)}
                  rows={gap.courses}
                  rowKey={(course) => course.courseId}
                  stackOnPhone
                />
              )}
            </section>
          ))
        )}
        <section aria-labelledby="firm-courses" className="grid gap-3">
          <h2 id="firm-courses" className="font-semibold text-xl">
            Courses through the firm
          </h2>
          {member.firmCourses.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="list-disc pl-6">
              {member.firmCourses.map((course) => (
                <li key={course.courseId}>
                  {course.title}:{" "}
                  {course.completedOn
                    ? `completed ${formatLongDate(course.completedOn)}`
                    : `assigned ${formatLongDate(course.assignedOn)}`}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </FirmPageFrame>
  );
}
