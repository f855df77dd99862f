import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import {
  type AppliedDiscount,
  applyDiscountCode,
} from "~/modules/discounts/apply-discount-code.server";
import { discountRefusalStatus } from "~/modules/discounts/discount-messages";
import type { QuoteSession } from "~/modules/payments/product-quote";
import type { ProductRef } from "~/modules/payments/products";
import { quoteProduct } from "~/modules/payments/quote-product.server";
import { getInvoiceThreshold } from "./get-invoice-threshold.server";

/** What a firm pays for N seats, and how (card, or invoice from the threshold on). */
export type FirmSeatQuote = {
  product: ProductRef;
  name: string;
  /** Firms pay the regular price per seat. */
  unitPriceCents: number;
  quantity: number;
  subtotalCents: number;
  discount: AppliedDiscount | null;
  totalCents: number;
  sessions: QuoteSession[];
  byInvoice: boolean;
  thresholdCents: number;
};

export type FirmQuoteResult =
  | { ok: true; quote: FirmSeatQuote }
  | { ok: false; status: number; message: string; field?: "discountCode" | "product" };

/**
 * The price of `quantity` seats of a product for a firm, decided here from
 * the catalogue (never from the browser): the regular price per seat, then
 * the discount code on the whole, then card or invoice by the threshold.
 */
export async function quoteFirmSeats(
  db: Database,
  input: {
    uid: string;
    product: ProductRef;
    quantity: number;
    discountCode?: string | null;
    now?: Date;
    lock?: boolean;
  },
): Promise<FirmQuoteResult> {
  const now = input.now ?? new Date();
  const base = await quoteProduct(db, input.uid, input.product, now);
  if (!base)
    return {
      ok: false,
      status: 404,
      message: FIRM_SEAT_MESSAGES.productUnavailable,
      field: "product",
    };
  const subtotalCents = base.regularPriceCents * input.quantity;
  const typed = input.discountCode?.trim() || null;
  let discount: AppliedDiscount | null = null;
  if (typed) {
    const applied = await applyDiscountCode(db, {
      typed,
      uid: input.uid,
      product: input.product,
      priceCents: subtotalCents,
      now,
      lock: input.lock ?? false,
    });
    if (!applied.ok) {
      const status = discountRefusalStatus(applied.message);
      return { ok: false, status, message: applied.message, field: "discountCode" };
    }
    discount = applied.discount;
  }
  const totalCents = discount ? discount.priceCents : subtotalCents;
  const thresholdCents = await getInvoiceThreshold(db);
  return {
    ok: true,
    quote: {
      product: input.product,
      name: base.name,
      unitPriceCents: base.regularPriceCents,
      quantity: input.quantity,
      subtotalCents,
      discount,
      totalCents,
      sessions: base.sessions,
      byInvoice: totalCents >= thresholdCents,
      thresholdCents,
    },
  };
}
