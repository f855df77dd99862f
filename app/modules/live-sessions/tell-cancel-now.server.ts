import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { readCancelUndo } from "./undo-session-cancel.server";

/**
 * Sends a cancellation's waiting mails at once, giving up its undo: the
 * registrants are told now rather than when the undo time ends.
 */
export async function tellCancelNow(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  input: { sessionId: string; entry: number },
): Promise<{ ok: true; mails: number } | { ok: false; reason: "invalid"; message: string }> {
  const outcome = await db.transaction(async (tx) => {
    const read = await readCancelUndo(tx, input.sessionId, input.entry);
    if (!read.ok) return read;
    const mails =
      read.undo.mails.length === 0
        ? []
        : await tx
            .update(emailOutbox)
            .set({ nextAttemptAt: sql`now()` })
            .where(
              and(
                inArray(emailOutbox.id, read.undo.mails),
                eq(emailOutbox.status, "pending"),
                isNull(emailOutbox.claimToken),
              ),
            )
            .returning({ id: emailOutbox.id });
    await recordStaffAction(tx, actor, {
      action: "session.cancel-tell-now",
      recordType: "live-session",
      recordId: input.sessionId,
      after: { mails: mails.length },
      reason: `Mails of audit entry ${read.entry.id} sent at once`,
    });
    return { ok: true as const, mails: mails.length };
  });
  if (outcome.ok && outcome.mails > 0) mailer.wake();
  return outcome;
}
