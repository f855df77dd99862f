import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./test";

const require = createRequire(import.meta.url);
const axeSource = require.resolve("axe-core/axe.min.js");

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe-core (WCAG 2.x A and AA, 2.2, and axe's best practices such as
 * unique landmark names) on the page: one line per violation, with where.
 */
export async function axeViolations(
  page: Page,
  /** Only these axe rules (by id), instead of the tags above. */
  rules?: readonly string[],
): Promise<string[]> {
  // Injected before hydration, axe's script would be a node React did not render.
  await waitForHydration(page);
  // A transition under way (a section fading in as it scrolls into view) has
  // colours between its two ends: check the page as it settles.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Once per document: a page checked again at another width has it already.
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addScriptTag({ path: axeSource });
  }
  const violations = await page.evaluate(async (only) => {
    // axe is injected above; the page has no types for it.
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: only
        ? { type: "rule", values: only }
        : {
            type: "tag",
            values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
          },
    });
    return result.violations;
  }, rules ?? null);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary?.replace(/\s+/g, " ") ?? ""})`).join(", ")}`,
  );
}

/** Expects no axe violations on the page (see axeViolations). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
