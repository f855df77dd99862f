import { Block } from "~/components/credit-tracker/card-block";
import { daysLeftText } from "~/components/credit-tracker/credit-summary";
import type { Reporting } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import type { PeriodEvaluation } from "~/modules/credit-tracker/period-evaluation-types";

const WHO_REPORTS: Record<Reporting, string> = {
  attorney: "you, by self-reporting your credits on the bar's portal.",
  provider: "the provider reports your attendance to the bar; you have nothing to file.",
  both: "the provider reports your attendance, and you also file your own report on the bar's portal.",
};

/** When the period's hours are due, who reports them, and what is left to do. */
export function DeadlineBlock({
  evaluation,
  headingId,
}: {
  evaluation: PeriodEvaluation;
  /** The state heading's id. */
  headingId: string;
}) {
  return (
    <Block title="Deadline and what to do" id={`${headingId}-todo`} within={headingId}>
      <p>
        <span className="font-semibold">
          Complete by {formatLongDate(evaluation.deadline.completeBy)}
        </span>{" "}
        ({daysLeftText(evaluation.deadline.daysLeft)}).
      </p>
      <p>
        <span className="font-semibold">Who reports:</span> {WHO_REPORTS[evaluation.reporting.who]}
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {evaluation.todo.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Block>
  );
}
