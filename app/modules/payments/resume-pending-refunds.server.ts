import { and, asc, eq, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds } from "~/db/schema/orders";
import type { Mailer } from "~/modules/email/mailer.server";
import type { PaymentProvider } from "./provider.server";
import { failRefund, sendRefund } from "./refund-order.server";

/** A refund still pending this long was not finished by the request that reserved it. */
export const RESUME_REFUNDS_AFTER_MS = 2 * 60_000;
/**
 * Stripe keeps an idempotency key for 24 hours: past that, asking again could
 * refund twice, so an older pending refund is marked failed for staff to check.
 */
export const GIVE_UP_REFUNDS_AFTER_MS = 20 * 60 * 60_000;

export const UNCONFIRMED_REFUND_MESSAGE =
  "The payment provider did not confirm this refund within a day: check its dashboard before refunding again.";

/**
 * Finishes refunds that were reserved but never sent or never completed (the
 * process stopped between the two, or while a cancelled session's refunds
 * were being sent): each is asked of the provider again under its own
 * idempotency key, so one that did reach the provider is not made twice.
 * Several instances may run this at once: the key and `completeRefund`'s
 * pending-only update make it one refund and one notice.
 */
export async function resumePendingRefunds(
  db: Database,
  deps: { provider: PaymentProvider; mailer: Mailer },
  now = new Date(),
): Promise<{ resumed: number; failed: number; abandoned: number }> {
  const due = await db
    .select({ id: orderRefunds.id, createdAt: orderRefunds.createdAt })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "pending"),
        lt(orderRefunds.createdAt, new Date(now.getTime() - RESUME_REFUNDS_AFTER_MS)),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(50);
  const counts = { resumed: 0, failed: 0, abandoned: 0 };
  for (const refund of due) {
    if (refund.createdAt.getTime() < now.getTime() - GIVE_UP_REFUNDS_AFTER_MS) {
      await failRefund(db, refund.id, UNCONFIRMED_REFUND_MESSAGE);
      counts.abandoned += 1;
      continue;
    }
    const sent = await sendRefund(db, deps, refund.id);
    if (sent.ok) counts.resumed += 1;
    else counts.failed += 1;
  }
  return counts;
}
