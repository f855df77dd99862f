import { useRef } from "react";
import { data, Link } from "react-router";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { MoveRegistrationForms } from "~/components/staff/move-registration-forms";
import { RosterFiltersForm } from "~/components/staff/roster-filters-form";
import { RosterTable } from "~/components/staff/roster-table";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { formatSessionDateTime } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { pageMeta } from "~/lib/meta";
import { mailingComposePath } from "~/modules/mailings/mailing-filters";
import { listMovableRegistrations } from "~/modules/rosters/list-movable-registrations.server";
import { listRoster, rosterKeyset } from "~/modules/rosters/list-roster.server";
import { loadRosterScope } from "~/modules/rosters/load-roster-scope.server";
import { isFiltered } from "~/modules/rosters/roster-fields";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import { rosterQueryString } from "~/modules/rosters/roster-query-string";
import { parseRosterScope, rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/roster";
import { answerRegistrationMove } from "./registration-move.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Roster: ${loaderData.heading.courseTitle}` : "Roster",
    "Who registered, what they paid, their attendance and certificates.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "attendance.view");
  const scope = parseRosterScope(params.scope, params.scopeId);
  if (!scope) throw data({ message: "There is no such roster." }, { status: 404 });
  const url = new URL(request.url);
  const filters = rosterFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const cursor = readCursor(url.searchParams, keyKinds(rosterKeyset(filters.sort, filters.dir)));
  const db = context.services.database.db;
  const [heading, result] = await Promise.all([
    loadRosterScope(db, scope),
    listRoster(db, scope, filters, cursor),
  ]);
  if (!heading) {
    throw data({ message: "No live session or course has this address." }, { status: 404 });
  }
  // A session's roster offers to move the places on this page (as the attendee page does).
  const session = heading.session;
  const movable =
    session && staff.permissions.has("registrations.move")
      ? await listMovableRegistrations(
          db,
          result.rows.map((row) => ({
            id: row.id,
            courseId: heading.courseId,
            courseName: heading.courseTitle,
            attendeeName: `${row.firstName} ${row.lastName}`.trim() || row.email,
            liveSessionId: session.id,
            sessionStartsAt: session.startsAt,
          })),
        )
      : null;
  return data(
    {
      ...result,
      movable,
      heading,
      path: rosterPath(scope),
      filters,
      query: url.searchParams.toString(),
      mayEditSession: staff.permissions.has("sessions.manage"),
      mayEditCourse: staff.permissions.has("courses.manage"),
      mayOpenOrders: staff.permissions.has("orders.view"),
      mayOpenAttendees: staff.permissions.has("attendees.view"),
      mayManageCertificates: staff.permissions.has("certificates.manage"),
      mayMail: staff.permissions.has("mailings.send"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// Staff move a place in this session to another session of its course.
export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = parseRosterScope(params.scope, params.scopeId);
  if (scope?.kind !== "session") {
    // Still the permission first: a refusal says nothing of the address to others.
    await requireStaff(request, context, "registrations.move");
    throw data({ message: "Places move from a live session's roster." }, { status: 404 });
  }
  // The place moved must still be in this roster's session.
  return answerRegistrationMove(request, context, { fromSessionId: scope.sessionId });
}

export default function StaffRosterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, heading, path, filters, cursors, query } = loaderData;
  const filtered = isFiltered(filters);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const session = heading.session;
  const title = session
    ? `Roster: ${heading.courseTitle}, ${formatSessionDateTime(new Date(session.startsAt))}`
    : `Roster: ${heading.courseTitle}`;
  return (
    <StaffPage
      title={title}
      intro={
        <p>
          {session
            ? "Everyone registered for this live session."
            : "Everyone registered for this course, live or on demand."}{" "}
          {session?.cancelledAt ? "The session is cancelled. " : ""}
          Attended means at least one attendance code entered or some of the recording watched.{" "}
          {session && loaderData.mayEditSession ? (
            <Link to={`/staff/live-sessions/${session.id}`} className="text-brand-700 underline">
              The session's page
            </Link>
          ) : null}
          {session && loaderData.mayEditSession ? " · " : null}
          {session ? (
            <Link
              to={`/staff/rosters/courses/${encodeURIComponent(heading.courseId)}`}
              className="text-brand-700 underline"
            >
              The whole course's roster
            </Link>
          ) : loaderData.mayEditCourse ? (
            <Link
              to={`/staff/courses/${encodeURIComponent(heading.courseId)}`}
              className="text-brand-700 underline"
            >
              The course's page
            </Link>
          ) : null}
          {" · "}
          <Link to="/staff/rosters" className="text-brand-700 underline">
            All rosters
          </Link>
        </p>
      }
    >
      <RosterFiltersForm
        filters={filters}
        query={query}
        clearTo={`${path}${rosterQueryString({ sort: filters.sort, dir: filters.dir })}`}
        filtered={filtered}
      />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p ref={results} tabIndex={-1} className="outline-none">
          {total === 1 ? "1 registrant" : `${total.toLocaleString("en-US")} registrants`}
          {filtered ? " match" : ""}.
        </p>
        <a
          href={`${path}/export.csv${rosterQueryString(filters)}`}
          className="min-h-6 font-semibold text-brand-700 underline"
          download
        >
          Export {filtered ? "these registrants" : "the roster"} as CSV
        </a>
        {loaderData.mayMail && total > 0 ? (
          <Link
            to={mailingComposePath(
              session ? { sessionId: session.id } : { courseId: heading.courseId },
              filters,
            )}
            className="min-h-6 font-semibold text-brand-700 underline"
          >
            Write to {filtered ? "these registrants" : "the registrants"}
          </Link>
        ) : null}
      </div>
      <div className="mt-3">
        {rows.length === 0 ? (
          <EmptyState>
            {filtered
              ? "No registrant matches these filters."
              : session
                ? "Nobody has registered for this session yet."
                : "Nobody has registered for this course yet."}
          </EmptyState>
        ) : (
          <RosterTable
            label="Registrants"
            rows={rows}
            sort={filters.sort}
            dir={filters.dir}
            query={query}
            orderLinks={loaderData.mayOpenOrders}
            attendeeLinks={loaderData.mayOpenAttendees}
            certificateLinks={loaderData.mayManageCertificates}
          />
        )}
      </div>
      {loaderData.movable && loaderData.movable.length > 0 ? (
        <details className="mt-8" open={actionData?.intent === "move"}>
          <summary className="cursor-pointer font-semibold text-brand-700">
            Move registrants on this page to another session ({loaderData.movable.length})
          </summary>
          <p className="mt-2 max-w-2xl">
            Another upcoming session of the same course, with a seat. The old seat is released, and
            the attendee is mailed the invite that replaces the event in their calendar.
          </p>
          <div className="mt-4">
            <MoveRegistrationForms
              registrations={loaderData.movable}
              reply={actionData?.intent === "move" ? actionData : undefined}
            />
          </div>
        </details>
      ) : null}
      <KeysetLinks
        label="Roster pages"
        query={query}
        cursors={cursors}
        previous="Previous registrants"
        next="Next registrants"
      />
    </StaffPage>
  );
}
