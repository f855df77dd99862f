import { useId, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatClock, formatSessionDateTime } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { type BoundedCount, countWords } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { joinLinkSchema } from "~/modules/live-sessions/join-link-form";
import {
  listStaffSessions,
  SESSION_LIST_KEYSETS,
} from "~/modules/live-sessions/list-staff-sessions.server";
import { sessionListFiltersSchema } from "~/modules/live-sessions/session-list-filters";
import {
  SESSION_LIST_VIEWS,
  type SessionListView,
} from "~/modules/live-sessions/session-list-views";
import { setJoinUrl } from "~/modules/live-sessions/set-join-link.server";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/live-sessions";

export const meta: Route.MetaFunction = () =>
  pageMeta("Live sessions (staff)", "Join links and attendance codes of the live webcasts.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const url = new URL(request.url);
  const filters = sessionListFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const cursor = readCursor(url.searchParams, keyKinds(SESSION_LIST_KEYSETS[filters.show]));
  return data(
    {
      ...(await listStaffSessions(context.services.database.db, filters, cursor)),
      filters,
      query: url.searchParams.toString(),
      mayViewRoster: staff.permissions.has("attendance.view"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** What was posted, sent back so the page shows a refusal beside the right session's link. */
type JoinLinkValues = { sessionId: string; joinUrl: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "sessions.manage");
  const form = await parseSubmission(request, joinLinkSchema, {
    echo: (fields): JoinLinkValues => ({
      sessionId: String(fields.sessionId ?? ""),
      joinUrl: String(fields.joinUrl ?? ""),
    }),
  });
  if (!form.ok) return form.response;
  const { sessionId, joinUrl } = form.value;
  const saved = await setJoinUrl(context.services.database.db, staff.actor, sessionId, joinUrl);
  return saved
    ? replyToForm<JoinLinkValues>({ ok: true, message: "The join link is saved." })
    : refuseForm<JoinLinkValues>("That session no longer exists or is cancelled.", { status: 404 });
}

type StaffSession = Route.ComponentProps["loaderData"]["sessions"][number];
type AttendanceCode = StaffSession["codes"][number];

const CODE_COLUMNS: Column<AttendanceCode>[] = [
  {
    header: "Code",
    rowHeader: true,
    cell: (code) => <span className="font-bold font-mono tracking-widest">{code.code}</span>,
  },
  { header: "Announce at", cell: (code) => `${formatClock(code.atSeconds)} into the session` },
  {
    header: "Entered by",
    cell: (code) => `${code.entered} attendee${code.entered === 1 ? "" : "s"}`,
  },
];

const EMPTY_VIEWS: Record<SessionListView, string> = {
  upcoming: "No live session is coming up: schedule one.",
  past: "No live session has taken place yet.",
  cancelled: "No live session has been cancelled.",
};

const CODES_HEADING: Record<Exclude<SessionListView, "cancelled">, string> = {
  upcoming: "Attendance codes to announce",
  past: "Attendance codes",
};

const viewPath = (view: SessionListView) =>
  view === "upcoming" ? "/staff/live-sessions" : `/staff/live-sessions?show=${view}`;

function countSentence(view: SessionListView, total: BoundedCount): string {
  const sessions = countWords(total, ["session", "sessions"]);
  return `${sessions} ${view === "upcoming" ? "to come" : view === "past" ? "held" : "cancelled"}`;
}

export default function StaffLiveSessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const id = useId();
  const page = useRef<HTMLDivElement>(null);
  useFocusFirstError(page, actionData);
  const { filters, query, total } = loaderData;
  const view = filters.show;
  // After filtering or paging, focus goes to the count of what is shown.
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  // A refused link is shown again, with its message, in the form it was typed in.
  const refused = actionData?.ok === false ? actionData.values : null;
  // A cancelled session keeps no registrants (they were moved off it or their places ended).
  const mayExport = loaderData.mayViewRoster && view !== "cancelled";
  return (
    <StaffPage
      title="Live sessions"
      intro="Set each session's join link (attendees see it on their dashboard from a day before), and announce the attendance codes at the times shown. Open a session to move, change or cancel it."
    >
      <div ref={page}>
        <p className="mb-6">
          <Link
            to="/staff/live-sessions/new"
            className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Schedule a session
          </Link>
        </p>
        {actionData ? (
          <div className="mb-6 max-w-xl">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
        <nav aria-label="Which sessions" className="mb-4 flex flex-wrap gap-2">
          {(Object.keys(SESSION_LIST_VIEWS) as SessionListView[]).map((key) => (
            <Link
              key={key}
              to={viewPath(key)}
              aria-current={key === view ? "page" : undefined}
              className="rounded-full px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {SESSION_LIST_VIEWS[key]}
            </Link>
          ))}
        </nav>
        <StaffSearchForm
          label="Find sessions"
          query={query}
          layout="single"
          clearTo={filters.q ? viewPath(view) : null}
        >
          {view === "upcoming" ? null : <input type="hidden" name="show" value={view} />}
          <TextField label="Course title" name="q" defaultValue={filters.q ?? ""} />
        </StaffSearchForm>
        <p ref={results} tabIndex={-1} className="mt-6 mb-3 outline-none">
          {countSentence(view, total)}
          {filters.q ? ` of courses matching “${filters.q}”` : ""}.
        </p>
        {loaderData.sessions.length > 0 && mayExport ? (
          <div className="mb-6 max-w-4xl">
            <BulkActionForm
              reply={undefined}
              total={total}
              noun="sessions"
              filters={{
                ...(view === "upcoming" ? {} : { show: view }),
                ...(filters.q ? { q: filters.q } : {}),
              }}
              method="get"
              action="/staff/live-sessions/registrants.csv"
              actions={[{ value: "export", label: "Export their registrants (CSV)" }]}
              submitLabel="Export their registrants (CSV)"
            />
          </div>
        ) : null}
        {loaderData.sessions.length === 0 ? (
          <EmptyState>
            {filters.q ? "No session of a course with that title." : EMPTY_VIEWS[view]}
          </EmptyState>
        ) : (
          <ul className="grid max-w-4xl gap-6">
            {loaderData.sessions.map((session) => {
              const inputId = `${id}-${session.id}`;
              const when = formatSessionDateTime(new Date(session.startsAt));
              const error =
                refused?.sessionId === session.id ? actionData?.errors.joinUrl : undefined;
              return (
                <li
                  key={session.id}
                  className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <div className="flex items-start gap-2">
                    {mayExport ? (
                      <BulkCheckbox value={session.id} label={`${session.courseTitle}, ${when}`} />
                    ) : null}
                    <h2 className="font-semibold text-lg">
                      <Link
                        to={`/staff/live-sessions/${session.id}`}
                        className="text-brand-700 underline"
                      >
                        {session.courseTitle}
                        <span className="sr-only">, {when}</span>
                      </Link>
                      {session.cancelledAt ? (
                        <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800 text-sm">
                          Cancelled
                        </span>
                      ) : null}
                    </h2>
                  </div>
                  <p className="text-slate-700 text-sm">
                    {when} · {session.durationMinutes} minutes · {session.registered} of{" "}
                    {session.capacity} seats registered
                    {session.presenter ? ` · presented by ${session.presenter}` : ""}
                    {loaderData.mayViewRoster ? (
                      <>
                        {" · "}
                        <Link
                          to={rosterPath({ kind: "session", sessionId: session.id })}
                          className="text-brand-700 underline"
                        >
                          Roster
                          <span className="sr-only">
                            {" "}
                            of {session.courseTitle}, {when}
                          </span>
                        </Link>
                      </>
                    ) : null}
                  </p>
                  {view !== "upcoming" ? null : (
                    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                      <input type="hidden" name="sessionId" value={session.id} />
                      <div className="grid min-w-0 flex-1 gap-1">
                        <label htmlFor={inputId} className="font-medium text-sm">
                          Join link
                        </label>
                        <input
                          id={inputId}
                          name="joinUrl"
                          type="url"
                          defaultValue={
                            refused?.sessionId === session.id
                              ? refused.joinUrl
                              : (session.joinUrl ?? "")
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${inputId}-error` : undefined}
                          className="rounded-md border border-slate-400 px-3 py-2 aria-invalid:border-red-700"
                        />
                      </div>
                      <button
                        type="submit"
                        disabled={busy}
                        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                      >
                        Save
                        <span className="sr-only"> the join link for {session.courseTitle}</span>
                      </button>
                      {error ? (
                        <p id={`${inputId}-error`} className="w-full text-red-700 text-sm">
                          {error}
                        </p>
                      ) : null}
                    </Form>
                  )}
                  {view === "cancelled" || session.codes.length === 0 ? null : (
                    <>
                      <h3 className="mt-4 font-semibold text-sm">{CODES_HEADING[view]}</h3>
                      <DataTable
                        label={`${CODES_HEADING[view]}, ${session.courseTitle}, ${when}`}
                        columns={CODE_COLUMNS}
                        rows={session.codes}
                        rowKey={(code) => String(code.position)}
                      />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <KeysetLinks
          label="Live session pages"
          query={query}
          cursors={loaderData.cursors}
          previous={view === "upcoming" ? "Sooner sessions" : "Later sessions"}
          next={view === "upcoming" ? "Later sessions" : "Earlier sessions"}
        />
      </div>
    </StaffPage>
  );
}
