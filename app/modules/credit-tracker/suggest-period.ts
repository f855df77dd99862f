// Suggests an attorney's reporting period in a state from the state's rule
// (app/content/state-rules): the period containing "today", or the next one
// when today falls before any period (e.g. before admission).

import { versionInForce } from "~/content/state-rules";
import type { RuleVersion, StateRules } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { formatLongDate } from "~/lib/format";
import {
  addDays,
  addMonths,
  compareDays,
  daysInMonth,
  firstOfMonth,
  formatDay,
  monthIndex,
  parseDay,
  requireDay,
} from "~/lib/iso-dates";
import {
  type AttorneyFacts,
  computePeriod,
  joinSentences,
  type MissingFact,
} from "~/modules/credit-tracker/compute-period";

export type PeriodSuggestion =
  | { ok: true; startsOn: string; endsOn: string; explanation: string }
  | { ok: false; needs: MissingFact[]; explanation: string };

export type ReportingPeriod = { startsOn: string; endsOn: string };

export function suggestPeriod(
  rules: StateRules,
  facts: AttorneyFacts,
  today: string,
): PeriodSuggestion {
  const todayDay = requireDay(today, "today");
  // The rule in force today; before the first recorded rule, the first one
  // (its first period is then "the next one").
  const version = versionForDay(rules, today);
  const from = parseDay(version.effectiveFrom) ?? todayDay;
  const day = compareDays(todayDay, from) < 0 ? from : todayDay;
  const stateName = findState(rules.slug)?.name ?? rules.slug;

  const computed = computePeriod(version.period.value, facts, day, stateName);
  const caveat = periodCaveat(rules, version);
  if (!computed.ok) {
    return { ok: false, needs: computed.needs, explanation: joinSentences(computed.how, caveat) };
  }

  let start = computed.start;
  let clampNote = "";
  // A rule that introduced a new kind of period (North Carolina, March 2024)
  // has no periods before it took effect: the first one starts that day.
  if (compareDays(start, from) < 0 && !samePeriodBefore(rules, version)) {
    start = from;
    clampNote = `Your first period under the rule in force from ${formatLongDate(from)} starts on that day, so it is shorter than usual.`;
  }
  const startsOn = formatDay(start);
  const endsOn = formatDay(computed.end);
  const which =
    compareDays(todayDay, start) < 0 ? "Your next period runs" : "Your current period runs";
  const change =
    version.effectiveUntil !== null
      ? `New rules apply from ${formatLongDate(version.effectiveUntil)}.`
      : "";
  return {
    ok: true,
    startsOn,
    endsOn,
    explanation: joinSentences(
      computed.how,
      `${which} ${formatLongDate(start)} – ${formatLongDate(computed.end)}.`,
      clampNote,
      change,
      caveat,
    ),
  };
}

/**
 * For states whose regulator assigns each member a cycle (Florida, Washington):
 * the cycle's first day from the last day the attorney entered. A cycle that
 * ends on a month's last day starts on the 1st of a month (36 months earlier).
 */
export function periodFromCycleEnd(rules: StateRules, cycleEnd: string): ReportingPeriod {
  const end = requireDay(cycleEnd, "cycleEnd");
  const months = versionForDay(rules, cycleEnd).period.value.months;
  const start =
    end.day === daysInMonth(end.year, end.month)
      ? firstOfMonth(monthIndex(end.year, end.month) - months + 1)
      : addDays(addMonths(end, -months), 1);
  return { startsOn: formatDay(start), endsOn: cycleEnd };
}

function versionForDay(rules: StateRules, day: string): RuleVersion {
  const version =
    versionInForce(rules, day) ??
    rules.versions.find((candidate) => candidate.effectiveFrom > day) ??
    rules.versions.at(-1);
  if (!version) throw new Error(`No rules recorded for ${rules.slug}`);
  return version;
}

function samePeriodBefore(rules: StateRules, version: RuleVersion): boolean {
  const index = rules.versions.indexOf(version);
  const previous = index > 0 ? rules.versions[index - 1] : undefined;
  return (
    previous !== undefined &&
    JSON.stringify(previous.period.value) === JSON.stringify(version.period.value)
  );
}

/** How sure the period rule is, for figures not taken from the regulator. */
function periodCaveat(rules: StateRules, version: RuleVersion): string {
  switch (version.period.confidence) {
    case "official":
      return "";
    case "secondary":
      return `This rule comes from a secondary source; confirm your period with the ${rules.regulator.value}.`;
    case "unconfirmed":
      return `This rule is not confirmed; check your period with the ${rules.regulator.value}.`;
  }
}
