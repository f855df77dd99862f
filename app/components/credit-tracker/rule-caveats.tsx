import { Link } from "react-router";
import type {
  PeriodEvaluation,
  RuleFactName,
} from "~/modules/credit-tracker/period-evaluation-types";

/** The same names the state pages give these figures. */
const FACT_LABELS: Record<RuleFactName, string> = {
  totalHours: "hours required",
  period: "reporting period",
  requirements: "required subjects",
  formats: "live and on-demand limits",
  creditHourMinutes: "credit hour",
  carryoverMaxHours: "carryover",
  deadlines: "deadlines",
  reporting: "who reports",
};

/** Rule figures the evaluation rests on that no source confirms, or only a secondary one. */
export function RuleCaveats({
  evaluation,
  statePage,
  stateName,
}: {
  evaluation: PeriodEvaluation;
  statePage: string;
  stateName: string;
}) {
  if (evaluation.unconfirmed.length === 0 && evaluation.secondary.length === 0) return null;
  const list = (names: RuleFactName[]) => names.map((name) => FACT_LABELS[name]).join(", ");
  return (
    <div className="rounded-md bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-200">
      {evaluation.unconfirmed.length > 0 ? (
        <p>
          <span className="font-semibold">Unconfirmed:</span> these {stateName} figures are not
          confirmed by any source: {list(evaluation.unconfirmed)}.
        </p>
      ) : null}
      {evaluation.secondary.length > 0 ? (
        <p>
          <span className="font-semibold">Secondary source:</span> these come only from secondary
          sources: {list(evaluation.secondary)}.
        </p>
      ) : null}
      <p>
        Check them with the regulator; the{" "}
        <Link to={statePage} className="underline">
          {stateName} rules page
        </Link>{" "}
        lists the sources.
      </p>
    </div>
  );
}
