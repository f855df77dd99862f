// What a buyer reads about a discount code: one place for pages and tests.

export const DISCOUNT_MESSAGES = {
  unknown: "This discount code is not valid. Check it and try again.",
  ended: "This discount code has ended.",
  notYet: "This discount code cannot be used yet.",
  expired: "This discount code has expired.",
  notForThis: "This discount code does not apply to this purchase.",
  usedByYou: "You have already used this discount code.",
  usedUp: "This discount code has been used as many times as it allows.",
  malformed: "Enter a discount code of 3 to 40 letters, digits or dashes.",
} as const;

/**
 * The HTTP status of a refused code. A code used up is a conflict with
 * other buyers (409), whether the first look or the locked count inside the
 * order's transaction finds it; the rest are about what was typed (422).
 */
export function discountRefusalStatus(message: string): 409 | 422 {
  return message === DISCOUNT_MESSAGES.usedUp ? 409 : 422;
}
