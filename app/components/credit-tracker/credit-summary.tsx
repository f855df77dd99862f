import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { CreditSummaryLine } from "~/modules/credit-tracker/credit-tracker-types";

const CREDIT_TRACKER_PATH = "/dashboard/credits";

const hours = formatHours;

/** "45 days left", "ends today", "ended 3 days ago" */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return "ends today";
  if (daysLeft === 1) return "1 day left";
  if (daysLeft > 1) return `${daysLeft} days left`;
  return daysLeft === -1 ? "ended yesterday" : `ended ${-daysLeft} days ago`;
}

/**
 * The dashboard's view of the credit tracker: one line per state with the
 * period's end, hours counted against those required, what is missing and
 * the days left (data from `loadCreditSummary`).
 */
export function CreditSummary({
  lines,
  headingLevel = 2,
}: {
  lines: readonly CreditSummaryLine[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="credit-summary-heading" className="max-w-4xl">
      <Heading id="credit-summary-heading" className="font-semibold text-xl">
        My CLE credits
      </Heading>
      {lines.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Track the credits each of your states requires: add your bar admissions and reporting
          periods in the{" "}
          <Link to={CREDIT_TRACKER_PATH} className="text-brand-700 underline">
            credit tracker
          </Link>
          .
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {lines.map((line) => (
              <li key={line.slug} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
                <p className="font-semibold">{line.name}</p>
                <SummaryText line={line} />
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to={CREDIT_TRACKER_PATH} className="font-semibold text-brand-700 underline">
              Open the credit tracker
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function SummaryText({ line }: { line: CreditSummaryLine }) {
  if (line.status === "no-period") {
    return <p className="text-slate-700">No reporting period yet: add one in the tracker.</p>;
  }
  if (line.status === "no-rules" || line.counted === null || line.required === null) {
    return (
      <p className="text-slate-700">
        Period ending {line.periodEndsOn ? formatLongDate(line.periodEndsOn) : "unknown"}: no rules
        are recorded for it.
      </p>
    );
  }
  return (
    <div className="text-slate-800">
      <p>
        <span className="font-semibold">
          {hours(line.counted)} of {hours(line.required)} hours
        </span>
        {line.periodEndsOn ? ` · period ends ${formatLongDate(line.periodEndsOn)}` : ""}
        {line.daysLeft !== null ? ` (${daysLeftText(line.daysLeft)})` : ""}
      </p>
      {line.complete ? (
        <p className="text-emerald-800">Complete: every requirement is met.</p>
      ) : (
        <p className="text-sm">
          Still needed: {hours(line.stillNeeded ?? 0)} hours
          {line.missing.length > 0
            ? `, including ${line.missing.map((item) => `${hours(item.hours)} ${item.label}`).join(", ")}`
            : ""}
          .
        </p>
      )}
    </div>
  );
}
