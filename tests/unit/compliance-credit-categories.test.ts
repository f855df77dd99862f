import { describe, expect, it } from "vitest";
import {
  CATEGORY_LABELS,
  creditTypes,
  DEFAULT_CATEGORY_FOR_CREDIT_TYPE,
} from "~/content/credit-categories";
import { STATE_RULES } from "~/content/state-rules";
import { defaultStateCredits } from "~/modules/catalogue/default-state-credits";

describe("defaultStateCredits", () => {
  it("maps the catalogue's credit types onto state categories", () => {
    expect(
      defaultStateCredits({ general: 1, ethics: 0.5, technology: 1, diversity: 1, wellness: 0.5 }),
    ).toEqual({ general: 1, ethics: 0.5, technology: 1, bias: 1, wellness: 0.5 });
  });

  it("drops zero and invalid hours and rounds to the hundredth", () => {
    expect(defaultStateCredits({ general: 0.1 + 0.2, ethics: 0, diversity: -1 })).toEqual({
      general: 0.3,
    });
    expect(defaultStateCredits({})).toEqual({});
  });

  it("has a mapping for every credit type and a label for every category the rules use", () => {
    for (const type of creditTypes) expect(DEFAULT_CATEGORY_FOR_CREDIT_TYPE[type]).toBeDefined();
    const used = STATE_RULES.flatMap((rules) =>
      rules.versions.flatMap((version) => {
        const walk = (list: typeof version.requirements.value): string[] =>
          list.flatMap((item) => [...item.categories, ...walk(item.within ?? [])]);
        return walk(version.requirements.value);
      }),
    );
    for (const category of used) {
      expect(CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS]).toBeTruthy();
    }
  });
});
