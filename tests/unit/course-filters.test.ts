import { describe, expect, it } from "vitest";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import { parseCourseFilters } from "~/modules/catalogue/course-filters.server";

const parse = (query: string) => parseCourseFilters(new URL(`http://localhost/courses?${query}`));

describe("the catalogue's filters in the URL", () => {
  it("cuts a too-long search to its limit instead of dropping it", () => {
    const long = `ethics ${"of ai ".repeat(60)}`;
    const { q } = parse(`q=${encodeURIComponent(long)}`);
    expect(q.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
    expect(q.startsWith("ethics of ai")).toBe(true);
  });

  it("drops values that name nothing, and NUL characters", () => {
    expect(parse("q=%00ethics&state=atlantis&credit=nope&format=vhs&pending=2")).toEqual({
      q: "ethics",
      state: null,
      credit: null,
      format: null,
      pending: false,
    });
    expect(parse("state=new-york&credit=ethics&format=on_demand&pending=1")).toMatchObject({
      state: "new-york",
      credit: "ethics",
      format: "on_demand",
      pending: true,
    });
  });
});
