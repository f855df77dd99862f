import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";

/**
 * The outbox as the development mailbox shows it: the newest 100 messages
 * (who to, subject, status, when) and, when `openId` names one, that message
 * in full (null when it names none).
 */
export async function listOutbox(db: Database, openId: string | null) {
  const messages = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(100);
  const [open] = openId
    ? await db.select().from(emailOutbox).where(eq(emailOutbox.id, openId)).limit(1)
    : [];
  return { messages, open: open ?? null };
}
