import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { UNDO_MINUTES } from "~/lib/confirmation";
import type { Mailer } from "~/modules/email/mailer.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { refundedCents, reserveRefund, sendRefund } from "~/modules/payments/refund-order.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { lockSessionAt, type SessionChange } from "./save-session.server";
import {
  listSessionRegistrants,
  type MailOptions,
  sessionChangeMail,
} from "./session-change-mail.server";
import type { CancelChoice } from "./session-fields";

export type SessionCancellation =
  | {
      ok: true;
      told: number;
      /** When the registrants are told, if the cancellation may still be undone until then. */
      undo: { entry: number; version: number; until: Date } | null;
      refunded: number;
      /** Orders the provider did not refund, with its message: staff refund them from the order. */
      refundFailures: { orderId: string; message: string }[];
    }
  | (SessionChange & { ok: false });

/**
 * Cancels a live session: it leaves the site, every registrant gets a mail
 * with the invite that removes the event, and their registration either
 * stays with the course without a session ("keep": the place is kept; the
 * attorney chooses another session on the dashboard, staff may move them, or
 * they watch on demand) or ends ("refund"): an order
 * that bought this session alone is refunded in full through its provider,
 * and a free registration ends. A place bought with a membership or bundle is
 * always kept (the purchase paid for more than this session).
 *
 * The session, the registrations, the mails and the refunds owed (each
 * reserved as pending, with its audit entry) are one transaction; the
 * provider is asked for them afterwards. If the process stops in between,
 * the pending-refund job sends them later (resume-pending-refunds.server.ts).
 * A refund the provider refuses is reported and leaves that registration kept.
 *
 * Keeping the places can be undone: the mails then wait UNDO_MINUTES in the
 * outbox, and the audit entry keeps what an undo restores (the mails to
 * withdraw, each place's reminder). See undo-session-cancel.server.ts.
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
    const toRefund: { orderId: string; refundId: string }[] = [];
    if (input.paidSeats === "refund") {
      for (const order of ownOrders) {
        const amountCents = order.amountCents - (await refundedCents(tx, order.id));
        if (amountCents <= 0) continue;
        const reserved = await reserveRefund(tx, actor, {
          orderId: order.id,
          amountCents,
          reason: `Live session cancelled: ${input.reason}`,
          releaseAccess: true,
        });
        if (reserved.ok) toRefund.push({ orderId: order.id, refundId: reserved.id });
      }
    }
    const refunding = new Set(toRefund.map((order) => order.orderId));

    const registrants = await listSessionRegistrants(tx, sessionId);
    const undoable = input.paidSeats === "keep";
    const until = new Date(now.getTime() + UNDO_MINUTES * 60_000);
    const places = undoable
      ? await tx
          .select({
            id: courseRegistrations.id,
            reminderSentAt: courseRegistrations.reminderSentAt,
          })
          .from(courseRegistrations)
          .where(eq(courseRegistrations.liveSessionId, sessionId))
      : [];
    const mails: string[] = [];
    for (const registrant of registrants) {
      const outcome =
        input.paidSeats === "keep" || (registrant.orderId && !refunding.has(registrant.orderId))
          ? "kept"
          : registrant.orderId
            ? "refunded"
            : "ended";
      const mail = sessionChangeMail(
        registrant,
        { ...session, sequence },
        { kind: "cancelled", reason: input.reason, outcome, onDemand: course?.onDemand === true },
        deps,
      );
      mails.push(await deps.mailer.sendEmail(undoable ? { ...mail, sendAfter: until } : mail, tx));
      if (outcome === "ended") {
        await tx.delete(courseRegistrations).where(eq(courseRegistrations.id, registrant.id));
      }
    }
    // Everyone else keeps the course without a session; a refund below ends
    // the registrations its order bought. Without a session the offset alone
    // must hold the SEQUENCE the cancellation just sent, so the invite of the
    // session they choose next outranks it (move-registration.server.ts).
    await tx
      .update(courseRegistrations)
      .set({
        liveSessionId: null,
        reminderSentAt: null,
        inviteSequenceOffset: sql`${courseRegistrations.inviteSequenceOffset} + ${sequence}`,
      })
      .where(eq(courseRegistrations.liveSessionId, sessionId));
    const entry = await recordStaffAction(tx, actor, {
      action: "session.cancel",
      recordType: "live-session",
      recordId: sessionId,
      before: { cancelledAt: null, registrants: registrants.length },
      after: {
        cancelledAt: now.toISOString(),
        paidSeats: input.paidSeats,
        refunding: [...refunding],
        ...(undoable
          ? {
              undo: {
                until: until.toISOString(),
                sequence: session.sequence,
                mails,
                places: places.map((place) => ({
                  id: place.id,
                  reminderSentAt: place.reminderSentAt?.toISOString() ?? null,
                })),
              },
            }
          : {}),
      },
      reason: input.reason,
    });
    return {
      ok: true as const,
      told: registrants.length,
      toRefund,
      undo: undoable ? { entry, version: session.version + 1, until } : null,
    };
  });
  if (!cancelled.ok) return cancelled;
  if (cancelled.told > 0 && !cancelled.undo) deps.mailer.wake();

  let refunded = 0;
  const refundFailures: { orderId: string; message: string }[] = [];
  for (const order of cancelled.toRefund) {
    const outcome = await sendRefund(db, deps, order.refundId);
    if (outcome.ok) refunded += 1;
    else refundFailures.push({ orderId: order.orderId, message: outcome.message });
  }
  return { ok: true, told: cancelled.told, undo: cancelled.undo, refunded, refundFailures };
}
