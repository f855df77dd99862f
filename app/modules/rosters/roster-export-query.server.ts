import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { sessionJoins } from "~/db/schema/attendance";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations as r } from "~/db/schema/registrations";
import { rosterCsvLine } from "./roster-csv.server";
import type { RosterFilters } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
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

type OrderRow = typeof orders.$inferSelect;

/** The checkpoints of the roster's scope, as `cp`. */
function checkpointsInScope(scope: RosterScope): SQL {
  return scope.kind === "session"
    ? sql`cp.live_session_id = ${scope.sessionId}`
    : sql`cp.course_id = ${scope.courseId}`;
}

/**
 * The roster's course: a roster row's certificates are its course's (the
 * join matches the course too), so they are read by course, without the
 * scope's accounts read again.
 */
function courseOfScope(scope: RosterScope): SQL {
  return scope.kind === "session"
    ? sql`(select ls.course_id from live_sessions ls where ls.id = ${scope.sessionId})`
    : sql`${scope.courseId}`;
}

/** The accounts registered in the roster's scope. */
function accountsInScope(scope: RosterScope): SQL {
  return scope.kind === "session"
    ? sql`(select s.uid from course_registrations s where s.live_session_id = ${scope.sessionId})`
    : sql`(select s.uid from course_registrations s where s.course_id = ${scope.courseId})`;
}

const codes = sql`export_codes`;
const scopeOrders = sql`export_orders`;
const checkpoints = sql`export_checkpoints`;
const bars = sql`export_bars`;
const certificates = sql`export_certificates`;

/** An order's column: from the scope's orders, or else from the lookup. */
function orderColumn(column: "status" | "product" | "amount_cents"): SQL {
  return sql`coalesce(${scopeOrders}.${sql.identifier(column)}, ${orders}.${sql.identifier(column)})`;
}

/** What each row carries: ROSTER_COLUMNS' keys and decoders, read from the joins. */
export const ROSTER_EXPORT_COLUMNS = {
  ...ROSTER_COLUMNS,
  // The order's columns come from the scope's orders or, for an order of
  // another course or session, from the lookup named as the table
  // (orderOfEach), which the query builder does not count as the table joined.
  orderStatus: sql<OrderRow["status"] | null>`${orderColumn("status")}`,
  orderProduct: sql<OrderRow["product"] | null>`${orderColumn("product")}`,
  amountCents: sql<number | null>`${orderColumn("amount_cents")}`,
  joinedAt: sessionJoins.firstJoinedAt,
  codesEntered: sql<number>`coalesce(${codes}.entered, 0)`,
  codesTotal: sql<number>`coalesce(${checkpoints}.total, 0)`,
  barAdmissions: sql<string>`coalesce(${bars}.list, '[]')`,
  certificates: sql<string>`coalesce(${certificates}.list, '[]')`,
};

/**
 * Each registrant's bar admissions and certificates: as JSON (the rows'
 * lists) or already as the CSV writes them ("state number; …").
 */
function listJoins(scope: RosterScope, form: "json" | "text") {
  const bar =
    form === "json"
      ? sql`json_agg(json_build_object('state', b.state, 'number', b.bar_number) order by b.state)::text`
      : sql`string_agg(b.state || ' ' || b.bar_number, '; ' order by b.state)`;
  const status = sql`case when c.revoked_at is not null then 'revoked' else c.approval_status end`;
  const certificate =
    form === "json"
      ? sql`json_agg(json_build_object('id', c.id, 'state', c.state_slug, 'status', ${status}) order by c.state_slug)::text`
      : sql`string_agg(c.state_slug || ' ' || ${status}, '; ' order by c.state_slug)`;
  return {
    bars: sql`(select b.uid, ${bar} as list
        from bar_admissions b where b.uid in ${accountsInScope(scope)}
        group by b.uid) as ${bars}`,
    certificates: sql`(select c.uid, c.course_id, ${certificate} as list
        from certificates c where c.superseded_at is null and c.course_id = ${courseOfScope(scope)}
        group by c.uid, c.course_id) as ${certificates}`,
  };
}

/**
 * The orders of the roster's course (of its session, for a session's
 * roster), read in one range of `orders_course_roster_idx` and hashed: most
 * registrations' orders are among them. Looking each order up by its id
 * instead cost a quarter of a 100,000-registrant course's statement.
 */
