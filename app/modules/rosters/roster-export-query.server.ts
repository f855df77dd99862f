import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessionJoins } from "~/db/schema/attendance";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations as r } from "~/db/schema/registrations";
import type { RosterFilters } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  orderByKeys,
  ROSTER_COLUMNS,
  rosterConditions,
} from "./roster-query.server";
import type { RosterScope } from "./roster-scope";

// The roster's statement as an export runs it once through a cursor
// (readRoster with `cursor`): the same columns, values and order as
// ROSTER_COLUMNS, but each registrant's codes, bar admissions and
// certificates come from one grouped join over the roster instead of a
// subquery per row (a page computes 50 rows; an export all of them, where
// per-row lookups were most of its time). The streaming test compares the
// two forms byte for byte.

/** The checkpoints of the roster's scope, as `cp`. */
function checkpointsInScope(scope: RosterScope): SQL {
  return scope.kind === "session"
    ? sql`cp.live_session_id = ${scope.sessionId}`
    : sql`cp.course_id = ${scope.courseId}`;
}

/** The accounts registered in the roster's scope. */
function accountsInScope(scope: RosterScope): SQL {
  return scope.kind === "session"
    ? sql`(select s.uid from course_registrations s where s.live_session_id = ${scope.sessionId})`
    : sql`(select s.uid from course_registrations s where s.course_id = ${scope.courseId})`;
}

const codes = sql`export_codes`;
const checkpoints = sql`export_checkpoints`;
const bars = sql`export_bars`;
const certificates = sql`export_certificates`;

/** What each row carries: ROSTER_COLUMNS' keys and decoders, read from the joins. */
export const ROSTER_EXPORT_COLUMNS = {
  ...ROSTER_COLUMNS,
  joinedAt: sessionJoins.firstJoinedAt,
  codesEntered: sql<number>`coalesce(${codes}.entered, 0)`,
  codesTotal: sql<number>`coalesce(${checkpoints}.total, 0)`,
  barAdmissions: sql<string>`coalesce(${bars}.list, '[]')`,
  certificates: sql<string>`coalesce(${certificates}.list, '[]')`,
};

/** The roster (its filters and order) as one statement for a cursor. */
export function rosterExportQuery(db: Database, scope: RosterScope, filters: RosterFilters) {
  const ownSession = sql`coalesce(${r.liveSessionId}, '')`;
  return db
    .select(ROSTER_EXPORT_COLUMNS)
    .from(r)
    .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
    .leftJoin(orders, ORDER_OF_REGISTRATION)
    .leftJoin(
      sessionJoins,
      and(eq(sessionJoins.uid, r.uid), eq(sessionJoins.liveSessionId, r.liveSessionId)),
    )
    .leftJoin(
      sql`(select ce.uid, cp.course_id, coalesce(cp.live_session_id, '') as session_key, count(*)::int as entered
        from attendance_code_entries ce join attendance_checkpoints cp on cp.id = ce.checkpoint_id
        where ce.entered_at is not null and ${checkpointsInScope(scope)}
        group by 1, 2, 3) as ${codes}`,
      sql`${codes}.uid = ${r.uid} and ${codes}.course_id = ${r.courseId} and ${codes}.session_key = ${ownSession}`,
    )
    .leftJoin(
      sql`(select cp.course_id, coalesce(cp.live_session_id, '') as session_key, count(*)::int as total
        from attendance_checkpoints cp where ${checkpointsInScope(scope)}
        group by 1, 2) as ${checkpoints}`,
      sql`${checkpoints}.course_id = ${r.courseId} and ${checkpoints}.session_key = ${ownSession}`,
    )
    .leftJoin(
      sql`(select b.uid, json_agg(json_build_object('state', b.state, 'number', b.bar_number) order by b.state)::text as list
        from bar_admissions b where b.uid in ${accountsInScope(scope)}
        group by b.uid) as ${bars}`,
      sql`${bars}.uid = ${r.uid}`,
    )
    .leftJoin(
      sql`(select c.uid, c.course_id, json_agg(json_build_object('id', c.id, 'state', c.state_slug, 'status', case when c.revoked_at is not null then 'revoked' else c.approval_status end) order by c.state_slug)::text as list
        from certificates c where c.superseded_at is null and c.uid in ${accountsInScope(scope)}
        group by c.uid, c.course_id) as ${certificates}`,
      sql`${certificates}.uid = ${r.uid} and ${certificates}.course_id = ${r.courseId}`,
    )
    .where(rosterConditions(scope, filters))
    .orderBy(...orderByKeys(filters.sort, filters.dir));
}
