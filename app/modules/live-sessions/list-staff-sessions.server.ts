import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import { LIVE_SESSION_MAX_MINUTES } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import { containsPattern } from "~/lib/like-pattern";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { SESSION_LIST_PAGE_SIZE, type SessionListView } from "./session-list-views";

/** Which sessions the list shows: a view, and the words of a course title. */
type SessionChoice = { show: SessionListView; q?: string | undefined };

const byStart = (order: Keyset["order"]): Keyset => ({
  parts: [
    { expr: liveSessions.startsAt, kind: "timestamptz" },
    { expr: liveSessions.id, kind: "text" },
  ],
  order,
});

/**
 * Each view's order (decision 0077): upcoming soonest first, past and
 * cancelled latest first, the id breaking ties; each walks an index on
 * `(starts_at, id)` of the held or of the cancelled sessions.
 */
export const SESSION_LIST_KEYSETS: Record<SessionListView, Keyset> = {
  upcoming: byStart("asc"),
  past: byStart("desc"),
  cancelled: byStart("desc"),
};

/**
 * The WHERE of the list's view and search (over live_sessions alone): the
 * page, its count and its bulk export choose sessions alike.
 */
export function sessionListConditions({ show, q }: SessionChoice, now: Date): SQL | undefined {
  const ends = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`;
  const conditions: SQL[] = [
    show === "cancelled" ? isNotNull(liveSessions.cancelledAt) : isNull(liveSessions.cancelledAt),
  ];
  if (show === "upcoming") {
    // A session still running began at most its longest length ago (a
    // database check): the bound the start index is read from.
    const earliest = new Date(now.getTime() - LIVE_SESSION_MAX_MINUTES * 60_000);
    conditions.push(gte(liveSessions.startsAt, earliest), sql`${ends} >= ${now}`);
  }
  // A session that has ended has begun: again a bound on the start index.
  if (show === "past") conditions.push(lt(liveSessions.startsAt, now), sql`${ends} < ${now}`);
  if (q) {
    // The courses are the catalogue (thousands at most), read whole; their
    // sessions are then found by course, never by reading every session.
    conditions.push(
      sql`${liveSessions.courseId} = any(array(select c.id from ${courses} c where c.title ilike ${containsPattern(q)}))`,
    );
  }
  return and(...conditions);
}

/** The statement of one page of sessions (a row more, to know if there is a next page). */
export function staffSessionsPageQuery(
  db: Database,
  { show, q }: SessionChoice,
  cursor: KeysetCursor | null,
  now: Date,
) {
  const keyset = SESSION_LIST_KEYSETS[show];
  return db
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
        sql<number>`(select count(*) from course_registrations r where r.live_session_id = ${liveSessions.id})`.mapWith(
          Number,
        ),
      pageKey: pageKeyColumn(keyset),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(and(sessionListConditions({ show, q }, now), keysetCondition(keyset, cursor)))
    .orderBy(...keysetOrder(keyset, cursor))
    .limit(keysetLimit(SESSION_LIST_PAGE_SIZE));
}

/** The statement counting the matching sessions, up to the bounded count's limit. */
export function staffSessionsCountQuery(db: Database, filters: SessionChoice, now: Date) {
  return boundedCountQuery(db, {
    from: liveSessions,
    key: liveSessions.id,
    where: sessionListConditions(filters, now),
  });
}

/** The statement of the attendance codes of the sessions shown, with how many entered each. */
export function sessionCodesQuery(db: Database, sessionIds: readonly string[]) {
  return db
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
    .where(inArray(attendanceCheckpoints.liveSessionId, [...sessionIds]))
    .groupBy(
      attendanceCheckpoints.liveSessionId,
      attendanceCheckpoints.position,
      attendanceCheckpoints.atSeconds,
      attendanceCheckpoints.code,
    )
    .orderBy(asc(attendanceCheckpoints.position));
}

/**
 * The live sessions staff run, a page at a time: upcoming (not yet ended,
 * soonest first), past (ended, latest first) or cancelled (latest first),
 * optionally those of courses whose title matches, and how many match
 * (counted up to the lists' limit). Each with who registered, the join link,
 * and the attendance codes (when to announce each, and how many attendees
 * entered it).
 */
export async function listStaffSessions(
  db: Database,
  { show, q }: SessionChoice,
  cursor: KeysetCursor | null,
  now = new Date(),
) {
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    SESSION_LIST_PAGE_SIZE,
    (at) => staffSessionsPageQuery(db, { show, q }, at, now),
    staffSessionsCountQuery(db, { show, q }, now),
  );
  // A cancelled session's codes are never announced.
  const withCodes = show === "cancelled" ? [] : rows.map((session) => session.id);
  const codes = withCodes.length === 0 ? [] : await sessionCodesQuery(db, withCodes);
  return {
    total,
    cursors,
    sessions: rows.map((session) => ({
      ...session,
      codes: codes
        .filter((code) => code.sessionId === session.id)
        .map(({ position, atSeconds, code, entered }) => ({ position, atSeconds, code, entered })),
    })),
  };
}
