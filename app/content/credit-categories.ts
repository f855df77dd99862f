import type { CreditCategory } from "./state-rules/types";

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
 * Hours by category in the labels' order (General first), whatever order the
 * record came in: PostgreSQL's jsonb keeps keys sorted by length, not as written.
 */
export function categoryHours(
  credits: Partial<Record<CreditCategory, number>>,
): { category: CreditCategory; label: string; hours: number }[] {
  return (Object.keys(CATEGORY_LABELS) as CreditCategory[]).flatMap((category) => {
    const hours = credits[category];
    return hours === undefined ? [] : [{ category, label: CATEGORY_LABELS[category], hours }];
  });
}
