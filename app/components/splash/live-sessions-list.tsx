import { formatRecordDate } from "~/lib/format";

export type LiveSessionItem = {
  id: string;
  startsAt: Date | string;
  soldOut: boolean;
  label: string | null;
};

/** The splash pages' 'Live Sessions' list: each date with SOLD OUT or its label. */
export function LiveSessionsList({
  sessions,
  tone,
}: {
  sessions: readonly LiveSessionItem[];
  tone: "dark" | "light";
}) {
  return (
    <section aria-labelledby="live-sessions-heading" className="mt-8">
      <h2 id="live-sessions-heading" className="font-semibold text-xl">
        Live Sessions
      </h2>
      <ul className="mt-3 space-y-2">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-center gap-3">
            <time dateTime={new Date(session.startsAt).toISOString()} className="font-mono text-lg">
              {formatRecordDate(new Date(session.startsAt))}
            </time>
            {session.soldOut ? (
              <span
                className={`rounded px-2 py-0.5 font-bold text-sm ${tone === "dark" ? "bg-red-100 text-red-800" : "bg-red-700 text-white"}`}
              >
                SOLD OUT
              </span>
            ) : session.label ? (
              <span className="rounded bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-sm">
                {session.label}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
