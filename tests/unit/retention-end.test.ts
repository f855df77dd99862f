import { describe, expect, it } from "vitest";
import { addYears, LONGEST_RETENTION_YEARS, retentionEnd } from "~/modules/retention/retention-end";

describe("a kept record's retention end", () => {
  // The sourced periods (cle-provider-obligations §1): California 4 years, Illinois and New Jersey 3, unconfirmed 4.
  it.each([
    { claimedIn: ["illinois"], completedOn: "2026-11-20", end: "2029-11-20" },
    { claimedIn: ["illinois", "new-jersey"], completedOn: "2026-11-20", end: "2029-11-20" },
    { claimedIn: ["illinois", "california"], completedOn: "2026-11-20", end: "2030-11-20" },
    { claimedIn: ["illinois", "new-york"], completedOn: "2026-01-31", end: "2030-01-31" },
    { claimedIn: ["ohio"], completedOn: "2026-06-30", end: "2030-06-30" },
    { claimedIn: [], completedOn: "2026-06-30", end: "2030-06-30" },
  ])("$claimedIn from $completedOn: $end", ({ claimedIn, completedOn, end }) => {
    expect(retentionEnd(completedOn, claimedIn)).toBe(end);
  });

  it("holds 29 February to the 28th in a common year, as PostgreSQL does", () => {
    expect(addYears("2028-02-29", 3)).toBe("2031-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
  });

  it("never keeps a record without its end for less than any state asks", () => {
    expect(LONGEST_RETENTION_YEARS).toBe(4);
  });
});
