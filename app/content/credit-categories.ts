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
