import { Link } from "react-router";
import { formatSessionDateTime } from "~/lib/format";

/**
 * A live webcast's coming sessions, each with whether seats are left, and a
 * full one's way onto its waiting list.
 */
export function CourseLiveSessions({
  sessions,
  waitingListHref,
}: {
  waitingListHref?: string;
  sessions: {
    id: string;
    startsAt: Date;
    durationMinutes: number;
    soldOut: boolean;
    label: string | null;
  }[];
}) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="font-semibold text-2xl">
        Live sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No live date is scheduled at the moment. New dates are announced by e-mail.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
              <span className="flex-1">
                {formatSessionDateTime(new Date(session.startsAt))} · {session.durationMinutes}{" "}
                minutes
                {session.label ? ` · ${session.label}` : ""}
              </span>
              <span
                className={`font-semibold text-sm ${session.soldOut ? "text-red-800" : "text-emerald-800"}`}
              >
                {session.soldOut ? "SOLD OUT" : "Seats available"}
              </span>
              {session.soldOut && waitingListHref ? (
                <Link to={waitingListHref} className="text-brand-700 text-sm underline">
                  Join the waiting list
                  <span className="sr-only">
                    {" "}
                    for {formatSessionDateTime(new Date(session.startsAt))}
                  </span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
