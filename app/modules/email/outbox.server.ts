import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { ReactElement } from "react";
import type { Database } from "~/db/client.server";
import { type EmailAttachment, emailOutbox } from "~/db/schema/email";
import type { Logger } from "~/modules/logging/logger.server";
import { finishMailingIfDone } from "./finish-mailing.server";
import { renderEmail } from "./render-email.server";
import type { MailTransport } from "./transport.server";

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;
/** Sent messages (they may hold links) are kept this long, then deleted. */
const SENT_RETENTION_DAYS = 30;

/** 30 s, 1 min, 2 min ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type EmailMessage = {
  to: string;
  subject: string;
  /** Names the template, for the development mailbox and the logs. */
  template: string;
  body: ReactElement;
  /** The account the message is about, if any (its mail goes when the account goes). */
  uid?: string;
  /**
   * The address of the person a message to someone else names (a staff
   * notification): its mail goes when an account of that address goes.
   */
  aboutAddress?: string;
  attachments?: EmailAttachment[];
  /** Not sent before this moment: a change that may still be undone waits (docs/decisions/0067). */
  sendAfter?: Date;
};

/** Writes a rendered message to the outbox; `db` may be a transaction. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<string> {
  const { html, text } = renderEmail(message.body);
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    toAddress: message.to,
    uid: message.uid ?? null,
    aboutAddress: message.aboutAddress?.trim().toLowerCase() ?? null,
    subject: message.subject,
    template: message.template,
    html,
    text,
    attachments: message.attachments ?? [],
    ...(message.sendAfter ? { nextAttemptAt: message.sendAfter } : {}),
  });
  return id;
}

type Claimed = typeof emailOutbox.$inferSelect;

/**
 * Claims due messages for this pass: rows locked by another worker's
 * transaction are skipped, and the claimed rows get a lease and this pass's
 * claim token, so no other worker takes them while they are being sent.
 */
async function claimDue(db: Database, limit: number, claimToken: string): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          sql`${emailOutbox.nextAttemptAt} <= now()`,
          sql`(${emailOutbox.lockedUntil} IS NULL OR ${emailOutbox.lockedUntil} < now())`,
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ claimToken, lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        sql`${emailOutbox.id} IN (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/**
 * Renews the lease on one message just before sending it and counts the
 * attempt; false when this pass no longer holds it (another worker took it
 * after the lease ran out), in which case it must not be sent.
 */
async function startAttempt(db: Database, id: string, claimToken: string): Promise<number | null> {
  const [row] = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.claimToken, claimToken),
        eq(emailOutbox.status, "pending"),
      ),
    )
    .returning({ attempts: emailOutbox.attempts });
  return row?.attempts ?? null;
}

/** Delivers what is due once; returns how many were sent and how many failed. */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: { from: string; logger: Logger },
): Promise<{ sent: number; failed: number }> {
  const claimToken = randomUUID();
  const claimed = await claimDue(db, BATCH_SIZE, claimToken);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    const attempts = await startAttempt(db, message.id, claimToken);
    if (attempts === null) continue;
    const held = and(eq(emailOutbox.id, message.id), eq(emailOutbox.claimToken, claimToken));
    try {
      await transport.send({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      });
      await db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          lockedUntil: null,
          claimToken: null,
          lastError: null,
        })
        .where(held);
      sent += 1;
      if (message.mailingId) await finishMailingIfDone(db, message.mailingId);
    } catch (error) {
      failed += 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          claimToken: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(held);
      if (giveUp && message.mailingId) await finishMailingIfDone(db, message.mailingId);
      options.logger.warn(
        { emailId: message.id, template: message.template, attempts, giveUp, err: reason },
        giveUp ? "e-mail delivery failed for good" : "e-mail delivery failed; will retry",
      );
    }
  }
  return { sent, failed };
}

/** Deletes sent messages older than the retention period; returns how many. */
export async function purgeSentEmails(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_RETENTION_DAYS * 24 * 60 * 60_000);
  const deleted = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), sql`${emailOutbox.sentAt} < ${cutoff}`))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
