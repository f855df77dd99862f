import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";

/**
 * One message sent (or being sent) to an attendee, as their page lists it:
 * theirs by account, or by address when it names no account. Null when the
 * message is not this attendee's (or either does not exist).
 */
export async function loadAttendeeMail(db: Database, userId: string, emailId: string) {
  const [row] = await db
    .select({
      attendeeName: user.name,
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      mailingId: emailOutbox.mailingId,
    })
    .from(emailOutbox)
    .innerJoin(user, eq(user.id, userId))
    .where(
      and(
        eq(emailOutbox.id, emailId),
        or(
          eq(emailOutbox.uid, userId),
          and(isNull(emailOutbox.uid), eq(emailOutbox.toAddress, user.email)),
        ),
      ),
    );
  return row ?? null;
}
