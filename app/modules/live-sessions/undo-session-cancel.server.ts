import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { UNDO_MINUTES } from "~/lib/confirmation";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/** What a cancellation that kept the places wrote down for its undo (cancel-session.server.ts). */
const undoSchema = z.object({
  /** When the mails go: the end of the undo's time. */
  until: z.string(),
  sequence: z.number().int(),
  mails: z.array(z.string()),
  places: z.array(z.object({ id: z.string(), reminderSentAt: z.string().nullable() })),
});

export type CancelUndo =
  | { ok: true; withdrawn: number; restored: number }
  | { ok: false; reason: "invalid"; message: string }
  | RecordGone
  | StaleSave;

const refuse = (message: string) => ({ ok: false as const, reason: "invalid" as const, message });

/** A session's cancellation entry and what its undo restores, or why there is none. */
export async function readCancelUndo(tx: Database, sessionId: string, entryId: number) {
  const [entry] = await tx
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.id, entryId), eq(staffAuditLog.recordId, sessionId)));
  if (entry?.action !== "session.cancel" || entry.recordType !== "live-session") {
    return refuse("There is no such cancellation to undo.");
  }
  const after = entry.after as { undo?: unknown } | null;
  const undo = undoSchema.safeParse(after?.undo);
  if (!undo.success) {
    return refuse("A cancellation that refunded orders cannot be undone.");
  }
  return { ok: true as const, entry, undo: undo.data };
}

/**
 * Takes back a cancellation that kept the places, before anyone is told:
 * within UNDO_MINUTES, while none of its mails has left the outbox (or been
 * sent on at once), and while the session is as the cancellation left it.
 * The unsent mails are withdrawn, the session is back on the site with its
 * sequence, and each place still without a session returns to it with its
 * reminder as it was; all in one transaction, audited, or nothing changes.
 */
export async function undoSessionCancel(
  db: Database,
  actor: StaffActor,
  input: { sessionId: string; entry: number; version: number },
  now = new Date(),
): Promise<CancelUndo> {
  return db.transaction(async (tx) => {
    const read = await readCancelUndo(tx, input.sessionId, input.entry);
    if (!read.ok) return read;
    const { entry, undo } = read;
    if (now.getTime() >= Date.parse(undo.until)) {
      return refuse(
        `Too late to undo: a cancellation can be undone for ${UNDO_MINUTES} minutes, before the registrants are told. Schedule a new session instead.`,
      );
    }
    const locked = await lockAtVersion(tx, {
      lock: () =>
        tx.select().from(liveSessions).where(eq(liveSessions.id, input.sessionId)).for("update"),
      record: { type: "live-session", id: input.sessionId },
      version: input.version,
    });
    if (!locked.ok) return locked;
    // Locked, so the outbox's sender cannot claim them meanwhile (it skips locked rows).
    const mails =
      undo.mails.length === 0
        ? []
        : await tx
            .select({
              id: emailOutbox.id,
              status: emailOutbox.status,
              attempts: emailOutbox.attempts,
              claimToken: emailOutbox.claimToken,
              nextAttemptAt: emailOutbox.nextAttemptAt,
            })
            .from(emailOutbox)
            .where(inArray(emailOutbox.id, undo.mails))
            .for("update");
    const waiting = mails.filter(
      (mail) =>
        mail.status === "pending" &&
        mail.attempts === 0 &&
        mail.claimToken === null &&
        mail.nextAttemptAt > now,
    );
    if (waiting.length < undo.mails.length) {
      const gone = undo.mails.length - waiting.length;
      return refuse(
        `Too late to undo: ${gone} of the ${undo.mails.length} mails to the registrants ${gone === 1 ? "has" : "have"} gone out (or ${gone === 1 ? "is" : "are"} going now). Schedule a new session instead.`,
      );
    }
    if (waiting.length > 0) {
      await tx.delete(emailOutbox).where(
        inArray(
          emailOutbox.id,
          waiting.map((mail) => mail.id),
        ),
      );
    }
    const session = locked.row;
    await tx
      .update(liveSessions)
      .set({
        cancelledAt: null,
        cancellationReason: null,
        sequence: undo.sequence,
        version: session.version + 1,
        updatedAt: now,
      })
      .where(eq(liveSessions.id, session.id));
    // The cancellation raised each offset by the sequence it sent, which no invite used.
    let restored = 0;
    for (const place of undo.places) {
      const back = await tx
        .update(courseRegistrations)
        .set({
          liveSessionId: session.id,
          reminderSentAt: place.reminderSentAt ? new Date(place.reminderSentAt) : null,
          inviteSequenceOffset: sql`${courseRegistrations.inviteSequenceOffset} - ${undo.sequence + 1}`,
        })
        .where(and(eq(courseRegistrations.id, place.id), isNull(courseRegistrations.liveSessionId)))
        .returning({ id: courseRegistrations.id });
      restored += back.length;
    }
    await recordStaffAction(tx, actor, {
      action: "session.cancel-undo",
      recordType: "live-session",
      recordId: session.id,
      before: { cancelledAt: session.cancelledAt?.toISOString() ?? null },
      after: { cancelledAt: null, mailsWithdrawn: waiting.length, placesRestored: restored },
      reason: `Undo of audit entry ${entry.id}`,
    });
    return { ok: true, withdrawn: waiting.length, restored };
  });
}
