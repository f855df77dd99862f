import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { FIRM_SEAT_MESSAGES, INVOICE_TERMS_DAYS } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { formatPrice } from "~/lib/format";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import { SEAT_HOLD_MINUTES } from "~/modules/payments/create-order.server";
import { createSeatPool } from "~/modules/payments/create-seat-pool.server";
import type { ProductRef } from "~/modules/payments/products";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { quoteFirmSeats } from "./quote-firm-seats.server";
import { readAttendeeDetails } from "./read-attendee-details.server";

const DAY_MS = 24 * 60 * 60_000;

export type FirmOrderRequest = {
  firmId: string;
  /** The administrator who buys. */
  uid: string;
  product: ProductRef;
  quantity: number;
  liveSessionId: string | null;
  discountCode: string | null;
  /** The total the administrator was shown; the server compares it with its own. */
  expectedTotalCents: number;
  idempotencyKey: string;
  provider: PaymentProvider["name"];
};

export type FirmOrderResult =
  | { ok: true; orderId: string; status: "pending" | "invoiced" | "paid" | "failed" | "refunded" }
  | {
      ok: false;
      status: number;
      message: string;
      field?: "discountCode" | "liveSessionId" | "product" | "quantity";
    };

/** A refusal found inside the transaction: nothing of the attempt is kept. */
class Refused extends Error {
  constructor(
    message: string,
    readonly field: "discountCode" | "liveSessionId",
  ) {
    super(message);
  }
}

/**
 * Places a firm's order for `quantity` seats. At or above the invoice
 * threshold it is invoiced at once (net 30) and its pool of seats made in the
 * same transaction; below, it waits for the card checkout, holding its seats
 * in the live session like any buyer's order. The live session's row is
 * locked while seats are counted and the discount code's row while its uses
 * are, as for a person's order. The same idempotency key finds the same order.
 */
export async function placeFirmOrder(
  db: Database,
  input: FirmOrderRequest,
  now = new Date(),
): Promise<FirmOrderResult> {
  const [previous] = await db
    .select({ id: orders.id, uid: orders.uid, status: orders.status })
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (previous) {
    if (previous.uid !== input.uid)
      return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.productUnavailable };
    return { ok: true, orderId: previous.id, status: previous.status };
  }
  const quoted = await quoteFirmSeats(db, { ...input, now });
  if (!quoted.ok) return quoted;
  const { quote } = quoted;
  if (quote.totalCents !== input.expectedTotalCents)
    return {
      ok: false,
      status: 409,
      message: FIRM_SEAT_MESSAGES.priceChanged(formatPrice(quote.totalCents)),
    };
  const session = quote.sessions.find((item) => item.id === input.liveSessionId) ?? null;
  if (quote.sessions.length > 0 && !session)
    return {
      ok: false,
      status: 422,
      message: FIRM_SEAT_MESSAGES.chooseSession,
      field: "liveSessionId",
    };
  const attendee = await readAttendeeDetails(db, input.uid);
  const orderId = `ord_${randomUUID().replaceAll("-", "")}`;
  const invoiced = quote.byInvoice;
  const values = {
    id: orderId,
    uid: input.uid,
    firmId: input.firmId,
    quantity: input.quantity,
    product: input.product.kind,
    courseId: input.product.kind === "course" ? input.product.courseId : null,
    bundleId: input.product.kind === "bundle" ? input.product.bundleId : null,
    courseName: quote.name,
    liveSessionId: session?.id ?? null,
    amountCents: quote.totalCents,
    discountCodeId: quote.discount?.codeId ?? null,
    discountCode: quote.discount?.code ?? null,
    discountCents: quote.discount?.discountCents ?? 0,
    priceKind: "regular" as const,
    status: invoiced ? ("invoiced" as const) : ("pending" as const),
    paymentTerms: invoiced ? ("invoice" as const) : ("card" as const),
    invoiceDueAt: invoiced ? new Date(now.getTime() + INVOICE_TERMS_DAYS * DAY_MS) : null,
    provider: input.provider,
    idempotencyKey: input.idempotencyKey,
    attendee,
    holdExpiresAt: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.transaction(async (tx) => {
      if (session) {
        const seat = await lockSessionAndCheckSeat(tx, session.id, now, undefined, input.quantity);
        if (!seat.available)
          throw new Refused(FIRM_SEAT_MESSAGES.notEnoughSeats(seat.free ?? 0), "liveSessionId");
      }
      if (quote.discount) {
        const reserved = await quoteFirmSeats(tx, { ...input, now, lock: true });
        if (!reserved.ok) throw new Refused(reserved.message, "discountCode");
        if (reserved.quote.totalCents !== quote.totalCents)
          throw new Refused(
            FIRM_SEAT_MESSAGES.priceChanged(formatPrice(reserved.quote.totalCents)),
            "discountCode",
          );
      }
      await tx.insert(orders).values(values);
      if (invoiced) await createSeatPool(tx, values, now);
    });
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, status: 409, message: error.message, field: error.field };
    throw error;
  }
  return { ok: true, orderId, status: values.status };
}
