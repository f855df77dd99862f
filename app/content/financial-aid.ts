// The financial-aid policy's public address, its default text, and what the
// aid request asks. The default holds what Illinois asks of the policy (aid
// for all Illinois attorneys, the criteria, how to apply, whom to contact,
// at least 50 % off a course over $500), New Jersey's scholarship or waiver
// for significant hardship, and New York's statement that aid is available
// (state-rules/financial-aid-rules-data.ts). Staff may edit it; each saved
// text is a new version.

export const FINANCIAL_AID_PATH = "/financial-aid";

export function defaultAidPolicy(contactEmail: string): string {
  return [
    "Financial aid is available for every course we charge for.",
    "",
    "Who may apply",
    "Any attorney who cannot pay the full fee because of financial hardship may apply, whatever the state they practise in. Financial aid is offered to all Illinois attorneys. New Jersey attorneys facing significant hardship, including unemployment, may receive a scholarship or a full fee waiver.",
    "",
    "Criteria",
    "We consider unemployment or under-employment, work in public service, legal aid, government or not-for-profit organisations, a solo or small practice with limited income, and other financial hardship you describe. Meals, lodging and travel are not covered.",
    "",
    "What you receive",
    `A reduced fee, a scholarship or a full waiver, as a discount code for your account and the course. For a course over $500, a qualifying Illinois attorney receives a reduction of at least 50 %.`,
    "",
    "How to apply",
    "Sign in, choose the course, and send the request form on this page with the reason and your employment status. We answer by e-mail, usually within two business days; a granted request comes with a single-use code that you enter at payment.",
    "",
    "Contact",
    `Write to ${contactEmail} with any question about financial aid.`,
  ].join("\n");
}

export const EMPLOYMENT_STATUSES = {
  unemployed: "Unemployed",
  "public-interest": "Public interest, legal aid or not-for-profit",
  government: "Government",
  "solo-small": "Solo or small practice",
  employed: "Employed in a firm or company",
  other: "Other",
} as const;

export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES;

/** The statement that sits beside each fee-based course, the payment page and the receipts. */
export const AID_STATEMENT = "Financial aid is available.";
