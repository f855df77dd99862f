// An attorney's progress in one reporting period, judged by the state's rule
// (app/content/state-rules). Pure: no database, no clock ("today" is given).
// The steps live beside it: hours split by credit and category, format caps,
// progress on the requirements, format checks and the to-do list.
//
// All hours are added as whole hundredths (see hours.ts) and returned as
// decimal hours rounded to the hundredth.

import { versionInForce } from "~/content/state-rules";
import type { Confidence, RuleVersion, StateRules } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { daysBetween, parseDay, requireDay } from "~/lib/iso-dates";
import { capCategoryHours, capSelfStudy } from "~/modules/credit-tracker/apply-format-caps";
import { checkFormat } from "~/modules/credit-tracker/check-format-rules";
import { buildRequirementTree, progressOf } from "~/modules/credit-tracker/measure-requirements";
import type {
  EarnedCredit,
  PeriodEvaluation,
  RuleFactName,
} from "~/modules/credit-tracker/period-evaluation-types";
import { splitCreditHours, sum } from "~/modules/credit-tracker/split-credit-hours";
import type { ReportingPeriod } from "~/modules/credit-tracker/suggest-period";
import { writePeriodTodo } from "~/modules/credit-tracker/write-period-todo";

const RULE_FACTS: readonly RuleFactName[] = [
  "totalHours",
  "period",
  "requirements",
  "formats",
  "creditHourMinutes",
  "carryoverMaxHours",
  "deadlines",
  "reporting",
];

/**
 * The rule version a period is judged by: the one in force on its LAST day.
 * Florida's 33 hours apply to cycles ending before January 8, 2024, so a cycle
 * is judged by the rule at its end; the same choice gives Georgia's 2026–2027
 * period the two-year rule, New York's cybersecurity credit to periods ending
 * from July 1, 2023, and Ohio's self-study cap to biennia ending in 2022 or
 * before. Null when no rule was recorded for that day.
 */
export function ruleVersionForPeriod(
  rules: StateRules,
  period: ReportingPeriod,
): RuleVersion | null {
  return versionInForce(rules, period.endsOn);
}

/**
 * Judges a period: its credits (those dated in it), the format caps, each
 * requirement's progress, the format checks, the deadline and the to-do list.
 * A RangeError when the dates are malformed or no rule is recorded for it.
 */
