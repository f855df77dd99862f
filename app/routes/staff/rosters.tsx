import { useRef } from "react";
import { data, Link } from "react-router";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { formatSessionDateTime } from "~/lib/format";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { listRosterScopes } from "~/modules/rosters/list-roster-scopes.server";
import { ROSTER_SESSIONS_DAYS_BACK } from "~/modules/rosters/roster-fields";
import { rosterScopesFiltersSchema } from "~/modules/rosters/roster-filters";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/rosters";

export const meta: Route.MetaFunction = () =>
  pageMeta("Rosters", "Each live session's and each course's registrants.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendance.view");
  const url = new URL(request.url);
  const { q, page } = rosterScopesFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const now = new Date();
  const scopes = await loadListPage(page, (shown) =>
    listRosterScopes(context.services.database.db, { q, page: shown, now }),
  );
  return data(
    { ...scopes, q: q ?? "", query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Session = Route.ComponentProps["loaderData"]["sessions"][number];
type Course = Route.ComponentProps["loaderData"]["courses"][number];
const LINK = "font-semibold text-brand-700 underline";

const SESSION_COLUMNS: Column<Session>[] = [
  {
    header: "Session",
    rowHeader: true,
    cell: (session) => (
      <Link to={rosterPath({ kind: "session", sessionId: session.id })} className={LINK}>
        {session.courseTitle}, {formatSessionDateTime(new Date(session.startsAt))}
      </Link>
    ),
  },
  { header: "Registered", cell: (session) => session.registered, align: "right" },
  { header: "Status", cell: (session) => (session.cancelledAt ? "Cancelled" : "Scheduled") },
];

const COURSE_COLUMNS: Column<Course>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (course) => (
      <Link to={rosterPath({ kind: "course", courseId: course.id })} className={LINK}>
        {course.title}
      </Link>
    ),
  },
  { header: "Registered", cell: (course) => course.registered, align: "right" },
  { header: "Status", cell: (course) => COURSE_STATUS_LABELS[course.status] },
];

export default function StaffRostersPage({ loaderData }: Route.ComponentProps) {
  const { q, query, total, page, pages } = loaderData;
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage
      title="Rosters"
      intro={
        <p>
          Open a live session's roster, or a course's (everyone registered, live or on demand), to
          search, filter and export its registrants.
        </p>
      }
    >
      <StaffSearchForm
        label="Find rosters"
        query={query}
        layout="single"
        clearTo={q ? "/staff/rosters" : null}
      >
        <TextField label="Course title" name="q" defaultValue={q} />
      </StaffSearchForm>
      <section aria-labelledby="roster-sessions" className="mt-8">
        <h2 id="roster-sessions" className="font-semibold text-xl">
          Live sessions
        </h2>
        <p className="mt-1 text-slate-700">
          From the last {ROSTER_SESSIONS_DAYS_BACK} days on, newest first.
        </p>
        <div className="mt-3">
          {loaderData.sessions.length === 0 ? (
            <EmptyState>
              {q
                ? "No live session of a matching course in this time."
                : "No live session in this time."}
            </EmptyState>
          ) : (
            <DataTable
              label="Live sessions' rosters"
              columns={SESSION_COLUMNS}
              rows={loaderData.sessions}
              rowKey={(session) => session.id}
            />
          )}
        </div>
      </section>
      <section aria-labelledby="roster-courses" className="mt-10">
        <h2 id="roster-courses" className="font-semibold text-xl">
          Courses
        </h2>
        <ListResults
          count={["course", "courses"]}
          total={total}
          filtered={Boolean(q)}
          clearTo="/staff/rosters"
          none="No course yet."
          noneMatch="No course matches."
          countRef={results}
        >
          <DataTable
            label="Courses' rosters"
            columns={COURSE_COLUMNS}
            rows={loaderData.courses}
            rowKey={(course) => course.id}
          />
        </ListResults>
        <PageLinks
          label="Course roster pages"
          query={query}
          page={page}
          pages={pages}
          previous="Earlier courses"
          next="Later courses"
        />
      </section>
    </StaffPage>
  );
}
