// The shape of a price quote: made on the server (quote-product.server.ts),
// shown by the payment page's components.

import type { ProductRef } from "./products";

/** A live session the buyer may choose. */
export type QuoteSession = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  label: string | null;
  soldOut: boolean;
};

export type BundleQuoteItem = {
  courseId: string;
  title: string;
  creditHours: number;
  /** The buyer is registered for it already (the bundle still includes it). */
  owned: boolean;
};

/** A price for any product, as the payment page shows it. */
export type ProductQuote = {
  product: ProductRef;
  name: string;
  description: string;
  priceCents: number;
  regularPriceCents: number;
  priceKind: "member" | "regular";
  /** Live sessions to choose from (courses with live dates only). */
  sessions: QuoteSession[];
  /** A bundle's courses. */
  items: BundleQuoteItem[];
};
