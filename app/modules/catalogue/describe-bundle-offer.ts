import { formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { BundleOffer } from "./get-bundle-offer.server";

/** What a signed-in buyer's quote for the bundle says: their price and the courses they own. */
type BuyerBundleQuote = {
  priceCents: number;
  priceKind: "member" | "regular";
  items: readonly { courseId: string; owned: boolean }[];
};

/** The bundle as the pricing page shows it, its prices formatted so the browser needs no price code. */
export type BundleOfferView = {
  id: string;
  title: string;
  summary: string;
  courses: {
    id: string;
    title: string;
    credits: string;
    regular: string;
    member: string;
    /** The buyer is registered for it already. */
    owned: boolean;
  }[];
  credits: string;
  regular: string;
  member: string;
  /** What its courses cost bought one by one. */
  separately: { regular: string; member: string };
  saving: { regular: string; member: string };
  /** What this buyer would pay (signed in only). */
  yourPrice: { amount: string; member: boolean } | null;
  /** The buyer has every course in it: nothing left to buy. */
  ownsAll: boolean;
};

/**
 * The bundle's offer: what it saves against its courses bought one by one,
 * and, for a signed-in buyer (`quote`), their price and the courses they own
 * already.
 */
export function describeBundleOffer(
  bundle: BundleOffer,
  quote: BuyerBundleQuote | null,
): BundleOfferView {
  const owned = new Set(quote?.items.filter((item) => item.owned).map((item) => item.courseId));
  return {
    id: bundle.id,
    title: bundle.title,
    summary: bundle.summary,
    courses: bundle.courses.map((course) => ({
      id: course.id,
      title: course.title,
      credits: formatHours(course.creditHours),
      regular: formatPrice(course.priceCents),
      member: formatPrice(course.memberPriceCents),
      owned: owned.has(course.id),
    })),
    credits: formatHours(bundle.creditHours),
    regular: formatPrice(bundle.priceCents),
    member: formatPrice(bundle.memberPriceCents),
    separately: {
      regular: formatPrice(bundle.separately.priceCents),
      member: formatPrice(bundle.separately.memberPriceCents),
    },
    saving: {
      regular: formatPrice(bundle.separately.priceCents - bundle.priceCents),
      member: formatPrice(bundle.separately.memberPriceCents - bundle.memberPriceCents),
    },
    yourPrice: quote
      ? { amount: formatPrice(quote.priceCents), member: quote.priceKind === "member" }
      : null,
    ownsAll: quote?.items.every((item) => item.owned) === true,
  };
}
