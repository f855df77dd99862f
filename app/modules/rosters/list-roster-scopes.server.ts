import { and, asc, count, desc, eq, gte, ilike, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import { ROSTER_SESSIONS_DAYS_BACK } from "./roster-fields";

/**
 * A row's registrations, counted from the index for that row alone: worked
 * out after the page is cut (PostgreSQL computes a subquery in the select
 * list past the LIMIT), not by joining every registration and grouping.
 */
const registeredWhere = (match: SQL) =>
  sql<number>`(select count(*) from ${courseRegistrations} where ${match})`.mapWith(Number);

/**
 * The rosters there are, for courses whose title contains `q`: live sessions
 * from the last 90 days on (newest first; the time bounds them) and the
 * courses in catalogue order, a page at a time, with how many match. Each
 * with its registrations. Three statements.
 */
export async function listRosterScopes(
  db: Database,
  options: { q?: string | undefined; page?: number; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - ROSTER_SESSIONS_DAYS_BACK * 86_400_000);
  const titled = options.q ? ilike(courses.title, containsPattern(options.q)) : undefined;
  const [sessions, courseRows, [counted]] = await Promise.all([
    db
      .select({
        id: liveSessions.id,
        courseTitle: courses.title,
        startsAt: liveSessions.startsAt,
        cancelledAt: liveSessions.cancelledAt,
        registered: registeredWhere(eq(courseRegistrations.liveSessionId, liveSessions.id)),
      })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(and(gte(liveSessions.startsAt, since), titled))
      .orderBy(desc(liveSessions.startsAt), asc(liveSessions.id)),
    db
      .select({
        id: courses.id,
        title: courses.title,
        status: courses.status,
        registered: registeredWhere(eq(courseRegistrations.courseId, courses.id)),
      })
      .from(courses)
      .where(titled)
      .orderBy(asc(courses.position), asc(courses.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(options.page ?? 1)),
    db.select({ total: count() }).from(courses).where(titled),
  ]);
  return { sessions, courses: courseRows, total: counted?.total ?? 0 };
}
