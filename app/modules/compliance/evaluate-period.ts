// An attorney's progress in one reporting period, judged by the state's rule
// (app/content/state-rules). Pure: no database, no clock ("today" is given).
//
// All hours are added as whole hundredths (see hours.ts) and returned as
// decimal hours rounded to the hundredth.

import { CATEGORY_LABELS } from "~/content/credit-categories";
import { versionInForce } from "~/content/state-rules";
import type {
  Confidence,
  CreditCategory,
  FormatRule,
  Reporting,
  Requirement,
  RuleVersion,
  StateRules,
} from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { formatLongDate } from "~/lib/format";
import {
  formatHours,
  formatHoursText,
  fromHundredths,
  hoursPhrase,
  moreHoursPhrase,
  toHundredths,
} from "~/lib/hours";
import { daysBetween, parseDay, requireDay } from "~/lib/iso-dates";
import type { ReportingPeriod } from "~/modules/compliance/reporting-period";

export type EarnedCredit = {
  id: string;
  title: string;
  /** ISO date. */
  completedOn: string;
  /** "live": in person or live webcast; "self-study": on demand. */
  format: "live" | "self-study";
  /**
   * An accredited course (ours, approved in the state, or one the attorney
   * says was), as opposed to other self-study such as reading or writing.
   */
  accredited: boolean;
  /** Hours by category, as approved in this state. */
  hours: Partial<Record<CreditCategory, number>>;
  source: "course" | "outside";
};

/** The rule figures an evaluation rests on (keys of `RuleVersion`). */
export type RuleFactName =
  | "totalHours"
  | "period"
  | "requirements"
  | "formats"
  | "creditHourMinutes"
  | "carryoverMaxHours"
  | "deadlines"
  | "reporting";

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

/** Progress on one requirement; `within` holds the requirements counted inside it. */
export type RequirementProgress = {
  id: string;
  label: string;
  categories: CreditCategory[];
  required: number;
  /** All hours earned in the period in these categories, before format rules. */
  earned: number;
  /** Hours that count toward it after format rules (may exceed `required`). */
  counted: number;
  /** `required` − `counted`, at least 0. */
  missing: number;
  /** The fewest further hours that meet this requirement and every one within it. */
  stillNeeded: number;
  met: boolean;
  /** Self-study hours do not count toward it (a "no self-study" rule covers it). */
  liveOnly: boolean;
  /** Credits with hours counted toward it. */
  creditIds: string[];
  within: RequirementProgress[];
};

export type FormatCheck =
  | {
      kind: "max-self-study";
      limit: number;
      /** Self-study hours earned in the period. */
      earned: number;
      /** Self-study hours that count toward the total. */
      counted: number;
      over: number;
      ok: boolean;
      message: string;
    }
  | {
      kind: "min-live";
      required: number;
      earned: number;
      short: number;
      ok: boolean;
      message: string;
    }
  | {
      kind: "no-self-study-for";
      categories: CreditCategory[];
      /** Self-study hours that do not count toward the requirements this rule covers. */
      excluded: number;
      creditIds: string[];
      ok: boolean;
      message: string;
    }
  | {
      kind: "max-hours-in";
      categories: CreditCategory[];
      limit: number;
      earned: number;
      counted: number;
      over: number;
      ok: boolean;
      message: string;
    };

export type PeriodEvaluation = {
  period: ReportingPeriod;
  /** The rule version applied: the one in force on the period's last day. */
  version: RuleVersion;
  total: {
    required: number;
    /** All hours earned in the period. */
    earned: number;
    /** Earned hours that count after format caps. */
    countedEarned: number;
    /** Carried-in hours that count (toward the total only). */
    carriedIn: number;
    /** `countedEarned` + `carriedIn`. */
    counted: number;
    /** `required` − `counted`, at least 0. */
    missing: number;
  };
  live: { earned: number };
  /** Self-study the state's cap counts (Texas: only outside accredited courses). */
  selfStudy: { earned: number; counted: number };
  /** The fewest further hours that meet the total, every requirement and the live minimum. */
  hoursStillNeeded: number;
  complete: boolean;
  requirements: RequirementProgress[];
  formatChecks: FormatCheck[];
  /** Hours that may move to the next period: 0 where none may, null where the rule is not known. */
  carryoverOut: number | null;
  creditHourMinutes: 50 | 60 | null;
  deadline: {
    /** ISO date: the period's last day. */
    completeBy: string;
    /** Days from today to `completeBy`: 0 on the last day, negative once it has passed. */
    daysLeft: number;
    /** The rule's deadlines, for people (reporting dates, grace periods). */
    text: string;
  };
  reporting: { who: Reporting; text: string };
  /** What the attorney still has to do, as plain sentences. */
  todo: string[];
  /** Rule figures not confirmed by any source: show them as such. */
  unconfirmed: RuleFactName[];
  /** Rule figures resting on secondary sources only. */
  secondary: RuleFactName[];
  /** Credits completed within the period. */
  creditIdsInPeriod: string[];
  /** Credits completed outside the period (or on no valid date): not counted. */
  creditIdsOutsidePeriod: string[];
};

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

