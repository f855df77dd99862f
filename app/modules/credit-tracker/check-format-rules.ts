// The state's format rules checked against a period's hours, each with a
// sentence for the attorney. Pure; hours in hundredths.

import { CATEGORY_LABELS } from "~/content/credit-categories";
import type { FormatRule } from "~/content/state-rules/types";
import { formatHoursText, fromHundredths, hoursPhrase, toHundredths } from "~/lib/hours";
import { type Node, postOrder } from "~/modules/credit-tracker/measure-requirements";
import type { FormatCheck } from "~/modules/credit-tracker/period-evaluation-types";
import { type Chunk, sum } from "~/modules/credit-tracker/split-credit-hours";

/** What a self-study cap counts, as the tracker names it. */
function selfStudyName(rule: { onlyUnaccredited?: true }): string {
  return rule.onlyUnaccredited ? "Self-study outside accredited courses" : "Self-study";
}

export function checkFormat(
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

/** "2.0 hours do not count", "1.0 hour does not count" */
function notCount(hundredths: number): string {
  return `${hoursPhrase(hundredths)} ${hundredths === 100 ? "does" : "do"} not count`;
}
