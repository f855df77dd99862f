import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import type { Mailer } from "~/modules/email/mailer.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { refundedCents, refundOrder } from "~/modules/payments/refund-order.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { lockSessionAt, type SessionChange } from "./save-session.server";
import {
  listSessionRegistrants,
  type MailOptions,
  sessionChangeMail,
} from "./session-change-mail.server";
import type { CancelChoice } from "./session-forms";

export type SessionCancellation =
  | {
      ok: true;
      told: number;
      refunded: number;
      /** Orders the provider did not refund, with its message: staff refund them from the order. */
      refundFailures: { orderId: string; message: string }[];
    }
  | (SessionChange & { ok: false });

/**
 * Cancels a live session: it leaves the site, every registrant gets a mail
 * with the invite that removes the event, and their registration either
 * stays with the course without a session ("keep": the place is kept, to be
 * moved to another session or watched on demand) or ends ("refund"): an order
 * that bought this session alone is refunded in full through its provider,
 * and a free registration ends. A place bought with a membership or bundle is
 * always kept (the purchase paid for more than this session).
 *
 * The session, the registrations and the mails change in one transaction;
 * the refunds follow, each with its own audit entry. A refund the provider
 * refuses is reported and leaves that registration kept.
 */
export async function cancelSession(
  db: Database,
  deps: { mailer: Mailer; provider: PaymentProvider } & MailOptions,
  actor: StaffActor,
  sessionId: string,
  input: { version: number; reason: string; paidSeats: CancelChoice },
  now = new Date(),
): Promise<SessionCancellation> {
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockSessionAt(tx, sessionId, input.version);
    if (!locked.ok) return locked;
    const session = locked.session;
    // Once it has started, attendees have been there: nothing to cancel or refund.
    if (session.startsAt <= now) {
      return {
        ok: false as const,
        reason: "invalid" as const,
        message: "The session has started: it can no longer be cancelled.",
      };
    }
    const [course] = await tx
      .select({ onDemand: sql<boolean>`${courses.media} is not null` })
      .from(courses)
      .where(eq(courses.id, session.courseId));
    const sequence = session.sequence + 1;
    await tx
      .update(liveSessions)
      .set({
        cancelledAt: now,
        cancellationReason: input.reason,
        sequence,
        version: session.version + 1,
        updatedAt: now,
      })
      .where(eq(liveSessions.id, sessionId));

    // The orders that bought this session's seat alone, still paid.
    const ownOrders = await tx
      .select({ id: orders.id, amountCents: orders.amountCents })
      .from(orders)
      .where(and(eq(orders.liveSessionId, sessionId), eq(orders.status, "paid")));
    const toRefund: { orderId: string; amountCents: number }[] = [];
    if (input.paidSeats === "refund") {
      for (const order of ownOrders) {
        const amountCents = order.amountCents - (await refundedCents(tx, order.id));
        if (amountCents > 0) toRefund.push({ orderId: order.id, amountCents });
      }
    }
    const refunding = new Set(toRefund.map((order) => order.orderId));

    const registrants = await listSessionRegistrants(tx, sessionId);
    for (const registrant of registrants) {
      const outcome =
        input.paidSeats === "keep" || (registrant.orderId && !refunding.has(registrant.orderId))
          ? "kept"
          : registrant.orderId
            ? "refunded"
            : "ended";
      await deps.mailer.sendEmail(
        sessionChangeMail(
          registrant,
          { ...session, sequence },
          { kind: "cancelled", reason: input.reason, outcome, onDemand: course?.onDemand === true },
          deps,
        ),
        tx,
      );
      if (outcome === "ended") {
        await tx.delete(courseRegistrations).where(eq(courseRegistrations.id, registrant.id));
      }
    }
    // Everyone else keeps the course without a session; a refund below ends
    // the registrations its order bought.
    await tx
      .update(courseRegistrations)
      .set({ liveSessionId: null, reminderSentAt: null })
      .where(eq(courseRegistrations.liveSessionId, sessionId));
    await recordStaffAction(tx, actor, {
      action: "session.cancel",
      recordType: "live-session",
      recordId: sessionId,
      before: { cancelledAt: null, registrants: registrants.length },
      after: {
        cancelledAt: now.toISOString(),
        paidSeats: input.paidSeats,
        refunding: [...refunding],
      },
      reason: input.reason,
    });
    return { ok: true as const, told: registrants.length, toRefund };
  });
  if (!cancelled.ok) return cancelled;
  if (cancelled.told > 0) deps.mailer.wake();

  let refunded = 0;
  const refundFailures: { orderId: string; message: string }[] = [];
  for (const order of cancelled.toRefund) {
    const outcome = await refundOrder(db, deps, actor, {
      orderId: order.orderId,
      amountCents: order.amountCents,
      reason: `Live session cancelled: ${input.reason}`,
      releaseAccess: true,
    });
    if (outcome.ok) refunded += 1;
    else
      refundFailures.push({
        orderId: order.orderId,
        message: outcome.reason === "provider" ? outcome.message : outcome.reason,
      });
  }
  return { ok: true, told: cancelled.told, refunded, refundFailures };
}
