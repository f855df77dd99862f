import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { ReactElement } from "react";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import type { Logger } from "~/modules/logging/logger.server";
import { renderEmail } from "./render-email.server";
import type { MailTransport } from "./transport.server";

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;

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
};

/** Writes a rendered message to the outbox; `db` may be a transaction. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<string> {
  const { html, text } = renderEmail(message.body);
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    toAddress: message.to,
    subject: message.subject,
    template: message.template,
    html,
    text,
  });
  return id;
}

type Claimed = typeof emailOutbox.$inferSelect;

/**
 * Claims due messages for this worker: rows locked by another worker's
 * transaction are skipped, and the claimed rows get a lease so no other
 * worker takes them while they are being sent.
 */
async function claimDue(db: Database, limit: number): Promise<Claimed[]> {
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
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(
        sql`${emailOutbox.id} IN (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/** Delivers what is due once; returns how many were sent and how many failed. */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: { from: string; logger: Logger },
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDue(db, BATCH_SIZE);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transport.send({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
        })
        .where(eq(emailOutbox.id, message.id));
      options.logger.warn(
        {
          emailId: message.id,
          template: message.template,
          attempts: message.attempts,
          giveUp,
          err: reason,
        },
        giveUp ? "e-mail delivery failed for good" : "e-mail delivery failed; will retry",
      );
    }
  }
  return { sent, failed };
}
