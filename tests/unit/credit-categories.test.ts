import { describe, expect, it } from "vitest";
import { categoryHours, categoryLabel, isStateCategory } from "~/content/credit-categories";
import { stateRules } from "~/content/state-rules";
import { formatCategoryCredits } from "~/lib/format";
import { stateCategories } from "~/modules/credit-tracker/credit-tracker-fields";

describe("credit categories as each state names them", () => {
  it("lists General first whatever order the record has", () => {
    expect(categoryHours({ ethics: 1, general: 2 }).map((item) => item.category)).toEqual([
      "general",
      "ethics",
    ]);
  });

  it("names New York's ethics category as New York does, and elsewhere the general label", () => {
    expect(categoryLabel("ethics", "new-york")).toBe("Ethics and professionalism");
    expect(categoryLabel("ethics", "texas")).toBe("Ethics");
    expect(categoryLabel("ethics")).toBe("Ethics");
    expect(formatCategoryCredits({ general: 1.5, ethics: 0.5 }, "new-york")).toBe(
      "1.5 General, 0.5 Ethics and professionalism",
    );
  });

  it("does not offer New York a separate professionalism field", () => {
    const newYork = stateRules("new-york");
    if (!newYork) throw new Error("no New York rules");
    expect(isStateCategory("professionalism", "new-york")).toBe(false);
    expect(stateCategories(newYork)).toContain("ethics");
    expect(stateCategories(newYork)).not.toContain("professionalism");
    const virginia = stateRules("virginia");
    if (!virginia) throw new Error("no Virginia rules");
    expect(stateCategories(virginia)).toContain("professionalism");
  });
});
