import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { staffMailings } from "~/db/schema/mailings";
import type { Mailer } from "~/modules/email/mailer.server";
import { renderEmail } from "~/modules/email/render-email.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { composeMailingMessage } from "./compose-mailing-message.server";
import { resolveMailingAudience } from "./resolve-mailing-audience.server";

/** Rows written to the outbox per statement: one statement for a roster would be too large. */
const OUTBOX_BATCH = 200;

export type SendMailingResult =
  | { ok: true; sent: number; optedOut: number; already: boolean }
  | { ok: false; reason: "gone" | "empty" }
  /** The audience is not the size the page showed: asked again with the new count. */
  | { ok: false; reason: "changed"; recipients: number; optedOut: number };

/**
 * Sends a draft to its registrants: one outbox copy per recipient, all
 * written in one transaction with the mailing marked as sending, so either
 * everyone is queued or no one. The mailing's row is locked first: a second
 * "Send" (a double click, a resubmitted form) waits, finds it no longer a
 * draft and sends nothing; the unique (mailing, account) index would refuse a
 * second copy anyway.
 */
export async function sendMailing(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  options: { expected: number; baseUrl: string },
): Promise<SendMailingResult> {
  const result = await db.transaction(async (tx): Promise<SendMailingResult> => {
    const [mailing] = await tx
      .select()
      .from(staffMailings)
      .where(eq(staffMailings.id, id))
      .for("update");
    if (!mailing) return { ok: false, reason: "gone" };
    if (mailing.status !== "draft") {
      return {
        ok: true,
        sent: mailing.recipientCount,
        optedOut: mailing.optedOutCount,
        already: true,
      };
    }
    const { recipients, optedOut } = await resolveMailingAudience(tx, mailing, mailing.kind);
    if (recipients.length === 0) return { ok: false, reason: "empty" };
    if (recipients.length !== options.expected) {
      return { ok: false, reason: "changed", recipients: recipients.length, optedOut };
    }
    for (let start = 0; start < recipients.length; start += OUTBOX_BATCH) {
      const rows = recipients.slice(start, start + OUTBOX_BATCH).map((recipient) => {
        const message = composeMailingMessage(mailing, recipient, options.baseUrl);
        const { html, text } = renderEmail(message.body);
        return {
          id: randomUUID(),
          toAddress: message.to,
          uid: recipient.uid,
          subject: message.subject,
          template: message.template,
          html,
          text,
          mailingId: id,
        };
      });
      await tx.insert(emailOutbox).values(rows).onConflictDoNothing();
    }
    const now = new Date();
    await tx
      .update(staffMailings)
      .set({
        status: "sending",
        recipientCount: recipients.length,
        optedOutCount: optedOut,
        sentAt: now,
        updatedAt: now,
      })
      .where(eq(staffMailings.id, id));
    await recordStaffAction(tx, actor, {
      action: "mailing.send",
      recordType: "mailing",
      recordId: id,
      before: { status: "draft" },
      after: {
        status: "sending",
        subject: mailing.subject,
        kind: mailing.kind,
        recipients: recipients.length,
        optedOut,
      },
    });
    return { ok: true, sent: recipients.length, optedOut, already: false };
  });
  if (result.ok && !result.already) mailer.wake();
  return result;
}
