import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema/orders";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { completeRefund, refundedCents } from "./refund-order.server";

/** Who the audit log names for a refund made at the provider, not in the console. */
export const PROVIDER_DASHBOARD_ACTOR: StaffActor = {
  id: null,
  email: "Stripe dashboard",
  roles: [],
  ipAddress: null,
};

export type ProviderRefund = {
  orderId: string;
  /** The provider's refund id: the same refund is recorded once. */
  providerRefundId: string;
  amountCents: number;
  /** The provider's reason code, if one was given. */
  providerReason: string | null;
};

export type ProviderRefundOutcome =
  | { outcome: "recorded"; refundId: string; orderRefunded: boolean }
  | { outcome: "known" }
  | { outcome: "not-paid-yet" }
  | { outcome: "not-found" };

/**
 * A refund made in the provider's own dashboard, as its webhook reports it:
 * recorded like a console refund (audit entry, refund row, order status,
 * the attendee's notice) so the console's figures and the refundable amount
 * stay right. A refund of everything still paid also ends the access the
 * order gave (seats, courses, membership), as a full refund from the console
 * does by default; a partial one keeps it. An order whose payment has not
 * reached us yet is "not-paid-yet": the caller asks the provider to send the
 * event again later, so a refund never lands before its payment.
 */
export async function recordProviderRefund(
  db: Database,
  mailer: Mailer,
  refund: ProviderRefund,
): Promise<ProviderRefundOutcome> {
  const recorded = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for("update");
    if (!order) return { outcome: "not-found" as const };
    const [known] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.providerRefundId, refund.providerRefundId));
    if (known) return { outcome: "known" as const };
    if (order.status === "pending") return { outcome: "not-paid-yet" as const };
    const already = await refundedCents(tx, order.id);
    const remaining = order.amountCents - already;
    const id = randomUUID();
    const reason = `Refunded in the Stripe dashboard${refund.providerReason ? ` (${refund.providerReason.replaceAll("_", " ")})` : ""}.`;
    const releaseAccess = remaining > 0 && refund.amountCents >= remaining;
    await tx.insert(orderRefunds).values({
      id,
      orderId: order.id,
      amountCents: refund.amountCents,
      reason,
      releasedAccess: releaseAccess,
      requestedBy: PROVIDER_DASHBOARD_ACTOR.email,
      providerRefundId: refund.providerRefundId,
    });
    await recordStaffAction(tx, PROVIDER_DASHBOARD_ACTOR, {
      action: "order.refund",
      recordType: "order",
      recordId: order.id,
      before: { status: order.status, refundedCents: already },
      after: { refundId: id, amountCents: refund.amountCents, releaseAccess },
      reason,
    });
    return { outcome: "recorded" as const, id };
  });
  if (recorded.outcome !== "recorded") return recorded;
  const completed = await completeRefund(db, mailer, recorded.id, refund.providerRefundId);
  return { outcome: "recorded", refundId: recorded.id, orderRefunded: completed.orderRefunded };
}
