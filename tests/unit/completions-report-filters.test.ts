import { describe, expect, it } from "vitest";
import {
  completionsFilters,
  monthsBetween,
} from "~/modules/provider-compliance/completions-period";
import { completionsFiltersSchema } from "~/modules/provider-compliance/completions-report";

describe("the completions report's months", () => {
  it("defaults to this month and the eleven before", () => {
    expect(completionsFilters({}, "2026-11-26")).toEqual({
      from: "2025-12",
      to: "2026-11",
      state: null,
      course: null,
    });
  });

  it("puts a reversed span right and holds it to five years", () => {
    expect(completionsFilters({ from: "2026-05", to: "2026-02" }, "2026-11-26")).toMatchObject({
      from: "2026-02",
      to: "2026-02",
    });
    expect(completionsFilters({ from: "2001-01", to: "2026-11" }, "2026-11-26")).toMatchObject({
      from: "2021-12",
      to: "2026-11",
    });
  });

  it("reads no year 0 or other impossible month from the address", () => {
    expect(completionsFiltersSchema.parse({ from: "0000-01", to: "2026-13" })).toEqual({
      from: undefined,
      to: undefined,
    });
    expect(completionsFilters({ to: "1900-03" }, "2026-11-26").from).toBe("1899-04");
  });

  it("lists every month of the span across a year's end", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});
