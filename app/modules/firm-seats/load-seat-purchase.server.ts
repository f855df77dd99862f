import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { seatQuoteSchema } from "./firm-seat-forms";
import { listSeatProducts } from "./load-seat-shop.server";
import { type FirmSeatQuote, quoteFirmSeats } from "./quote-firm-seats.server";

export type SeatPurchasePage = {
  products: Awaited<ReturnType<typeof listSeatProducts>>;
  /** What was asked (the query), to show again. */
  values: { product: string; quantity: string; discountCode: string; liveSessionId: string };
  quote: FirmSeatQuote | null;
  errors: Record<string, string>;
  /** One per page: a double submit finds the same order. */
  idempotencyKey: string;
};

/**
 * The buy page: the products, and, once the query names what and how many,
 * the quote (price, discount, card or invoice) or why not, field by field.
 */
export async function loadSeatPurchase(
  db: Database,
  uid: string,
  params: URLSearchParams,
): Promise<SeatPurchasePage> {
  const products = await listSeatProducts(db);
  const raw = {
    product: params.get("product") ?? "",
    quantity: params.get("quantity") ?? "",
    discountCode: params.get("discountCode") ?? "",
    liveSessionId: params.get("liveSessionId") ?? "",
  };
  const page = { products, values: raw, quote: null, errors: {}, idempotencyKey: randomUUID() };
  if (!params.has("product") || !params.has("quantity")) return page;
  const parsed = seatQuoteSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ...page, errors };
  }
  const quoted = await quoteFirmSeats(db, { uid, ...parsed.data });
  if (!quoted.ok) return { ...page, errors: { [quoted.field ?? "product"]: quoted.message } };
  return { ...page, quote: quoted.quote };
}
