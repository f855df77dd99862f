// The members' price rule, in one place for the server (checkout, the public
// pages' loaders) and the browser (the course page's registration box).

/**
 * What a member pays: the members' rate, or the regular price where there is
 * none (null for a course with neither price yet).
 */
export function membersPriceCents<Price extends number | null>(prices: {
  priceCents: Price;
  memberPriceCents: number | null;
}): number | Price {
  return prices.memberPriceCents ?? prices.priceCents;
}

/**
 * What this buyer pays, and at which rate: members (free-trial users
 * included) pay the members' rate. Checkout charges it, and the public pages
 * show it, from here.
 */
export function buyerPrice(
  prices: { priceCents: number; memberPriceCents: number | null },
  member: boolean,
): { priceCents: number; regularPriceCents: number; priceKind: "member" | "regular" } {
  const priceCents = member ? membersPriceCents(prices) : prices.priceCents;
  return {
    priceCents,
    regularPriceCents: prices.priceCents,
    priceKind: member && priceCents !== prices.priceCents ? "member" : "regular",
  };
}

/**
 * What a member saves on one purchase, and whether that saving alone pays for
 * the annual membership (the plans page's comparison says so).
 */
export function memberSaving(
  prices: { priceCents: number; memberPriceCents: number },
  membershipPriceCents: number,
): { savingCents: number; coversMembership: boolean } {
  const savingCents = prices.priceCents - prices.memberPriceCents;
  return { savingCents, coversMembership: savingCents >= membershipPriceCents };
}
