import { randomUUID } from "node:crypto";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type CampaignAttribution, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import {
  type AppliedDiscount,
  applyDiscountCode,
} from "~/modules/discounts/apply-discount-code.server";
import { discountRefusalStatus } from "~/modules/discounts/discount-messages";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { PAYMENT_MESSAGES } from "./payment-messages";
import type { ProductRef } from "./products";
import type { PaymentProvider } from "./provider.server";
import { quoteProduct } from "./quote-product.server";

/**
 * How long a buyer at the checkout holds a seat. The Stripe session expires
 * with the hold, and Stripe wants at least 30 minutes from the session's
 * creation: the margin covers the time between the order and the session.
 */
export const SEAT_HOLD_MINUTES = 35;

type Attendee = { firstName: string; lastName: string; email: string; state: string };

/** What the buyer asks for: the product, the live session, and the price they were shown. */
export type OrderRequest = {
  uid: string;
  product: ProductRef;
  liveSessionId: string | null;
  expectedPriceCents: number;
  attendee: Attendee;
  utm: CampaignAttribution | null;
  idempotencyKey: string;
  /** The discount code the buyer entered, if any. */
  discountCode?: string | null;
};

/** A discount code refused inside the order's transaction: nothing of the attempt is kept. */
class DiscountRefused extends Error {}

type CreateOrderResult =
  | {
      ok: true;
      orderId: string;
      existing: boolean;
      /** Checkouts of replaced orders, to be closed at the provider. */
      superseded?: string[];
    }
  | { ok: false; status: number; message: string; field?: "liveSessionId" | "discountCode" };

/**
 * Creates a pending order that holds one seat in the chosen live session.
 * The session's row is locked while seats (registrations and live holds) are
 * counted, so the last seats go to exactly as many buyers as there are seats,
 * whichever instance they reach. The same idempotency key finds the same
 * order: a double submit never makes two.
 */
export async function createOrder(
  db: Database,
  input: OrderRequest & { provider: PaymentProvider["name"] },
  now = new Date(),
): Promise<CreateOrderResult> {
  const [previous] = await db
    .select({ id: orders.id, uid: orders.uid })
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (previous) {
    if (previous.uid !== input.uid)
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.providerFailed };
    return { ok: true, orderId: previous.id, existing: true };
  }

  const quote = await quoteProduct(db, input.uid, input.product, now);
  if (!quote) return { ok: false, status: 404, message: PAYMENT_MESSAGES.unknownCourse };
  const typedCode = input.discountCode?.trim() || null;
  let discount: AppliedDiscount | null = null;
  if (typedCode) {
    const applied = await applyDiscountCode(db, {
      typed: typedCode,
      uid: input.uid,
      product: input.product,
      priceCents: quote.priceCents,
      now,
    });
    if (!applied.ok) {
      const status = discountRefusalStatus(applied.message);
      return { ok: false, status, message: applied.message, field: "discountCode" };
    }
    discount = applied.discount;
  }
  const priceCents = discount ? discount.priceCents : quote.priceCents;
  if (input.expectedPriceCents !== priceCents) {
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.priceChanged(priceCents) };
  }
  const { product } = quote;
  if (product.kind === "course") {
    const [registered] = await db
      .select({ id: courseRegistrations.id })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, registrationId(input.uid, product.courseId)))
      .limit(1);
    if (registered) {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.alreadyRegistered(quote.name) };
    }
  }
  if (product.kind === "bundle" && quote.items.every((item) => item.owned)) {
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.bundleOwned };
  }
  const session = quote.sessions.find((item) => item.id === input.liveSessionId) ?? null;
  if (quote.sessions.length > 0 && !session) {
    return {
      ok: false,
      status: 422,
      message: PAYMENT_MESSAGES.chooseSession,
      field: "liveSessionId",
    };
  }

  const orderId = `ord_${randomUUID().replaceAll("-", "")}`;
  const superseded: string[] = [];
  const holdExpiresAt = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  const courseId = product.kind === "course" ? product.courseId : null;
  const bundleId = product.kind === "bundle" ? product.bundleId : null;
  const sameProduct: SQL =
    product.kind === "course"
      ? eq(orders.courseId, product.courseId)
      : product.kind === "bundle"
        ? eq(orders.bundleId, product.bundleId)
        : eq(orders.product, "membership");
  const transaction = db.transaction(async (tx) => {
    // A seat held for this buyer by a waiting-list offer is theirs to take.
    const seat = session
      ? await lockSessionAndCheckSeat(tx, session.id, now, undefined, 1, input.uid)
      : null;
    if (seat && !seat.available) {
      return "full" as const;
    }
    // A new attempt replaces this buyer's earlier unpaid ones for the same
    // product: their holds go back (never the order of this same attempt,
    // should a double submit race here).
    const replaced = await tx
      .update(orders)
      .set({ status: "failed", failureReason: "superseded", updatedAt: now })
      .where(
        and(
          eq(orders.uid, input.uid),
          sameProduct,
          eq(orders.status, "pending"),
          ne(orders.idempotencyKey, input.idempotencyKey),
        ),
      )
      .returning({ reference: orders.providerReference });
    superseded.push(...replaced.flatMap((row) => (row.reference ? [row.reference] : [])));
    // The code's use is reserved here, its row locked while its uses are
    // counted (after this buyer's replaced orders gave theirs back).
    if (typedCode) {
      const reserved = await applyDiscountCode(tx, {
        typed: typedCode,
        uid: input.uid,
        product: input.product,
        priceCents: quote.priceCents,
        now,
        lock: true,
      });
      if (!reserved.ok) throw new DiscountRefused(reserved.message);
      if (reserved.discount.priceCents !== priceCents) {
        throw new DiscountRefused(PAYMENT_MESSAGES.priceChanged(reserved.discount.priceCents));
      }
    }
    const inserted = await tx
      .insert(orders)
      .values({
        id: orderId,
        uid: input.uid,
        product: product.kind,
        courseId,
        bundleId,
        courseName: quote.name,
        liveSessionId: session?.id ?? null,
        amountCents: priceCents,
        discountCodeId: discount?.codeId ?? null,
        discountCode: discount?.code ?? null,
        discountCents: discount?.discountCents ?? 0,
        priceKind: quote.priceKind,
        provider: input.provider,
        idempotencyKey: input.idempotencyKey,
        attendee: input.attendee,
        utm: input.utm,
        holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    return inserted.length > 0 ? ("created" as const) : ("duplicate" as const);
  });
  let outcome: Awaited<typeof transaction>;
  try {
    outcome = await transaction;
  } catch (error) {
    if (error instanceof DiscountRefused) {
      return { ok: false, status: 409, message: error.message, field: "discountCode" };
    }
    throw error;
  }
  if (outcome === "full") {
    return {
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.sessionSoldOut,
      field: "liveSessionId",
    };
  }
  if (outcome === "duplicate") {
    // Two submits with one key raced; the other one made the order.
    const [winner] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (winner) return { ok: true, orderId: winner.id, existing: true };
  }
  return { ok: true, orderId, existing: false, superseded };
}
