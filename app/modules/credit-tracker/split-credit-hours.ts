// The hours a period's credits bring, split by credit and category: the
// pieces the caps trim and the requirements count. Pure; hours in hundredths.

import type { CreditCategory, FormatRule } from "~/content/state-rules/types";
import { toHundredths } from "~/lib/hours";
import type { EarnedCredit } from "~/modules/credit-tracker/period-evaluation-types";

export type Chunk = {
  creditId: string;
  category: CreditCategory;
  selfStudy: boolean;
  /** Counts against the self-study cap (Texas: only unaccredited self-study does). */
  capped: boolean;
  /** Hundredths earned. */
  hours: number;
  /** Hundredths left after category caps. */
  countable: number;
  /** Hundredths counted toward the total (after the self-study cap). */
  counted: number;
};

/**
 * Each credit's hours by category (none with no hours), in the credits'
 * order; self-study is `capped` unless the state's cap spares accredited
 * courses (Texas) and it was one.
 */
export function splitCreditHours(
  credits: readonly EarnedCredit[],
  capRule: Extract<FormatRule, { kind: "max-self-study" }> | undefined,
): Chunk[] {
  return credits.flatMap((credit) =>
    (Object.entries(credit.hours) as [CreditCategory, number | undefined][])
      .map(([category, hours]) => {
        const value = toHundredths(hours);
        return {
          creditId: credit.id,
          category,
          selfStudy: credit.format === "self-study",
          capped:
            credit.format === "self-study" && !(capRule?.onlyUnaccredited && credit.accredited),
          hours: value,
          countable: value,
          counted: value,
        };
      })
      .filter((chunk) => chunk.hours > 0),
  );
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
