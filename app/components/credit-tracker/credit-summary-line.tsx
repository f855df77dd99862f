import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { CreditTally, StateTracker } from "~/modules/credit-tracker/credit-tracker-types";
import { stateCreditsPath } from "~/modules/credit-tracker/summarise-state-credits";

const PERIOD_LABELS = { current: "Current period", upcoming: "Next period", ended: "Ended" };

/** "1 credit, 1.0 hours", "12 credits, 24.5 hours" */
export function tallyText({ count, hours }: CreditTally): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "credit" : "credits"}, ${formatHours(hours)} hours`;
}

/** How many credits a state has in all, in the judged period and in each other period. */
export function CreditSummary({
  tracker,
}: {
  tracker: Pick<StateTracker, "judged" | "creditSummary">;
}) {
  const { all, inPeriod, otherPeriods } = tracker.creditSummary;
  if (all.count === 0) return null;
  return (
    <div className="grid gap-1">
      <p>
        <span className="font-semibold">{tallyText(all)}</span> in all
        {tracker.judged ? `; ${tallyText(inPeriod)} completed in this period.` : "."}
      </p>
      {tracker.judged && otherPeriods.length > 0 ? (
        <ul className="grid gap-1 text-slate-700 text-sm">
          {otherPeriods.map((period) => (
            <li key={period.id}>
              {PERIOD_LABELS[period.status]} {formatLongDate(period.startsOn)} –{" "}
              {formatLongDate(period.endsOn)}: {tallyText(period)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Under a card's cut list: how much it shows, and the state's credits pages for the rest. */
export function SeeAllCredits({ tracker }: { tracker: StateTracker }) {
  const { all, pending } = tracker.creditSummary;
  const shown = tracker.credits.length;
  if (all.count <= shown && pending <= tracker.pending.length) return null;
  return (
    <p className="text-slate-700">
      {all.count > shown
        ? `The first ${shown} of ${all.count.toLocaleString("en-US")}, ${tracker.judged ? "those counted in this period first" : "newest first"}. `
        : `${pending.toLocaleString("en-US")} awaiting approval. `}
      <Link to={stateCreditsPath(tracker.slug)} className="font-semibold text-brand-700 underline">
        See all {all.count.toLocaleString("en-US")} {tracker.name} credits
      </Link>
    </p>
  );
}
