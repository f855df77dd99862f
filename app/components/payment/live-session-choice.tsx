import { Link } from "react-router";
import { formatSessionDateTime } from "~/lib/format";
import type { QuoteSession } from "~/modules/payments/product-quote";

/**
 * The live sessions of the course being bought, one radio each: sold-out
 * ones shown but disabled, the first open one chosen.
 */
export function LiveSessionChoice({
  sessions,
  error,
  waitingListHref,
}: {
  sessions: readonly QuoteSession[];
  error?: string;
  /** Where a full session's waiting list is joined. */
  waitingListHref?: string;
}) {
  const firstOpen = sessions.find((session) => !session.soldOut);
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "liveSessionId-error" : undefined}
      className="grid gap-2"
    >
      <legend className="mb-2 font-semibold text-lg">Choose your live session</legend>
      {sessions.map((session) => (
        <label
          key={session.id}
          className={`flex items-center gap-3 rounded-md p-3 ring-1 ring-slate-300 ${session.soldOut ? "bg-slate-100 text-slate-600" : "cursor-pointer bg-white has-[:checked]:ring-2 has-[:checked]:ring-brand-700"}`}
        >
          <input
            type="radio"
            name="liveSessionId"
            value={session.id}
            disabled={session.soldOut}
            defaultChecked={session.id === firstOpen?.id}
            className="size-4"
          />
          <span className="flex-1">
            {formatSessionDateTime(new Date(session.startsAt))}
            {session.label ? ` · ${session.label}` : ""}
          </span>
          {session.soldOut ? <span className="font-bold text-sm">SOLD OUT</span> : null}
        </label>
      ))}
      {waitingListHref && sessions.some((session) => session.soldOut) ? (
        <p className="text-sm">
          A session you want is full?{" "}
          <Link to={waitingListHref} className="text-brand-700 underline">
            Join its waiting list
          </Link>
        </p>
      ) : null}
      {error ? (
        <p id="liveSessionId-error" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
