import { STATE_RULES, versionInForce } from "~/content/state-rules";
import { APPROVED_STATES, statePagePath } from "~/content/states";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("a state page shows its rules with sources, confidence, dates and the rule history", async ({
  page,
}) => {
  await page.goto(statePagePath("florida"));
  const rules = page.getByRole("region", { name: "CLE rules in Florida" });
  await expect(rules.getByText("Rules in force since January 8, 2024.")).toBeVisible();
  // No figure has been checked against the regulator yet, and the page says so.
  await expect(rules.getByText(/not yet verified against the regulator's own site/)).toBeVisible();
  await expect(rules.getByText(/^30 hours per 3-year cycle/)).toBeVisible();
  const source = rules.getByRole("link", { name: "Source [FL1]" }).first();
  await expect(source).toHaveAttribute("href", /^https:\/\/casetext\.com\//);
  // What only a secondary site says, and what could not be confirmed, is labelled so.
  await expect(rules.getByText("Secondary source").first()).toBeVisible();
  await expect(rules.getByText("Unconfirmed").first()).toBeVisible();
  await expect(rules.getByRole("heading", { name: "Rule changes" })).toBeVisible();
  await expect(rules.getByText(/^Until January 8, 2024:/)).toBeVisible();
  await expect(page.getByText(/is not legal advice/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("every state page shows the rules in force today", async ({ request }) => {
  for (const state of APPROVED_STATES) {
    const html = (await (await request.get(statePagePath(state.slug))).text()).replaceAll(
      "<!-- -->",
      "",
    );
    const rules = STATE_RULES.find((item) => item.slug === state.slug);
    const current = rules ? versionInForce(rules) : null;
    expect(current, state.slug).not.toBeNull();
    expect(html).toContain(`CLE rules in ${state.name}`);
    // The figure's text, as HTML escapes it.
    const text = (current?.totalHours.text ?? "")
      .replaceAll("&", "&amp;")
      .replaceAll("'", "&#x27;")
      .replaceAll('"', "&quot;");
    expect(html).toContain(text);
  }
});
