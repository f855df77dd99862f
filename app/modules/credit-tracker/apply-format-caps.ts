// The state's format caps applied to a period's hours: category caps, then
// the self-study cap. Pure; they trim the chunks' countable and counted hours.

import type { FormatRule } from "~/content/state-rules/types";
import { toHundredths } from "~/lib/hours";
import { countedToward, type Node, postOrder } from "~/modules/credit-tracker/measure-requirements";
import { type Chunk, sum } from "~/modules/credit-tracker/split-credit-hours";

/**
 * Category caps (Wisconsin: 6 wellness, 6 law practice management): live
 * hours fill them first, so that the self-study cap is not spent on hours
 * that would not count anyway.
 */
export function capCategoryHours(chunks: Chunk[], formats: readonly FormatRule[]): void {
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
}

/**
 * The self-study cap (the smallest, if several): when more self-study hours
 * were earned than may count, count first those that fill requirements live
 * hours leave open (innermost requirements first), then the rest in the
 * order earned.
 */
export function capSelfStudy(chunks: Chunk[], tree: Node[], selfStudyCap: number | null): void {
  const cappedChunks = chunks.filter((chunk) => chunk.capped);
  const selfStudyCountable = sum(cappedChunks.map((chunk) => chunk.countable));
  if (selfStudyCap === null || selfStudyCountable <= selfStudyCap) return;
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
