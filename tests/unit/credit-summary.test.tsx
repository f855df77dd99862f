import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CreditSummary, daysLeftText } from "~/components/credit-tracker/credit-summary";
import type { CreditSummaryLine } from "~/modules/credit-tracker/credit-tracker-types";

function text(lines: CreditSummaryLine[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CreditSummary lines={lines} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const base: CreditSummaryLine = {
  slug: "new-york",
  name: "New York",
  periodEndsOn: "2027-04-15",
  daysLeft: 143,
  counted: 4,
  required: 24,
  stillNeeded: 20,
  missing: [{ label: "Ethics and professionalism", hours: 3 }],
  complete: false,
  status: "tracking",
};

// The dashboard's summary of the credit tracker (loadCreditSummary's lines).
describe("the credit summary", () => {
  it("shows each state's hours, deadline, what is missing and links to the tracker", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CreditSummary lines={[base]} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/dashboard/credits"');
    const shown = text([
      base,
      { ...base, slug: "texas", name: "Texas", complete: true, stillNeeded: 0, missing: [] },
      { ...base, slug: "ohio", name: "Ohio", status: "no-period", periodEndsOn: null },
    ]);
    expect(shown).toContain(
      "New York 4.0 of 24.0 hours · period ends April 15, 2027 (143 days left) Still needed: 20.0 hours, including 3.0 Ethics and professionalism.",
    );
    expect(shown).toContain("Texas 4.0 of 24.0 hours");
    expect(shown).toContain("Complete: every requirement is met.");
    expect(shown).toContain("Ohio No reporting period yet: add one in the tracker.");
  });

  it("invites to start the tracker when there is nothing yet", () => {
    expect(text([])).toContain(
      "add your bar admissions and reporting periods in the credit tracker",
    );
  });

  it("counts the days", () => {
    expect([1, 0, -1, -5, 60].map(daysLeftText)).toEqual([
      "1 day left",
      "ends today",
      "ended yesterday",
      "ended 5 days ago",
      "60 days left",
    ]);
  });
});
