import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";
import type { SessionListFilters } from "./session-list-filters";
import { SESSION_LIST_PAGE_SIZE } from "./session-list-views";

/**
 * The WHERE of the list's view and search (over live_sessions joined to its
 * course): the page and its bulk export choose sessions alike.
 */
export function sessionListConditions(
  { show, q }: Pick<SessionListFilters, "show" | "q">,
  now: Date,
): SQL | undefined {
  const ends = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`;
  const conditions: SQL[] = [
    show === "cancelled" ? isNotNull(liveSessions.cancelledAt) : isNull(liveSessions.cancelledAt),
  ];
  if (show === "upcoming") conditions.push(sql`${ends} >= ${now}`);
  if (show === "past") conditions.push(sql`${ends} < ${now}`);
  if (q) conditions.push(ilike(courses.title, containsPattern(q)));
  return and(...conditions);
}

/**
 * The live sessions staff run, a page at a time: upcoming (not yet ended,
 * soonest first), past (ended, latest first) or cancelled (latest first),
 * optionally those of courses whose title matches. Each with who registered,
 * the join link, and the attendance codes (when to announce each, and how many
 * attendees entered it).
 */
export async function listStaffSessions(
  db: Database,
  { show, q, page }: SessionListFilters,
  now = new Date(),
) {
  const where = sessionListConditions({ show, q }, now);
  const [counted] = await db
    .select({ total: count() })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SESSION_LIST_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const sessions = await db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      courseTitle: courses.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      joinUrl: liveSessions.joinUrl,
      presenter: liveSessions.presenter,
      cancelledAt: liveSessions.cancelledAt,
      registered:
        sql<number>`(select count(*) from ${courseRegistrations} r where r.live_session_id = ${liveSessions.id})`.mapWith(
          Number,
        ),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(where)
    .orderBy(
      show === "upcoming" ? asc(liveSessions.startsAt) : desc(liveSessions.startsAt),
      asc(liveSessions.id),
    )
    .limit(SESSION_LIST_PAGE_SIZE)
    .offset((shown - 1) * SESSION_LIST_PAGE_SIZE);
  // A cancelled session's codes are never announced.
  const withCodes = show === "cancelled" ? [] : sessions.map((session) => session.id);
  const codes =
    withCodes.length === 0
      ? []
      : await db
          .select({
            sessionId: attendanceCheckpoints.liveSessionId,
            position: attendanceCheckpoints.position,
            atSeconds: attendanceCheckpoints.atSeconds,
            code: attendanceCheckpoints.code,
            entered: count(attendanceCodeEntries.enteredAt),
          })
          .from(attendanceCheckpoints)
          .leftJoin(
            attendanceCodeEntries,
            eq(attendanceCodeEntries.checkpointId, attendanceCheckpoints.id),
          )
          .where(inArray(attendanceCheckpoints.liveSessionId, withCodes))
          .groupBy(
            attendanceCheckpoints.liveSessionId,
            attendanceCheckpoints.position,
            attendanceCheckpoints.atSeconds,
            attendanceCheckpoints.code,
          )
          .orderBy(asc(attendanceCheckpoints.position));
  return {
    total,
    page: shown,
    pages,
    sessions: sessions.map((session) => ({
      ...session,
      codes: codes
        .filter((code) => code.sessionId === session.id)
        .map(({ position, atSeconds, code, entered }) => ({ position, atSeconds, code, entered })),
    })),
  };
}