type Chunk = {
  creditId: string;
  category: CreditCategory;
  selfStudy: boolean;
  /** Counts against the self-study cap (Texas: only unaccredited self-study does). */
  capped: boolean;
  /** Hundredths earned. */
  hours: number;
  /** Hundredths left after category caps. */
  countable: number;
  /** Hundredths counted toward the total (after the self-study cap). */
  counted: number;
};

type Node = { requirement: Requirement; liveOnly: boolean; within: Node[] };

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

  const chunks: Chunk[] = inPeriod.flatMap((credit) =>
    (Object.entries(credit.hours) as [CreditCategory, number | undefined][])
      .map(([category, hours]) => {
        const value = toHundredths(hours);
        return {
          creditId: credit.id,
          category,
          selfStudy: credit.format === "self-study",
          capped:
            credit.format === "self-study" && !(capRule?.onlyUnaccredited && credit.accredited),
          hours: value,
          countable: value,
          counted: value,
        };
      })
      .filter((chunk) => chunk.hours > 0),
  );

  // Category caps (Wisconsin: 6 wellness, 6 law practice management): live
  // hours fill them first, so that the self-study cap is not spent on hours
  // that would not count anyway.
  const categoryCaps = formats.filter(
    (rule): rule is Extract<FormatRule, { kind: "max-hours-in" }> => rule.kind === "max-hours-in",
  );
  for (const cap of categoryCaps) {
    let left = toHundredths(cap.hours);
    const inCap = chunks.filter((chunk) => cap.categories.includes(chunk.category));
    for (const chunk of [...inCap.filter((c) => !c.capped), ...inCap.filter((c) => c.capped)]) {
      const allowed = Math.min(chunk.countable, left);
      chunk.countable = allowed;
      chunk.counted = allowed;
      left -= allowed;
    }
  }

  const forbidden = new Set(
    formats.flatMap((rule) => (rule.kind === "no-self-study-for" ? rule.categories : [])),
  );
  const tree = version.requirements.value.map((requirement) =>
    buildNode(requirement, false, forbidden),
  );

  // The self-study cap (the smallest, if several): when more self-study hours
  // were earned than may count, count first those that fill requirements
  // live hours leave open (innermost requirements first), then the rest in
  // the order earned.
  const cappedChunks = chunks.filter((chunk) => chunk.capped);
  const selfStudyCountable = sum(cappedChunks.map((chunk) => chunk.countable));
  if (selfStudyCap !== null && selfStudyCountable > selfStudyCap) {
    for (const chunk of cappedChunks) chunk.counted = 0;
    let capLeft = selfStudyCap;
    for (const node of postOrder(tree)) {
      if (node.liveOnly) continue;
      let need = toHundredths(node.requirement.minHours) - countedToward(node, chunks).counted;
      for (const chunk of cappedChunks) {
        if (need <= 0 || capLeft <= 0) break;
        if (!node.requirement.categories.includes(chunk.category)) continue;
        const take = Math.min(chunk.countable - chunk.counted, need, capLeft);
        if (take <= 0) continue;
        chunk.counted += take;
        need -= take;
        capLeft -= take;
      }
    }
    for (const chunk of cappedChunks) {
      const take = Math.min(chunk.countable - chunk.counted, capLeft);
      chunk.counted += take;
      capLeft -= take;
    }
  }

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
  evaluation.todo = todoList(evaluation, {
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

function buildNode(
  requirement: Requirement,
  parentLiveOnly: boolean,
  forbidden: Set<string>,
): Node {
  // A requirement covering a category that may not be earned by self-study
  // (Missouri's and Wisconsin's ethics) takes live hours only, and so does
  // everything inside it.
  const liveOnly =
    parentLiveOnly || requirement.categories.some((category) => forbidden.has(category));
  return {
    requirement,
    liveOnly,
    within: (requirement.within ?? []).map((inner) => buildNode(inner, liveOnly, forbidden)),
  };
}

function postOrder(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => [...postOrder(node.within), node]);
}

/** Hundredths counted toward a requirement, and by which credits. */
function countedToward(node: Node, chunks: Chunk[]): { counted: number; creditIds: string[] } {
  let counted = 0;
  const creditIds: string[] = [];
  for (const chunk of chunks) {
    if (!node.requirement.categories.includes(chunk.category)) continue;
    const value = chunk.selfStudy ? (node.liveOnly ? 0 : chunk.counted) : chunk.counted;
    if (value <= 0) continue;
    counted += value;
    if (!creditIds.includes(chunk.creditId)) creditIds.push(chunk.creditId);
  }
  return { counted, creditIds };
}

function progressOf(node: Node, chunks: Chunk[]): RequirementProgress {
  const { requirement } = node;
  const { counted, creditIds } = countedToward(node, chunks);
  const earned = sum(
    chunks
      .filter((chunk) => requirement.categories.includes(chunk.category))
      .map((chunk) => chunk.hours),
  );
  const within = node.within.map((inner) => progressOf(inner, chunks));
  const required = toHundredths(requirement.minHours);
  const missing = Math.max(0, required - counted);
  // Hours earned for an inner requirement count toward this one as well, so
  // what is still needed is the larger of the two, not their sum.
  const stillNeeded = Math.max(
    missing,
    sum(within.map((inner) => toHundredths(inner.stillNeeded))),
  );
  return {
    id: requirement.id,
    label: requirement.label,
    categories: [...requirement.categories],
    required: fromHundredths(required),
    earned: fromHundredths(earned),
    counted: fromHundredths(counted),
    missing: fromHundredths(missing),
    stillNeeded: fromHundredths(stillNeeded),
    met: stillNeeded === 0,
    liveOnly: node.liveOnly,
    creditIds,
    within,
  };
}

/** What a self-study cap counts, as the tracker names it. */
function selfStudyName(rule: { onlyUnaccredited?: true }): string {
  return rule.onlyUnaccredited ? "Self-study outside accredited courses" : "Self-study";
}

function checkFormat(
  rule: FormatRule,
  context: {
    chunks: Chunk[];
    tree: Node[];
    selfStudyEarned: number;
    selfStudyCounted: number;
    liveEarned: number;
    stateName: string;
  },
): FormatCheck {
  const { chunks, stateName } = context;
  switch (rule.kind) {
    case "max-self-study": {
      const limit = toHundredths(rule.hours);
      const over = Math.max(0, context.selfStudyEarned - limit);
      return {
        kind: rule.kind,
        limit: fromHundredths(limit),
        earned: fromHundredths(context.selfStudyEarned),
        counted: fromHundredths(context.selfStudyCounted),
        over: fromHundredths(over),
        ok: over === 0,
        message:
          over === 0
            ? `${selfStudyName(rule)}: ${hoursPhrase(context.selfStudyEarned)}, within ${stateName}'s limit of ${formatHoursText(limit)}.`
            : `${selfStudyName(rule)}: ${hoursPhrase(context.selfStudyEarned)}, over ${stateName}'s limit of ${formatHoursText(limit)}: ${notCount(over)}.`,
      };
    }
    case "min-live": {
      const required = toHundredths(rule.hours);
      const short = Math.max(0, required - context.liveEarned);
      return {
        kind: rule.kind,
        required: fromHundredths(required),
        earned: fromHundredths(context.liveEarned),
        short: fromHundredths(short),
        ok: short === 0,
        message:
          short === 0
            ? `Live: ${hoursPhrase(context.liveEarned)}, meeting ${stateName}'s minimum of ${formatHoursText(required)}.`
            : `Live: ${hoursPhrase(context.liveEarned)}, short of ${stateName}'s minimum of ${formatHoursText(required)}: ${formatHoursText(short)} more must be live.`,
      };
    }
    case "no-self-study-for": {
      const covered = postOrder(context.tree).filter(
        (node) =>
          node.liveOnly && node.requirement.categories.some((c) => rule.categories.includes(c)),
      );
      const coveredCategories = new Set(covered.flatMap((node) => node.requirement.categories));
      const excludedChunks = chunks.filter(
        (chunk) => chunk.selfStudy && coveredCategories.has(chunk.category),
      );
      const excluded = sum(excludedChunks.map((chunk) => chunk.hours));
      const creditIds = [...new Set(excludedChunks.map((chunk) => chunk.creditId))];
      const labels = covered
        .filter((node) => !covered.some((outer) => outer.within.includes(node)))
        .map((node) => node.requirement.label)
        .join(", ");
      return {
        kind: rule.kind,
        categories: [...rule.categories],
        excluded: fromHundredths(excluded),
        creditIds,
        ok: excluded === 0,
        message:
          excluded === 0
            ? `${stateName} does not accept self-study for ${labels}.`
            : `${stateName} does not accept self-study for ${labels}: ${notCount(excluded)} toward it (self-study may still count toward the total).`,
      };
    }
    case "max-hours-in": {
      const limit = toHundredths(rule.hours);
      const inCap = chunks.filter((chunk) => rule.categories.includes(chunk.category));
      const earned = sum(inCap.map((chunk) => chunk.hours));
      const counted = sum(inCap.map((chunk) => chunk.countable));
      const over = Math.max(0, earned - limit);
      const labels = rule.categories.map((category) => CATEGORY_LABELS[category]).join(", ");
      return {
        kind: rule.kind,
        categories: [...rule.categories],
        limit: fromHundredths(limit),
        earned: fromHundredths(earned),
        counted: fromHundredths(counted),
        over: fromHundredths(over),
        ok: over === 0,
        message:
          over === 0
            ? `${labels}: ${hoursPhrase(earned)}, within ${stateName}'s limit of ${formatHoursText(limit)}.`
            : `${labels}: ${hoursPhrase(earned)}, over ${stateName}'s limit of ${formatHoursText(limit)}: ${notCount(over)}.`,
      };
    }
  }
}

function todoList(
  evaluation: PeriodEvaluation,
  context: {
    stillNeeded: number;
    liveShort: number;
    minLive: number;
    selfStudyCap: number | null;
    /** The cap counts only self-study outside accredited courses (Texas). */
    onlyUnaccredited: boolean;
    selfStudyEarned: number;
    hasOutsideCredits: boolean;
    startsLater: boolean;
  },
): string[] {
  const todo: string[] = [];
  const by = formatLongDate(evaluation.deadline.completeBy);
  const { total } = evaluation;
  const counts = `${formatHours(total.counted)} of ${hoursPhrase(toHundredths(total.required))} counted so far`;

  if (context.stillNeeded === 0) {
    todo.push(`All hours for this period are earned (${counts}).`);
  } else if (evaluation.deadline.daysLeft < 0) {
    todo.push(
      `This period ended on ${by} with ${hoursPhrase(context.stillNeeded)} still needed (${counts}).`,
    );
  } else {
    todo.push(
      `Earn at least ${moreHoursPhrase(context.stillNeeded)} by ${by} (${counts}${context.startsLater ? "; the period has not started yet" : ""}).`,
    );
  }

  const requirementLines = (items: RequirementProgress[]) => {
    for (const item of items) {
      const innerOpen = item.within.some((inner) => !inner.met);
      if (item.missing > 0) {
        const live = item.liveOnly
          ? " (in person or by live webcast; self-study does not count)"
          : "";
        const inner = innerOpen ? " The hours listed below count toward it too." : "";
        todo.push(
          `${item.label}: earn ${moreHoursPhrase(toHundredths(item.missing))}${live}.${inner}`,
        );
      }
      requirementLines(item.within);
    }
  };
  requirementLines(evaluation.requirements);

  if (context.liveShort > 0) {
    todo.push(
      `Take at least ${moreHoursPhrase(context.liveShort)} live, in person or by live webcast (${hoursPhrase(context.minLive)} live in all).`,
    );
  }
  if (
    context.stillNeeded > 0 &&
    context.selfStudyCap !== null &&
    context.selfStudyEarned >= context.selfStudyCap
  ) {
    todo.push(
      context.onlyUnaccredited
        ? `You have reached the limit of ${hoursPhrase(context.selfStudyCap)} of self-study outside accredited courses: earn the remaining hours in accredited courses, live or on demand.`
        : `You have reached the limit of ${hoursPhrase(context.selfStudyCap)} of self-study: earn the remaining hours live, in person or by live webcast.`,
    );
  }

  todo.push(reportingSentence(evaluation.reporting, context.hasOutsideCredits));
  todo.push(evaluation.deadline.text);
  return todo;
}

function reportingSentence(reporting: { who: Reporting; text: string }, outside: boolean): string {
  switch (reporting.who) {
    case "provider":
      return [
        "Nothing to file: the provider reports your attendance.",
        outside ? "For courses taken elsewhere, check that each provider has reported them." : "",
        reporting.text,
      ]
        .filter(Boolean)
        .join(" ");
    case "attorney":
      return `You report your credits yourself. ${reporting.text}`;
    case "both":
      return `Providers report your attendance, and you also report yourself. ${reporting.text}`;
  }
}

function factsWith(version: RuleVersion, confidence: Confidence): RuleFactName[] {
  return RULE_FACTS.filter((name) => version[name].confidence === confidence);
}

/** "2.0 hours do not count", "1.0 hour does not count" */
function notCount(hundredths: number): string {
  return `${hoursPhrase(hundredths)} ${hundredths === 100 ? "does" : "do"} not count`;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
