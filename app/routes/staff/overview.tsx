import { data, Link } from "react-router";
import { OpenQuestionsSummary } from "~/components/questions/open-questions-summary";
import { AuditEntriesTable } from "~/components/staff/audit-entries-table";
import { BarReportTable } from "~/components/staff/bar-report-table";
import { DailyBarChart } from "~/components/staff/daily-bar-chart";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { type Column, DataTable } from "~/components/ui/data-table";
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
  inboxItemPath,
} from "~/content/inbox";
import { roleLabels } from "~/content/staff-roles";
import { formatAge, formatDollars, formatLongDate, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { DUE_WITHIN_DAYS } from "~/modules/bar-applications/derive-applications";
import { listApplicationsToFile } from "~/modules/bar-applications/list-applications-to-file.server";
import { summariseDueReports } from "~/modules/bar-reports/summarise-due-reports.server";
import { countOpenInbox, listOldestOpenInbox } from "~/modules/inbox/list-inbox.server";
import { listUpcomingSessions } from "~/modules/live-sessions/list-upcoming-sessions.server";
import { countOpenQuestions } from "~/modules/questions/list-questions.server";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";
import { loadDailyActivity } from "~/modules/staff/load-daily-activity.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () =>
  pageMeta("Staff console", "Today's and upcoming sessions, and recent staff actions.");

const RECENT_ACTIONS = 10;
/** The applications listed: late ones first, then by the day to file by. */
const APPLICATIONS_LISTED = 25;
const REPORTS_DUE_WITHIN_DAYS = 7;
/** The open inbox items listed: the few waiting longest (the inbox has the rest). */
const OLDEST_OPEN_ITEMS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "overview.view");
  const db = context.services.database.db;
  const seesInbox = staff.permissions.has("inbox.manage");
  const [sessions, audit, inbox, oldest, activity, reports, applications] = await Promise.all([
    listUpcomingSessions(db),
    staff.permissions.has("audit.view") ? latestAuditEntries(db, RECENT_ACTIONS) : null,
    seesInbox ? countOpenInbox(db) : null,
    seesInbox ? listOldestOpenInbox(db, OLDEST_OPEN_ITEMS) : [],
    loadDailyActivity(db),
    staff.permissions.has("reports.manage")
      ? summariseDueReports(db, REPORTS_DUE_WITHIN_DAYS)
      : null,
    staff.permissions.has("accreditation.record") ? listApplicationsToFile(db) : null,
  ]);
  const questions = staff.permissions.has("questions.answer") ? await countOpenQuestions(db) : null;
  // Revenue is for those who see orders; registrations for every staff member.
  const seesRevenue = staff.permissions.has("orders.view");
  return data(
    {
      roles: roleLabels(staff.roles),
      sessions: sessions.map((session) => ({
        ...session,
        startsAt: session.startsAt.toISOString(),
        // The session's own page for those who run sessions, else its roster, if either is theirs.
        href: staff.permissions.has("sessions.manage")
          ? `/staff/live-sessions/${session.id}`
          : staff.permissions.has("attendance.view")
            ? rosterPath({ kind: "session", sessionId: session.id })
            : null,
      })),
      recent: audit,
      questions,
      inbox: inbox
        ? {
            ...inbox,
            // The age is worked out here, so the server's and the browser's text agree.
            oldest: oldest.map((item) => ({
              key: `${item.kind}/${item.sourceId}`,
              href: inboxItemPath(item.kind, item.sourceId),
              from: item.fromName || item.fromEmail,
              kind: INBOX_KINDS[item.kind as InboxKind] ?? item.kind,
              summary: item.summary,
              status: INBOX_STATUSES[item.status as InboxStatus] ?? item.status,
              age: formatAge(item.receivedAt),
            })),
          }
        : null,
      // Overdue first, then what falls due this week (the lines stay on the report pages).
      reports: reports ? [...reports.overdue, ...reports.dueSoon] : null,
      reportsMore: reports?.more ?? false,
      // The most urgent few; the accreditation pages have every course.
      applications: applications?.slice(0, APPLICATIONS_LISTED) ?? null,
      applicationsMore: Math.max(0, (applications?.length ?? 0) - APPLICATIONS_LISTED),
      registrations: activity.map((entry) => ({ day: entry.day, value: entry.registrations })),
      revenue: seesRevenue
        ? activity.map((entry) => ({ day: entry.day, value: entry.revenueCents }))
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type UpcomingSession = Route.ComponentProps["loaderData"]["sessions"][number];
type ApplicationRow = NonNullable<Route.ComponentProps["loaderData"]["applications"]>[number];

const APPLICATION_COLUMNS: Column<ApplicationRow>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (row) => (
      <Link
        to={`/staff/courses/${encodeURIComponent(row.courseId)}/accreditation`}
        className="font-semibold text-brand-700 underline"
      >
        {row.courseTitle}
      </Link>
    ),
  },
  { header: "State", cell: (row) => row.stateName },
  { header: "File by", cell: (row) => formatLongDate(row.fileBy), nowrap: true },
  { header: "Standing", cell: (row) => (row.late ? "Late: not yet applied" : "To file") },
];
type OpenItem = NonNullable<Route.ComponentProps["loaderData"]["inbox"]>["oldest"][number];