export function evaluatePeriod(input: {
  rules: StateRules;
  period: ReportingPeriod;
  credits: EarnedCredit[];
  carriedIn?: number;
  today: string;
}): PeriodEvaluation {
  const { rules, period, credits } = input;
  const start = requireDay(period.startsOn, "period.startsOn");
  const end = requireDay(period.endsOn, "period.endsOn");
  const today = requireDay(input.today, "today");
  if (period.startsOn > period.endsOn) {
    throw new RangeError(`The period starts (${period.startsOn}) after it ends (${period.endsOn})`);
  }
  const version = ruleVersionForPeriod(rules, period);
  if (!version) {
    throw new RangeError(
      `No ${rules.slug} rules are recorded for a period ending ${period.endsOn}`,
    );
  }
  const stateName = findState(rules.slug)?.name ?? rules.slug;
  const formats = version.formats.value;

  // Credits in the period (ISO days compare as text), in the order earned.
  const inPeriod: EarnedCredit[] = [];
  const creditIdsOutsidePeriod: string[] = [];
  for (const credit of credits) {
    const valid = parseDay(credit.completedOn) !== null;
    if (valid && credit.completedOn >= period.startsOn && credit.completedOn <= period.endsOn) {
      inPeriod.push(credit);
    } else {
      creditIdsOutsidePeriod.push(credit.id);
    }
  }
  inPeriod.sort((a, b) =>
    a.completedOn === b.completedOn
      ? a.id.localeCompare(b.id)
      : a.completedOn.localeCompare(b.completedOn),
  );

  // The self-study cap (the smallest, if several), and what it counts.
  const capRule = formats
    .flatMap((rule) => (rule.kind === "max-self-study" ? [rule] : []))
    .sort((a, b) => a.hours - b.hours)[0];
  const selfStudyCap = capRule ? toHundredths(capRule.hours) : null;

  const chunks = splitCreditHours(inPeriod, capRule);
  capCategoryHours(chunks, formats);
  const forbidden = new Set(
    formats.flatMap((rule) => (rule.kind === "no-self-study-for" ? rule.categories : [])),
  );
  const tree = buildRequirementTree(version.requirements.value, forbidden);
  capSelfStudy(chunks, tree, selfStudyCap);
  const cappedChunks = chunks.filter((chunk) => chunk.capped);

  const requirements = tree.map((node) => progressOf(node, chunks));

  const required = toHundredths(version.totalHours.value);
  const earned = sum(chunks.map((chunk) => chunk.hours));
  const countedEarned = sum(chunks.map((chunk) => chunk.counted));
  const carryoverMax = version.carryoverMaxHours.value;
  const carriedIn =
    carryoverMax === null
      ? toHundredths(input.carriedIn)
      : Math.min(toHundredths(input.carriedIn), toHundredths(carryoverMax));
  const counted = countedEarned + carriedIn;
  const totalMissing = Math.max(0, required - counted);

  const liveEarned = sum(chunks.filter((chunk) => !chunk.selfStudy).map((chunk) => chunk.hours));
  const selfStudyEarned = sum(cappedChunks.map((chunk) => chunk.hours));
  const selfStudyCounted = sum(cappedChunks.map((chunk) => chunk.counted));
  const minLive = Math.max(
    0,
    ...formats.flatMap((rule) => (rule.kind === "min-live" ? [toHundredths(rule.hours)] : [])),
  );
  const liveShort = Math.max(0, minLive - liveEarned);

  const requirementsNeed = sum(requirements.map((item) => toHundredths(item.stillNeeded)));
  const stillNeeded = Math.max(totalMissing, requirementsNeed, liveShort);

  // Carried-in hours are used first (they cannot move on again); earned hours
  // above what is left of the total may move on, up to the rule's cap.
  const carryoverOut =
    carryoverMax === null
      ? null
      : fromHundredths(
          Math.min(
            toHundredths(carryoverMax),
            Math.max(0, countedEarned - Math.max(0, required - carriedIn)),
          ),
        );

  const formatChecks = formats.map((rule) =>
    checkFormat(rule, {
      chunks,
      tree,
      selfStudyEarned,
      selfStudyCounted,
      liveEarned,
      stateName,
    }),
  );

  const daysLeft = daysBetween(today, end);
  const evaluation: PeriodEvaluation = {
    period: { startsOn: period.startsOn, endsOn: period.endsOn },
    version,
    total: {
      required: fromHundredths(required),
      earned: fromHundredths(earned),
      countedEarned: fromHundredths(countedEarned),
      carriedIn: fromHundredths(carriedIn),
      counted: fromHundredths(counted),
      missing: fromHundredths(totalMissing),
    },
    live: { earned: fromHundredths(liveEarned) },
    selfStudy: {
      earned: fromHundredths(selfStudyEarned),
      counted: fromHundredths(selfStudyCounted),
    },
    hoursStillNeeded: fromHundredths(stillNeeded),
    complete: stillNeeded === 0,
    requirements,
    formatChecks,
    carryoverOut,
    creditHourMinutes: version.creditHourMinutes.value,
    deadline: { completeBy: period.endsOn, daysLeft, text: version.deadlines.text },
    reporting: { who: version.reporting.value, text: version.reporting.text },
    todo: [],
    unconfirmed: factsWith(version, "unconfirmed"),
    secondary: factsWith(version, "secondary"),
    creditIdsInPeriod: inPeriod.map((credit) => credit.id),
    creditIdsOutsidePeriod,
  };
  evaluation.todo = writePeriodTodo(evaluation, {
    stillNeeded,
    liveShort,
    minLive,
    selfStudyCap,
    onlyUnaccredited: capRule?.onlyUnaccredited === true,
    selfStudyEarned,
    hasOutsideCredits: inPeriod.some((credit) => credit.source === "outside"),
    startsLater: daysBetween(today, start) > 0,
  });
  return evaluation;
}

function factsWith(version: RuleVersion, confidence: Confidence): RuleFactName[] {
  return RULE_FACTS.filter((name) => version[name].confidence === confidence);
}
