import { count, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { containsPattern } from "~/lib/like-pattern";

export const ATTENDEES_PAGE_SIZE = 25;

// Written out in full: in a query on one table Drizzle leaves columns
// unqualified, and a bare "id" inside the subquery would name its own row's.
export const registrations = sql<number>`(select count(*)::int from course_registrations cr where cr.uid = "user"."id")`;

/** The attendee search as SQL (the list and its export share it). */
export function attendeeConditions(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(user.name, pattern),
    ilike(user.email, pattern),
    sql`exists (select 1 from bar_admissions b where b.uid = "user"."id" and b.bar_number ilike ${pattern})`,
  );
}

/**
 * Accounts whose name or e-mail contains `q`, or who hold a bar number
 * containing it, newest first, a page at a time: two statements.
 */
export async function listAttendees(db: Database, q: string, page: number) {
  const where = attendeeConditions(q);
  const [people, [counted]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt,
        registrations,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ATTENDEES_PAGE_SIZE)
      .offset((page - 1) * ATTENDEES_PAGE_SIZE),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return { people, total: counted?.total ?? 0 };
}
