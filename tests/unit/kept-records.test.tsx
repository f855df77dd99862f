import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeptRecords } from "~/components/account/kept-records";
import { ORDER_RETENTION_YEARS } from "~/modules/retention/order-retention";

// What /privacy and /delete-account tell an attorney is kept after their account
// (docs/decisions/0041): the orders' period is the one the retention schedule applies,
// and the staff log's entries lose their details, not their existence.
describe("the kept records text", () => {
  const text = renderToStaticMarkup(<KeptRecords periods="see below" />)
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

  it("states the orders' period from the constant the schedule reads", () => {
    expect(text).toContain(
      `for ${ORDER_RETENTION_YEARS} years after the end of the year of the purchase or of its last refund`,
    );
  });

  it("says the staff log keeps its entries and removes their details when retention ends", () => {
    expect(text).toContain("Our staff's log of changes keeps every entry");
    expect(text).toContain("are removed when the retention period of the record it concerns ends");
    expect(text).not.toMatch(/never edited or deleted|stays in it after/);
  });
});