const INBOX_COLUMNS: Column<OpenItem>[] = [
  {
    header: "From",
    rowHeader: true,
    cell: (item) => (
      <Link to={item.href} className="font-semibold text-brand-700 underline">
        {item.from}
      </Link>
    ),
  },
  { header: "Subject", cell: (item) => <span className="line-clamp-2">{item.summary}</span> },
  { header: "Kind", cell: (item) => item.kind },
  { header: "Waiting", cell: (item) => item.age, nowrap: true },
  { header: "Status", cell: (item) => item.status, nowrap: true },
];

const SESSION_COLUMNS: Column<UpcomingSession>[] = [
  {
    header: "Course",
    cell: (session) =>
      session.href ? (
        <Link to={session.href} className="font-semibold text-brand-700 underline">
          {session.courseTitle}
          <span className="sr-only">, {formatSessionDateTime(new Date(session.startsAt))}</span>
        </Link>
      ) : (
        session.courseTitle
      ),
    rowHeader: true,
  },
  {
    header: "When",
    cell: (session) => formatSessionDateTime(new Date(session.startsAt)),
    nowrap: true,
  },
  {
    header: "Seats taken",
    cell: (session) => `${session.registered} of ${session.capacity}`,
    align: "right",
    nowrap: true,
  },
  { header: "Join link", cell: (session) => (session.hasJoinLink ? "Set" : "Not set yet") },
];

