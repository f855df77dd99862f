// Progress on a state's required subjects: the requirements as a tree
// (inner ones counted inside outer ones), what counts toward each, and what
// each still needs. Pure; hours in hundredths.

import type { Requirement } from "~/content/state-rules/types";
import { fromHundredths, toHundredths } from "~/lib/hours";
import type { RequirementProgress } from "~/modules/credit-tracker/period-evaluation-types";
import { type Chunk, sum } from "~/modules/credit-tracker/split-credit-hours";

export type Node = { requirement: Requirement; liveOnly: boolean; within: Node[] };

function buildNode(
  requirement: Requirement,
  parentLiveOnly: boolean,
  forbidden: ReadonlySet<string>,
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

/** The state's requirements as a tree; `forbidden`: categories self-study may not earn. */
export function buildRequirementTree(
  requirements: readonly Requirement[],
  forbidden: ReadonlySet<string>,
): Node[] {
  return requirements.map((requirement) => buildNode(requirement, false, forbidden));
}

/** Innermost requirements first. */
export function postOrder(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => [...postOrder(node.within), node]);
}

/** Hundredths counted toward a requirement, and by which credits. */
export function countedToward(
  node: Node,
  chunks: Chunk[],
): { counted: number; creditIds: string[] } {
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

export function progressOf(node: Node, chunks: Chunk[]): RequirementProgress {
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
