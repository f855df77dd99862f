// The state's format rules (app/content/state-rules/format-rules-data.ts)
// applied to an attorney's credits before a period is judged: hours a rule
// refuses are taken out, with the reason; hours a rule counts only as
// self-study are marked so; hours counted under a rule that is not confirmed
// carry a caution. Each completion is judged by the rule in force on its day,
// and by whether the attorney was newly admitted on that day. Pure.

import { categoryLabel } from "~/content/credit-categories";
import {
  type DeliveryFormat,
  FORMAT_RULES,
  type FormatRulesBook,
  newlyAdmittedOn,
  selfStudyLimitText,
  treatmentOf,
} from "~/content/state-rules/format-rules";
import type { Confidence, CreditCategory } from "~/content/state-rules/types";
import type { EarnedCredit } from "~/modules/credit-tracker/period-evaluation-types";

/** What a state's format rule did with one credit's hours in one category. */
export type FormatNote = {
  category: CreditCategory;
  /** The category as the state names it. */
  label: string;
  hours: number;
  outcome: "refused" | "self-study" | "counted";
  /** The rule's sentence (why), with the self-study limit where there is one. */
  reason: string;
  confidence: Confidence;
};

/** How a credit was delivered, as the format rules name it (null: an outside credit taken live, in person or not). */
function deliveryOf(credit: EarnedCredit): DeliveryFormat | null {
  if (credit.format === "self-study") return "on-demand";
  return credit.source === "course" ? "live-webcast" : null;
}

/**
 * The credits with refused hours taken out, and each credit's notes by id.
 * `admittedOn`: the attorney's admission to this state's bar (null when not on file).
 */
export function restrictCreditFormats(
  credits: readonly EarnedCredit[],
  stateSlug: string,
  admittedOn: string | null,
  book: FormatRulesBook = FORMAT_RULES,
): { credits: EarnedCredit[]; notes: Map<string, FormatNote[]> } {
  const notes = new Map<string, FormatNote[]>();
  const kept = credits.map((credit) => {
    const format = deliveryOf(credit);
    if (!format) return credit;
    const newly = newlyAdmittedOn(stateSlug, admittedOn, credit.completedOn, book) === true;
    const hours: EarnedCredit["hours"] = {};
    const creditNotes: FormatNote[] = [];
    for (const [category, value] of Object.entries(credit.hours) as [CreditCategory, number][]) {
      const { treatment, rule } = treatmentOf(
        { stateSlug, format, category, newlyAdmitted: newly, on: credit.completedOn },
        book,
      );
      if (treatment !== "refused") hours[category] = value;
      if (!rule || !value) continue;
      if (treatment === "counts" && rule.treatment.confidence === "official") continue;
      const limit =
        treatment === "self-study" ? selfStudyLimitText(stateSlug, credit.completedOn) : null;
      creditNotes.push({
        category,
        label: categoryLabel(category, stateSlug),
        hours: value,
        outcome: treatment === "counts" ? "counted" : treatment,
        reason: limit ? `${rule.treatment.text} ${limit}` : rule.treatment.text,
        confidence: rule.treatment.confidence,
      });
    }
    if (creditNotes.length > 0) notes.set(credit.id, creditNotes);
    return { ...credit, hours, format: credit.format };
  });
  return { credits: kept, notes };
}
