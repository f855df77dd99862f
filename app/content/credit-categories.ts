import type { CreditCategory } from "./state-rules/types";

/**
 * The catalogue's own credit types: what a course carries before any state
 * approves it. A state approval may name other categories (CreditCategory).
 */
export const creditTypes = ["general", "ethics", "technology", "diversity", "wellness"] as const;
export type CreditType = (typeof creditTypes)[number];

/** Credit type names as attorneys read them. */
export const CREDIT_TYPE_LABELS: Record<CreditType, string> = {
  general: "General",
  ethics: "Ethics",
  technology: "Technology",
  diversity: "Elimination of Bias",
  wellness: "Wellness",
};

/**
 * Where each credit type counts in a state by default (a course approval in a
 * state may say otherwise, e.g. New York's cybersecurity credit).
 */
export const DEFAULT_CATEGORY_FOR_CREDIT_TYPE: Record<CreditType, CreditCategory> = {
  general: "general",
  ethics: "ethics",
  technology: "technology",
  diversity: "bias",
  wellness: "wellness",
};

/** The state rules' credit categories as attorneys read them (pages, certificates, tracker). */
export const CATEGORY_LABELS: Record<CreditCategory, string> = {
  general: "General",
  ethics: "Ethics",
  professionalism: "Professionalism",
  technology: "Technology",
  cybersecurity: "Cybersecurity, privacy and data protection",
  bias: "Diversity, inclusion and elimination of bias",
  wellness: "Mental health and wellness",
  "law-practice-management": "Law practice management",
  skills: "Skills",
  "law-and-procedure": "Law and legal procedure",
};

/**
 * A state's own names for categories, where they differ from the labels
 * above; null where the state has no such category of its own (its hours are
 * entered under the category that holds them). New York's Board counts
 * "Ethics and Professionalism" as one category [NY1].
 */
const STATE_CATEGORY_NAMES: Readonly<
  Record<string, Partial<Record<CreditCategory, string | null>>>
> = {
  "new-york": { ethics: "Ethics and professionalism", professionalism: null },
};

/** A category's name in a state (or the general label). */
export function categoryLabel(category: CreditCategory, stateSlug?: string): string {
  return (stateSlug && STATE_CATEGORY_NAMES[stateSlug]?.[category]) || CATEGORY_LABELS[category];
}

/** Whether a state counts this as a category of its own (false: folded into another). */
export function isStateCategory(category: CreditCategory, stateSlug: string): boolean {
  return STATE_CATEGORY_NAMES[stateSlug]?.[category] !== null;
}

/**
 * Hours by category in the labels' order (General first), whatever order the
 * record came in (PostgreSQL's jsonb keeps keys sorted by length, not as
 * written), named as the state names them when a state is given.
 */
export function categoryHours(
  credits: Partial<Record<CreditCategory, number>>,
  stateSlug?: string,
): { category: CreditCategory; label: string; hours: number }[] {
  return (Object.keys(CATEGORY_LABELS) as CreditCategory[]).flatMap((category) => {
    const hours = credits[category];
    return hours === undefined
      ? []
      : [{ category, label: categoryLabel(category, stateSlug), hours }];
  });
}
