import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { staffMailings } from "~/db/schema/mailings";
import { renderEmail } from "~/modules/email/render-email.server";
import { composeMailingMessage } from "./compose-mailing-message.server";
import { loadMailingAudience } from "./load-mailing-audience.server";
import { describeMailingFilters } from "./mailing-filters";
import { audienceFilters, resolveMailingAudience } from "./resolve-mailing-audience.server";

/** Failures the page lists at most (the counts cover them all). */
const FAILURES_SHOWN = 100;

/**
 * A message to registrants as its page shows it: what it says and who it
 * goes to; while a draft, how many it would reach (and how many opted out)
 * and the first recipient's copy; once sent, its delivery progress from its
 * outbox copies and the failures with their reasons. Null when unknown.
 */
export async function loadMailing(db: Database, id: string, baseUrl: string) {
  const [mailing] = await db.select().from(staffMailings).where(eq(staffMailings.id, id));
  if (!mailing) return null;
  const audience = await loadMailingAudience(
    db,
    mailing.sessionId ? { sessionId: mailing.sessionId } : { courseId: mailing.courseId },
  );
  if (!audience) return null;
  const filters = describeMailingFilters(audienceFilters(mailing));
  if (mailing.status === "draft") {
    const { recipients, optedOut } = await resolveMailingAudience(db, mailing, mailing.kind);
    const [first] = recipients;
    let preview: { to: string; subject: string; text: string } | null = null;
    if (first) {
      const message = composeMailingMessage(mailing, first, baseUrl);
      preview = { to: message.to, subject: message.subject, text: renderEmail(message.body).text };
    }
    return {
      mailing,
      audience,
      filters,
      draft: { recipients: recipients.length, optedOut, preview },
      progress: null,
    };
  }
  return { mailing, audience, filters, draft: null, progress: await loadProgress(db, mailing) };
}

async function loadProgress(
  db: Database,
  mailing: typeof staffMailings.$inferSelect,
): Promise<{
  waiting: number;
  failed: number;
  delivered: number;
  failures: {
    id: string;
    uid: string | null;
    toAddress: string;
    status: "pending" | "failed";
    lastError: string | null;
    attempts: number;
  }[];
}> {
  const counts = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.mailingId, mailing.id))
    .groupBy(emailOutbox.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  const waiting = of("pending");
  const failed = of("failed");
  // Sent copies are purged after a while, and a deleted account takes its
  // copy along: what is neither waiting nor failed went out.
  const delivered = Math.max(0, mailing.recipientCount - waiting - failed);
  const failures = await db
    .select({
      id: emailOutbox.id,
      uid: emailOutbox.uid,
      toAddress: emailOutbox.toAddress,
      status: sql<"pending" | "failed">`${emailOutbox.status}`,
      lastError: emailOutbox.lastError,
      attempts: emailOutbox.attempts,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.mailingId, mailing.id),
        inArray(emailOutbox.status, ["pending", "failed"]),
        isNotNull(emailOutbox.lastError),
      ),
    )
    .orderBy(asc(emailOutbox.toAddress))
    .limit(FAILURES_SHOWN);
  // Sent is read from the outbox (no copy waiting), as the list reads it: a
  // page view writes nothing.
  if (waiting === 0 && mailing.status === "sending") mailing.status = "sent";
  return { waiting, failed, delivered, failures };
}
