import { describe, expect, it } from "vitest";
import { csvLine } from "~/lib/csv";

describe("csvLine", () => {
  it("quotes fields with commas, quotes or line breaks, and leaves others bare", () => {
    expect(csvLine(["plain", 3, null, undefined, 'say "hi"', "a,b", "two\nlines"])).toBe(
      'plain,3,,,"say ""hi""","a,b","two\nlines"\r\n',
    );
  });

  it("defuses text a spreadsheet would run as a formula, not negative numbers", () => {
    expect(csvLine(["=HYPERLINK(1)", "+1", "@x", -5])).toBe("'=HYPERLINK(1),'+1,'@x,-5\r\n");
  });
});
