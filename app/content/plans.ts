import { SPLASH_COURSE_ID } from "./catalogue";

/** Membership facts shared by sign-up, pricing, the plans page and checkout. */
export const FREE_TRIAL_DAYS = 14;

/**
 * The annual membership: a year of members' rates, bought once (it does not
 * renew by itself; see docs/decisions/0011-bundle-and-membership.md).
 */
export const ANNUAL_MEMBERSHIP = {
  name: "Annual Membership",
  priceCents: 9_900,
  days: 365,
  summary:
    "A year of members' rates on every course and bundle, with your certificates and credit tracker in one account.",
} as const;

/**
 * The annual membership is refunded in full when asked for within this many
 * days of payment, provided no members' rate was used meanwhile.
 */
export const MEMBERSHIP_REFUND_DAYS = 14;

/**
 * What a member gets, in the order the plans page lists it (all of it exists
 * in the product). The example prices come from the catalogue, formatted.
 */
export function memberBenefits(example: { title: string; member: string; regular: string } | null) {
  return [
    example
      ? `The members' rate on every course: ${example.title} is ${example.member} instead of ${example.regular}`
      : "The members' rate on every course",
    "The members' price on the 10-credit AI CLE bundle",
    "Attendance codes, instant certificates of attendance and a verification link for each",
    "A credit tracker for each state you are admitted in, with deadline reminders by e-mail",
    "Course slides and reference materials to download",
  ];
}

/** Courses whose two prices the plans page compares: the live splash course and an on-demand workshop. */
export const PRICE_EXAMPLE_COURSE_IDS = [
  SPLASH_COURSE_ID,
  "prompting-ai-legal-work-workshop",
] as const;
