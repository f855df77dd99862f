import { Block } from "~/components/credit-tracker/card-block";
import { formatHours, moreHoursPhrase, toHundredths } from "~/lib/hours";
import type {
  PeriodEvaluation,
  RequirementProgress,
} from "~/modules/credit-tracker/period-evaluation-types";

const hours = formatHours;

/** Hours counted against those required, each required subject, and the format limits. */
export function ProgressBlock({
  evaluation,
  headingId,
  stateName,
  enteredCarriedIn,
}: {
  evaluation: PeriodEvaluation;
  headingId: string;
  stateName: string;
  /** The hours carried in as entered (more than the state's carry-over limit counts as the limit). */
  enteredCarriedIn: number;
}) {
  const { total } = evaluation;
  const labelId = `${headingId}-total`;
  return (
    <Block title="Progress" id={`${headingId}-progress`} within={headingId}>
      <div className="grid gap-2">
        <p id={labelId}>
          <span className="font-semibold">
            {hours(total.counted)} of {hours(total.required)} hours
          </span>{" "}
          counted
          {enteredCarriedIn > total.carriedIn
            ? ` (${hours(total.carriedIn)} of the ${hours(enteredCarriedIn)} hours carried in: ${stateName} lets at most ${hours(total.carriedIn)} carry over)`
            : total.carriedIn > 0
              ? ` (${hours(total.carriedIn)} carried in)`
              : ""}
          {evaluation.complete
            ? ": complete."
            : `: ${hours(evaluation.hoursStillNeeded)} more needed.`}
        </p>
        <progress
          value={Math.min(total.counted, total.required)}
          max={total.required || 1}
          aria-labelledby={labelId}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
        />
        {total.earned !== total.countedEarned ? (
          <p className="text-slate-700 text-sm">
            {hours(total.earned)} hours earned in the period; {hours(total.countedEarned)} count
            under {stateName}'s format limits.
          </p>
        ) : null}
      </div>
      {evaluation.requirements.length > 0 ? (
        <div>
          <h4 className="font-semibold">Required subjects</h4>
          <RequirementTree items={evaluation.requirements} />
        </div>
      ) : null}
      {evaluation.formatChecks.length > 0 ? (
        <div>
          <h4 className="font-semibold">Format limits</h4>
          <ul className="mt-1 grid gap-1">
            {evaluation.formatChecks.map((check) => (
              <li key={`${check.kind}-${check.message}`}>
                <span
                  className={`mr-2 inline-block rounded px-1.5 py-0.5 font-semibold text-xs ${check.ok ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-950"}`}
                >
                  {check.ok ? "OK" : "Attention"}
                </span>
                {check.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Block>
  );
}

/** Requirements with those counted inside them, nested. */
function RequirementTree({ items }: { items: readonly RequirementProgress[] }) {
  return (
    <ul className="mt-1 grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          <div className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{item.label}</span>
            <span>
              {hours(item.counted)} of {hours(item.required)} hours
            </span>
          </div>
          <p className={`text-sm ${item.met ? "text-emerald-800" : "text-amber-900"}`}>
            {item.met ? "Met" : `${moreHoursPhrase(toHundredths(item.stillNeeded))} needed`}
            {item.liveOnly ? " · live hours only (self-study does not count)" : ""}
          </p>
          {item.within.length > 0 ? (
            <div className="mt-2 border-slate-200 border-l-2 pl-3 sm:pl-4">
              <p className="text-slate-700 text-sm">Within it:</p>
              <RequirementTree items={item.within} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