function ordersOfScope(scope: RosterScope): SQL {
  const session =
    scope.kind === "session" ? sql` and o.live_session_id = ${scope.sessionId}` : sql``;
  return sql`(select o.id, o.status, o.product, o.amount_cents
    from orders o where o.course_id = ${courseOfScope(scope)}${session}) as ${scopeOrders}`;
}

/**
 * An order that is not among the scope's (a bundle's, or one kept when its
 * registration moved to another session), looked up by its id from the
 * order index (`orders_roster_idx`) and named as the table, so the columns
 * read as they do on the page. Only where the scope's orders had none: the
 * condition on them is tested once per row, before the index is read.
 * `offset 0` keeps PostgreSQL from turning the lookup into a join that reads
 * every order.
 */
const orderOfEach = sql`lateral (select ${orders.status}, ${orders.product}, ${orders.amountCents}
    from ${orders} where ${orders.id} = ${r.orderId} and ${scopeOrders}.id is null offset 0) as ${orders}`;

/** A select from the roster's registrations given its joins, filters and order. */
function withRosterJoins<Query extends PgSelect>(
  query: Query,
  scope: RosterScope,
  filters: RosterFilters,
  form: "json" | "text",
) {
  const ownSession = sql`coalesce(${r.liveSessionId}, '')`;
  const lists = listJoins(scope, form);
  return query
    .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
    .leftJoin(ordersOfScope(scope), sql`${scopeOrders}.id = ${r.orderId}`)
    .leftJoin(orderOfEach, sql`true`)
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
    .leftJoin(lists.bars, sql`${bars}.uid = ${r.uid}`)
    .leftJoin(
      lists.certificates,
      sql`${certificates}.uid = ${r.uid} and ${certificates}.course_id = ${r.courseId}`,
    )
    .where(rosterConditions(scope, filters))
    .orderBy(...orderByKeys(filters.sort, filters.dir));
}

/** The roster (its filters and order) as one statement for a cursor. */
export function rosterExportQuery(db: Database, scope: RosterScope, filters: RosterFilters) {
  return withRosterJoins(
    db.select(ROSTER_EXPORT_COLUMNS).from(r).$dynamic(),
    scope,
    filters,
    "json",
  );
}

/**
 * The roster's CSV lines (ROSTER_CSV_COLUMNS' bytes, header aside) as one
 * statement for a cursor: the rows in order, then each line built from them
 * (after the sort, which carries only the plain values).
 */
export function rosterCsvQuery(db: Database, scope: RosterScope, filters: RosterFilters) {
  const rows = withRosterJoins(
    db
      .select({
        id: sql<string>`${r.id}`.as("id"),
        uid: sql<string>`${r.uid}`.as("uid"),
        firstName: sql<string>`${r.firstName}`.as("first_name"),
        lastName: sql<string>`${r.lastName}`.as("last_name"),
        email: sql<string>`${r.email}`.as("email"),
        barAdmissions: sql<string>`${bars}.list`.as("bar_admissions"),
        registeredAt: sql<string>`${r.registeredAt}`.as("registered_at"),
        orderId: sql<string>`${r.orderId}`.as("order_id"),
        orderStatus: sql<string>`${orderColumn("status")}`.as("order_status"),
        orderProduct: sql<string>`${orderColumn("product")}`.as("order_product"),
        amountCents: sql<number>`${orderColumn("amount_cents")}`.as("amount_cents"),
        joinedAt: sql<string>`${sessionJoins.firstJoinedAt}`.as("joined_at"),
        codesEntered: sql<number>`coalesce(${codes}.entered, 0)`.as("codes_entered"),
        codesTotal: sql<number>`coalesce(${checkpoints}.total, 0)`.as("codes_total"),
        watchedSeconds: sql<number>`coalesce(${enrolments.watchedSeconds}, 0)`.as(
          "watched_seconds",
        ),
        certificates: sql<string>`${certificates}.list`.as("certificates"),
      })
      .from(r)
      .$dynamic(),
    scope,
    filters,
    "text",
  ).as("roster_rows");
  return sql`select ${rosterCsvLine(rows)} from ${rows}`;
}