export default function StaffOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Overview" intro={<p>Your roles: {loaderData.roles}.</p>}>
      {loaderData.inbox ? (
        <section aria-labelledby="inbox-heading" className="mb-10">
          <h2 id="inbox-heading" className="font-semibold text-xl">
            Inbox
          </h2>
          <p className="mt-2">
            {loaderData.inbox.new} new, {loaderData.inbox.inProgress} in progress
            {loaderData.inbox.oldest.length > 0 ? "; those waiting longest:" : "."}
          </p>
          <div className="mt-3">
            {loaderData.inbox.oldest.length === 0 ? (
              <EmptyState>Nothing is waiting for an answer.</EmptyState>
            ) : (
              <DataTable
                label="Open inbox items waiting longest"
                columns={INBOX_COLUMNS}
                rows={loaderData.inbox.oldest}
                rowKey={(item) => item.key}
                minWidth="40rem"
              />
            )}
          </div>
          <p className="mt-3">
            <Link to="/staff/inbox" className="font-semibold text-brand-700 underline">
              The whole inbox
            </Link>
          </p>
        </section>
      ) : null}
      {loaderData.questions ? <OpenQuestionsSummary {...loaderData.questions} /> : null}
      {loaderData.reports ? (
        <section aria-labelledby="reports-heading" className="mb-10">
          <h2 id="reports-heading" className="font-semibold text-xl">
            Reports to the bars: overdue and due within {REPORTS_DUE_WITHIN_DAYS} days
          </h2>
          <div className="mt-3">
            {loaderData.reports.length === 0 ? (
              <EmptyState>
                No report is overdue or due within {REPORTS_DUE_WITHIN_DAYS} days.
              </EmptyState>
            ) : (
              <BarReportTable label="Reports overdue or due soon" rows={loaderData.reports} />
            )}
          </div>
          <p className="mt-3">
            {loaderData.reportsMore
              ? `Only the first ${loaderData.reports.length} are listed here. `
              : null}
            <Link to="/staff/reports" className="font-semibold text-brand-700 underline">
              All reports to the bars
            </Link>
          </p>
        </section>
      ) : null}
      {loaderData.applications ? (
        <section aria-labelledby="applications-heading" className="mb-10">
          <h2 id="applications-heading" className="font-semibold text-xl">
            Applications to the bars: late and to file within {DUE_WITHIN_DAYS} days
          </h2>
          <div className="mt-3">
            {loaderData.applications.length === 0 ? (
              <EmptyState>No application is late or due within {DUE_WITHIN_DAYS} days.</EmptyState>
            ) : (
              <DataTable
                label="Applications late or due soon"
                columns={APPLICATION_COLUMNS}
                rows={loaderData.applications}
                rowKey={(row) => `${row.courseId}/${row.stateSlug}`}
                stackOnPhone
                minWidth="40rem"
              />
            )}
          </div>
          <p className="mt-3">
            {loaderData.applicationsMore > 0
              ? `${loaderData.applicationsMore} more not listed here. `
              : null}
            <Link to="/staff/accreditation" className="font-semibold text-brand-700 underline">
              All courses' accreditation
            </Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="font-semibold text-xl">
          Today and upcoming live sessions
        </h2>
        <div className="mt-3">
          {loaderData.sessions.length === 0 ? (
            <EmptyState>No live sessions are scheduled from today on.</EmptyState>
          ) : (
            <DataTable
              label="Sessions and seats taken"
              columns={SESSION_COLUMNS}
              rows={loaderData.sessions}
              rowKey={(session) => session.id}
              minWidth="40rem"
            />
          )}
        </div>
      </section>
      <section aria-labelledby="activity-heading" className="mt-10">
        <h2 id="activity-heading" className="font-semibold text-xl">
          The last 90 days
        </h2>
        <div className="mt-3 grid gap-6 xl:grid-cols-2">
          <DailyBarChart
            title="Registrations per day"
            valueHeader="Registrations"
            data={loaderData.registrations}
            format={(value) => String(value)}
          />
          {loaderData.revenue ? (
            <DailyBarChart
              title="Revenue per day, less refunds"
              valueHeader="Revenue"
              data={loaderData.revenue}
              format={(cents) => `${cents < 0 ? "−" : ""}$${formatDollars(Math.abs(cents))}`}
            />
          ) : null}
        </div>
      </section>
      {loaderData.recent ? (
        <section aria-labelledby="recent-heading" className="mt-10">
          <h2 id="recent-heading" className="font-semibold text-xl">
            Recent staff actions
          </h2>
          <div className="mt-3">
            {loaderData.recent.length === 0 ? (
              <EmptyState>No staff action has been recorded yet.</EmptyState>
            ) : (
              <AuditEntriesTable label="Latest audit log entries" rows={loaderData.recent} />
            )}
          </div>
          <p className="mt-3">
            <Link to="/staff/audit" className="font-semibold text-brand-700 underline">
              The whole audit log
            </Link>
          </p>
        </section>
      ) : null}
    </StaffPage>
  );
}
