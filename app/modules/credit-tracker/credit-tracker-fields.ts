// The credit tracker's field names, limits, messages and the day it judges
// by: what the page needs without the validation code (credit-tracker-forms.ts).

import { CATEGORY_LABELS, isStateCategory } from "~/content/credit-categories";
import type { CreditCategory, Requirement, StateRules } from "~/content/state-rules/types";
import { FIELD_LIMITS } from "~/lib/form-limits";

export const TRACKER_LIMITS = {
  barNumberMax: FIELD_LIMITS.barNumberMax,
  titleMax: 200,
  providerMax: 200,
  /** Hours in one category of one credit. */
  hoursMax: 100,
  carriedInMax: 100,
  /** A reporting period is at most this many months long. */
  periodMonthsMax: 48,
  /** An uploaded certificate (PDF). */
  certificateMaxBytes: 5 * 1024 * 1024,
  /** All of one account's uploaded certificates together. */
  certificateStorageMaxBytes: 100 * 1024 * 1024,
  /** Credits entered by hand, per account. */
  outsideCreditsMax: 500,
  filenameMax: 120,
} as const;

export const TRACKER_MESSAGES = {
  chooseState: "Choose a state.",
  stateNotTracked: "Add this state first.",
  alreadyTracked: "This state is already in your tracker.",
  periodOrder: "The period must end after it starts.",
  periodTooLong: "A reporting period can be at most 4 years long.",
  periodNotFound: "That reporting period no longer exists.",
  creditNotFound: "That credit no longer exists.",
  noHours: "Enter the hours earned in at least one category.",
  creditOutsidePeriods:
    "Its date is in none of your reporting periods for this state, so it counts toward none of them.",
  certificateNotPdf: "The certificate must be a PDF file.",
  certificateDamaged:
    "The certificate begins like a PDF but is damaged or incomplete. Save it as a PDF again and upload that.",
  certificateTooLarge: "The certificate is larger than 5 MB. Upload a smaller PDF (at most 5 MB).",
  certificateEmpty: "The file is empty. Choose the PDF certificate again.",
  certificateStorageFull:
    "Your uploaded certificates take up the 100 MB an account can hold. Delete credits you no longer need, or add this one without its certificate.",
  tooManyCredits:
    "Your account holds 500 credits entered by hand, the most it can. Delete credits from ended periods first.",
  noProfile: "Add your details in Profile Settings first.",
  suggestionUnavailable:
    "A period cannot be worked out yet: add the details asked for, or enter the dates yourself.",
} as const;

/** Hours by category are posted as `hours-{category}`. */
export function hoursFieldName(category: CreditCategory): string {
  return `hours-${category}`;
}

/**
 * The credit categories a state's rules use (in any version), for entering a
 * credit earned elsewhere: General, then every category a requirement or a
 * format rule names, in the labels' order.
 */
export function stateCategories(rules: StateRules): CreditCategory[] {
  const used = new Set<CreditCategory>(["general"]);
  const walk = (requirements: readonly Requirement[]) => {
    for (const requirement of requirements) {
      for (const category of requirement.categories) used.add(category);
      walk(requirement.within ?? []);
    }
  };
  for (const version of rules.versions) {
    walk(version.requirements.value);
    for (const rule of version.formats.value) {
      if (rule.kind === "no-self-study-for" || rule.kind === "max-hours-in") {
        for (const category of rule.categories) used.add(category);
      }
    }
  }
  // A category the state folds into another (New York: professionalism into ethics) is not offered.
  return (Object.keys(CATEGORY_LABELS) as CreditCategory[]).filter(
    (category) => used.has(category) && isStateCategory(category, rules.slug),
  );
}
