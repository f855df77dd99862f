import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";
import { certificates } from "~/db/schema/certificates";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatPrice } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import { RefundConfirmation } from "~/modules/email/templates/refund-confirmation";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { PaymentProvider } from "./provider.server";

export type RefundRequest = {
  orderId: string;
  amountCents: number;
  reason: string;
  /** Take back the seats, courses or membership the order gave. */
  releaseAccess: boolean;
};

export type RefundOutcome =
  | { ok: true; refundId: string; orderRefunded: boolean }
  | { ok: false; reason: "not-found" | "not-paid" }
  | { ok: false; reason: "too-much"; refundableCents: number }
  | { ok: false; reason: "provider"; message: string };

/** Cents already refunded or being refunded. */
export async function refundedCents(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        inArray(orderRefunds.status, ["pending", "succeeded"]),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * Step 1 of a refund, inside the caller's transaction: the refund is written
 * as pending (the order locked, so two refunds at once never exceed what was
 * paid) with its audit entry. Once committed it is owed: `sendRefund` asks
 * the provider, and if the process stops first, the pending-refund job
 * (`resumePendingRefunds`) asks it later under the same idempotency key.
 */
export async function reserveRefund(
  tx: Database,
  actor: StaffActor,
  request: RefundRequest,
): Promise<{ ok: true; id: string } | Exclude<RefundOutcome, { ok: true }>> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for("update");
  if (!order) return { ok: false, reason: "not-found" };
  if (order.status !== "paid") return { ok: false, reason: "not-paid" };
  const already = await refundedCents(tx, order.id);
  const refundableCents = order.amountCents - already;
  if (request.amountCents > refundableCents) {
    return { ok: false, reason: "too-much", refundableCents };
  }
  const id = randomUUID();
  await tx.insert(orderRefunds).values({
    id,
    orderId: order.id,
    amountCents: request.amountCents,
    reason: request.reason,
    releasedAccess: request.releaseAccess,
    requestedBy: actor.email,
  });
  await recordStaffAction(tx, actor, {
    action: "order.refund",
    recordType: "order",
    recordId: order.id,
    before: { status: order.status, refundedCents: already },
    after: { refundId: id, amountCents: request.amountCents, releaseAccess: request.releaseAccess },
    reason: request.reason,
  });
  return { ok: true, id };
}

/**
 * Steps 2 and 3: asks the provider for a pending refund, under the refund's
 * idempotency key (so asking twice is one refund), then completes it
 * (completeRefund), unless the provider's webhook got there first. A
 * provider failure marks the refund failed and says why; nothing else changes.
 * A refund no longer pending is left as it is.
 */
export async function sendRefund(
  db: Database,
  deps: { provider: PaymentProvider; mailer: Mailer },
  refundId: string,
): Promise<{ ok: true; orderRefunded: boolean } | { ok: false; message: string }> {
  const [refund] = await db
    .select({
      orderId: orderRefunds.orderId,
      amountCents: orderRefunds.amountCents,
      status: orderRefunds.status,
      reference: orders.providerReference,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!refund) return { ok: false, message: "The refund does not exist." };
  if (refund.status === "pending") {
    let providerRefundId: string | null;
    try {
      providerRefundId = refund.reference
        ? await deps.provider.refund(refund.reference, {
            amountCents: refund.amountCents,
            idempotencyKey: `refund_${refundId}`,
            metadata: { orderId: refund.orderId, refundId },
          })
        : null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await failRefund(db, refundId, message);
      return { ok: false, message };
    }
    await completeRefund(db, deps.mailer, refundId, providerRefundId);
  }
  // Read back: the provider's webhook may have completed the refund first.
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  return { ok: true, orderRefunded: order?.status === "refunded" };
}

/** Refunds a paid order, whole or in part, through its provider: reserve, then send. */
export async function refundOrder(
  db: Database,
  deps: { provider: PaymentProvider; mailer: Mailer },
  actor: StaffActor,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const reserved = await db.transaction((tx) => reserveRefund(tx, actor, request));
  if (!reserved.ok) return reserved;
  const sent = await sendRefund(db, deps, reserved.id);
  if (!sent.ok) return { ok: false, reason: "provider", message: sent.message };
  return { ok: true, refundId: reserved.id, orderRefunded: sent.orderRefunded };
}

/** Marks a pending refund failed (the provider refused it); a completed one stays as it is. */
export async function failRefund(db: Database, refundId: string, reason: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ status: "failed", failureReason: reason.slice(0, 500), completedAt: new Date() })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")));
}

/**
 * Completes a pending refund once the provider has made it (from the staff
 * action or the provider's webhook, whichever comes first; the second finds
 * nothing pending and changes nothing): the access it takes back, the
 * order's status when all of it is refunded, and the attendee's notice.
 */
export async function completeRefund(
  db: Database,
  mailer: Mailer,
  refundId: string,
  providerRefundId: string | null,
  now = new Date(),
): Promise<{ changed: boolean; orderRefunded: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({ status: "succeeded", providerRefundId, completedAt: now })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")))
      .returning();
    if (!refund) return { changed: false, orderRefunded: false };
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for("update");
    if (!order) return { changed: true, orderRefunded: false };
    if (refund.releasedAccess) {
      // Registrations with a certificate issued stay: the certificate records attendance.
      await tx.delete(courseRegistrations).where(
        and(
          eq(courseRegistrations.orderId, order.id),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(certificates)
              .where(
                and(
                  eq(certificates.uid, courseRegistrations.uid),
                  eq(certificates.courseId, courseRegistrations.courseId),
                ),
              ),
          ),
        ),
      );
      await tx
        .update(plans)
        .set({ cancelledAt: now })
        .where(and(eq(plans.orderId, order.id), isNull(plans.cancelledAt)));
    }
    const [{ cents } = { cents: 0 }] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "succeeded")));
    const orderRefunded = cents >= order.amountCents;
    if (orderRefunded) {
      await tx
        .update(orders)
        .set({ status: "refunded", updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    await mailer.sendEmail(
      {
        to: order.attendee.email,
        uid: order.uid ?? undefined,
        subject: `Refund: ${order.courseName}`,
        template: "refund-confirmation",
        body: RefundConfirmation({
          firstName: order.attendee.firstName,
          courseName: order.courseName,
          amount: formatPrice(refund.amountCents),
          orderId: order.id,
          whole: orderRefunded,
          accessEnded: refund.releasedAccess,
          paid: formatPrice(order.amountCents),
          discount: order.discountCode
            ? { code: order.discountCode, amount: formatPrice(order.discountCents) }
            : null,
        }),
      },
      tx,
    );
    return { changed: true, orderRefunded };
  });
  if (result.changed) mailer.wake();
  return result;
}
