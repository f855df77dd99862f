import type { Confidence, Fact, RuleVersion, StateRules } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";

/** A long-standing rule has no known start: shown without one. */
const SINCE_EVER = "2000-01-01";

const CONFIDENCE_LABELS: Record<Exclude<Confidence, "official">, string> = {
  secondary: "Secondary source",
  unconfirmed: "Unconfirmed",
};

/**
 * A state's CLE rules as the versioned rules module has them: each figure
 * with its sources, how sure we are, when the rules took effect and when
 * they were last checked (issue: state pages).
 */
export function StateRulesSection({
  stateName,
  rules,
  current,
  others,
  edition,
}: {
  stateName: string;
  rules: StateRules;
  current: RuleVersion;
  others: RuleVersion[];
  edition: string;
}) {
  const rows: [string, Fact<unknown>][] = [
    ["Hours required", current.totalHours],
    ["Reporting period", current.period],
    ["Required subjects", current.requirements],
    ["Live and on-demand", current.formats],
    ["Credit hour", current.creditHourMinutes],
    ["Carryover", current.carryoverMaxHours],
    ["Deadlines", current.deadlines],
    ["Who reports", current.reporting],
    ["Attendance verification", current.verification],
    ["Regulator", rules.regulator],
  ];
  return (
    <section aria-labelledby="rules-heading" className="mb-12 max-w-4xl">
      <h2 id="rules-heading" className="font-semibold text-2xl">
        CLE rules in {stateName}
      </h2>
      <p className="mt-2 text-slate-700 text-sm">
        {current.effectiveFrom === SINCE_EVER
          ? "Rules in force today."
          : `Rules in force since ${formatLongDate(current.effectiveFrom)}.`}{" "}
        {rules.lastVerified
          ? `Last verified against the regulator's site on ${formatLongDate(rules.lastVerified)}`
          : `Taken from our research on ${formatLongDate(rules.transcribedOn)}; not yet verified against the regulator's own site`}{" "}
        (rules edition {edition}).
      </p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {rows.map(([label, fact]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold">{label}</dt>
            <dd>
              <FactText fact={fact} sources={rules.sources} />
            </dd>
          </div>
        ))}
      </dl>
      {others.length > 0 ? (
        <>
          <h3 className="mt-8 font-semibold text-xl">Rule changes</h3>
          <ul className="mt-3 space-y-2">
            {others.map((version) => (
              <li key={version.effectiveFrom} className="text-slate-800">
                <span className="font-semibold">
                  {version.effectiveUntil && version.effectiveUntil <= current.effectiveFrom
                    ? `Until ${formatLongDate(version.effectiveUntil)}`
                    : `From ${formatLongDate(version.effectiveFrom)}`}
                  :
                </span>{" "}
                <FactText fact={version.totalHours} sources={rules.sources} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function FactText({ fact, sources }: { fact: Fact<unknown>; sources: StateRules["sources"] }) {
  return (
    <>
      {fact.text}
      {fact.confidence !== "official" ? (
        <span
          className={`ml-2 inline-block rounded px-1.5 py-0.5 font-semibold text-xs ${fact.confidence === "unconfirmed" ? "bg-amber-100 text-amber-950" : "bg-slate-100 text-slate-800"}`}
        >
          {CONFIDENCE_LABELS[fact.confidence]}
        </span>
      ) : null}
      {fact.sources.length > 0 ? (
        <span className="ml-2 text-sm">
          {fact.sources.map((key) => {
            const source = sources[key];
            return source ? (
              <a
                key={key}
                href={source.url}
                rel="noopener noreferrer external"
                // At least 24 × 24 px (WCAG 2.5.8): a source mark is a small target.
                className="mr-1 inline-block min-w-6 py-0.5 text-center text-brand-700 underline"
                title={source.note}
              >
                <span className="sr-only">Source </span>[{key}]
              </a>
            ) : null;
          })}
        </span>
      ) : null}
    </>
  );
}
