import { Link } from "react-router";
import { AcceptPeriodForm } from "~/components/credit-tracker/accept-period-form";
import { BirthDateForm } from "~/components/credit-tracker/birth-date-form";
import { Block, Disclosure } from "~/components/credit-tracker/card-block";
import { CycleEndForm } from "~/components/credit-tracker/cycle-end-form";
import { DeleteButton } from "~/components/credit-tracker/delete-button";
import { PeriodForm } from "~/components/credit-tracker/period-form";
import { useTrackerReply } from "~/components/credit-tracker/tracker-form-state";
import { CardNotice } from "~/components/credit-tracker/tracker-notices";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { StateTracker, TrackerPeriod } from "~/modules/credit-tracker/credit-tracker-types";

const STATUS_LABELS: Record<TrackerPeriod["status"], string> = {
  current: "Current period",
  upcoming: "Next period",
  ended: "Ended",
};

function periodText(period: { startsOn: string; endsOn: string }): string {
  return `${formatLongDate(period.startsOn)} – ${formatLongDate(period.endsOn)}`;
}

/**
 * A state's reporting period: the judged one with its forms, the period the
 * state's rule suggests (or the facts it needs), and the other periods.
 */
export function ReportingPeriodBlock({
  tracker,
  headingId,
  birthDate,
  lastName,
}: {
  tracker: StateTracker;
  /** The state heading's id. */
  headingId: string;
  birthDate: string | null;
  lastName: string | null;
}) {
  const { slug, name, judged } = tracker;
  const newPeriodReply = useTrackerReply({ intent: "save-period", state: slug });
  const editPeriodReply = useTrackerReply({
    intent: "save-period",
    state: slug,
    target: judged?.id ?? null,
  });
  const needs = tracker.suggestion.ok ? [] : tracker.suggestion.needs;
  return (
    <Block title="Reporting period" id={`${headingId}-period`} within={headingId}>
      <CardNotice state={slug} place="period" />
      {judged ? (
        <div className="grid gap-2">
          <p>
            <span className="font-semibold">{STATUS_LABELS[judged.status]}:</span>{" "}
            {periodText(judged)}
            {judged.carriedIn > 0 ? ` · ${formatHours(judged.carriedIn)} hours carried in` : ""}
          </p>
          <p className="text-slate-700 text-sm">
            {tracker.judgedMatchesSuggestion
              ? "Worked out from the state's rule. "
              : "Dates you entered. "}
            {tracker.suggestion.explanation}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <DeleteButton
              intent="delete-period"
              field="periodId"
              id={judged.id}
              state={slug}
              detail={`(${name}, ${periodText(judged)})`}
              question="Delete this period and its carried-in hours?"
            >
              Delete this period
            </DeleteButton>
          </div>
          <Disclosure summary="Change this period's dates" open={editPeriodReply !== null}>
            <PeriodForm state={slug} period={judged} />
          </Disclosure>
        </div>
      ) : (
        <p className="text-slate-700">No reporting period recorded yet.</p>
      )}

      {tracker.offerSuggestion ? (
        <div className="grid gap-3 rounded-lg bg-brand-50 p-4">
          {tracker.suggestion.ok ? (
            <>
              <p>
                <span className="font-semibold">Suggested period:</span>{" "}
                {periodText(tracker.suggestion)}
              </p>
              <p className="text-slate-700 text-sm">{tracker.suggestion.explanation}</p>
              <AcceptPeriodForm state={slug} label="Use this period" />
            </>
          ) : (
            <>
              <p className="text-slate-800">{tracker.suggestion.explanation}</p>
              {needs.includes("birthDate") ? (
                <>
                  <p className="text-slate-800">
                    Why your date of birth: {name} ties each attorney's reporting period to it, so
                    without it the tracker cannot tell when your period ends or which credits count
                    toward it. It is used for nothing else.
                  </p>
                  <BirthDateForm state={slug} birthDate={birthDate} />
                </>
              ) : null}
              {needs.includes("lastName") ? (
                <p>
                  {lastName ? `Your last name is recorded as “${lastName}”. ` : ""}
                  <Link to="/profile" className="text-brand-700 underline">
                    Change your name in Profile Settings
                  </Link>
                </p>
              ) : null}
              {needs.includes("cycleEnd") ? <CycleEndForm state={slug} stateName={name} /> : null}
              {needs.includes("admittedOn") ? (
                <p className="text-slate-700 text-sm">
                  Add the date of admission above, then the period is worked out.
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}

      {tracker.offerSuggestion ? (
        <Disclosure summary="Enter the dates yourself" open={newPeriodReply !== null}>
          <PeriodForm state={slug} period={null} />
        </Disclosure>
      ) : null}

      {tracker.periods.length > 1 ? (
        <div>
          <h4 className="font-semibold">Other periods</h4>
          <ul className="mt-1 grid gap-1">
            {tracker.periods
              .filter((period) => period.id !== judged?.id)
              .map((period) => (
                <li key={period.id} className="flex flex-wrap items-center gap-x-3">
                  <span>
                    {STATUS_LABELS[period.status]}: {periodText(period)}
                  </span>
                  <DeleteButton
                    intent="delete-period"
                    field="periodId"
                    id={period.id}
                    state={slug}
                    detail={`(${name}, ${periodText(period)})`}
                    question="Delete this period and its carried-in hours?"
                  >
                    Delete
                  </DeleteButton>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </Block>
  );
}
