// Maps a course's generic credit types (the catalogue's `creditTypes`) onto the
// state rules' credit categories. A course approval in a state may override
// this (e.g. New York's cybersecurity credit); this is the default.

import type { CreditCategory } from "~/content/state-rules/types";
import type { CreditType } from "~/db/schema/catalogue";
import { fromHundredths, toHundredths } from "~/modules/compliance/hours";

/** Where each generic credit type counts by default. */
export const DEFAULT_CATEGORY_FOR_CREDIT_TYPE: Record<CreditType, CreditCategory> = {
  general: "general",
  ethics: "ethics",
  technology: "technology",
  diversity: "bias",
  wellness: "wellness",
};

/** A course's credits by generic type → the same hours by state category (summed in hundredths). */
export function defaultStateCredits(
  credits: Partial<Record<CreditType, number>>,
): Partial<Record<CreditCategory, number>> {
  const hundredths = new Map<CreditCategory, number>();
  for (const [type, hours] of Object.entries(credits) as [CreditType, number | undefined][]) {
    const category = DEFAULT_CATEGORY_FOR_CREDIT_TYPE[type];
    const value = toHundredths(hours);
    if (category === undefined || value === 0) continue;
    hundredths.set(category, (hundredths.get(category) ?? 0) + value);
  }
  const result: Partial<Record<CreditCategory, number>> = {};
  for (const [category, value] of hundredths) result[category] = fromHundredths(value);
  return result;
}
