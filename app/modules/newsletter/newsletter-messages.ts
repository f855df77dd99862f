/** Spec §4/§8: the newsletter forms' texts (the forms and the server read them here). */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  failure: "Something went wrong. Please try again later.",
  successUpcoming: "Thank you for subscribing! We'll keep you updated.",
  successHero: "Thank you for signing up! You'll receive our updates soon.",
} as const;

/** Spec §5: the only check the forms make: an '@' and a '.'. */
export function looksLikeEmail(value: string): boolean {
  return value.includes("@") && value.includes(".");
}
