import { describe, expect, it } from "vitest";
import { formatLongDate, formatOrdinalDay, formatRecordDate } from "~/lib/format";

// Every date the pages show carries its year (1:00 PM in New York on 2 May 2027 is 17:00 UTC).

const MAY_2_2027 = new Date("2027-05-02T17:00:00Z");

describe("dates as the pages show them", () => {
  it("a live date in a list: 05/02/2027", () => {
    expect(formatRecordDate(MAY_2_2027)).toBe("05/02/2027");
  });

  it("the webcast's day as the spec names it, with its year: May 2nd, 2027", () => {
    expect(formatOrdinalDay(MAY_2_2027)).toBe("May 2nd, 2027");
    expect(formatOrdinalDay(new Date("2027-07-31T16:00:00Z"))).toBe("July 31st, 2027");
    expect(formatOrdinalDay(new Date("2026-12-13T17:00:00Z"))).toBe("December 13th, 2026");
  });

  it("a long date, from a moment or a calendar day", () => {
    expect(formatLongDate(MAY_2_2027)).toBe("May 2, 2027");
    expect(formatLongDate("2026-11-23")).toBe("November 23, 2026");
  });
});
