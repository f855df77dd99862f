import { type CreditType, DEFAULT_CATEGORY_FOR_CREDIT_TYPE } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import { fromHundredths, toHundredths } from "~/lib/hours";

/**
 * A course's credits by the catalogue's credit types → the same hours in the
 * states' categories (summed in hundredths), for a state whose approval names
 * no credits of its own.
 */
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
