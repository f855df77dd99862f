import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { staffMailings } from "~/db/schema/mailings";
import { containsPattern } from "~/lib/like-pattern";

export const MAILINGS_PAGE_SIZE = 25;

/** Messages to registrants, newest first, matching the search (subject, course or author). */
export async function listMailings(db: Database, q: string | undefined, page: number) {
  const where = q
    ? or(
        ilike(staffMailings.subject, containsPattern(q)),
        ilike(courses.title, containsPattern(q)),
        ilike(staffMailings.authorEmail, containsPattern(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffMailings.id,
        subject: staffMailings.subject,
        kind: staffMailings.kind,
        status: staffMailings.status,
        /** Copies still in the outbox: a "sending" message with none is done. */
        waiting: sql<boolean>`exists (select 1 from email_outbox o where o.mailing_id = ${staffMailings.id} and o.status = 'pending')`,
        recipientCount: staffMailings.recipientCount,
        courseTitle: courses.title,
        sessionStartsAt: liveSessions.startsAt,
        authorEmail: staffMailings.authorEmail,
        createdAt: staffMailings.createdAt,
        sentAt: staffMailings.sentAt,
      })
      .from(staffMailings)
      .innerJoin(courses, eq(courses.id, staffMailings.courseId))
      .leftJoin(liveSessions, eq(liveSessions.id, staffMailings.sessionId))
      .where(where)
      .orderBy(desc(staffMailings.createdAt), desc(staffMailings.id))
      .limit(MAILINGS_PAGE_SIZE)
      .offset((page - 1) * MAILINGS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(staffMailings)
      .innerJoin(courses, eq(courses.id, staffMailings.courseId))
      .where(where),
  ]);
  return { mailings: rows, total: total?.n ?? 0 };
}
