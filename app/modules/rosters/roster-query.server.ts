import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { sessionJoins } from "~/db/schema/attendance";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations as r } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";
import { barNumberPattern, textArrayLiteral } from "./bar-number-accounts.server";
import type { RosterSort } from "./roster-fields";
import type { RosterFilters } from "./roster-filters";
import type { RosterBarAdmission, RosterCertificate } from "./roster-row";
import type { RosterScope } from "./roster-scope";

// The roster's facts about each registration, as expressions over one row of
// course_registrations (joined to its enrolment and order): every page and
// export is one statement, however many registrants it shows.

/** The codes for the way the registrant attends: their live session's, or the recording's. */
const ownCheckpoints = sql`cp.course_id = ${r.courseId} and coalesce(cp.live_session_id, '') = coalesce(${r.liveSessionId}, '')`;

const codesEntered = sql<number>`(select count(*)::int from attendance_code_entries ce join attendance_checkpoints cp on cp.id = ce.checkpoint_id where ce.uid = ${r.uid} and ce.entered_at is not null and ${ownCheckpoints})`;
const codesTotal = sql<number>`(select count(*)::int from attendance_checkpoints cp where ${ownCheckpoints})`;
const watchedSeconds = sql<number>`coalesce(${enrolments.watchedSeconds}, 0)`;

// When the registrant first opened their live session's meeting link through the site.
const joinedAt =
  sql<Date | null>`(select j.first_joined_at from session_joins j where j.uid = ${r.uid} and j.live_session_id = ${r.liveSessionId})`.mapWith(
    sessionJoins.firstJoinedAt,
  );
const joined = sql`exists (select 1 from session_joins j where j.uid = ${r.uid} and j.live_session_id = ${r.liveSessionId})`;

const attendedPerRow = sql`(${watchedSeconds} > 0 or ${joined} or exists (select 1 from attendance_code_entries ce join attendance_checkpoints cp on cp.id = ce.checkpoint_id where ce.uid = ${r.uid} and ce.entered_at is not null and ${ownCheckpoints}))`;
// Only the latest version of a certificate is listed (a revoked one as revoked); only a
// valid one makes the registrant certified.
const certifiedPerRow = sql`exists (select 1 from certificates c where c.uid = ${r.uid} and c.course_id = ${r.courseId} and c.superseded_at is null and c.revoked_at is null)`;

// A count tests every registrant of the roster (10,000 in a large session):
// there the filters read the roster's codes or certificates once, as a set the
// rows are matched against, instead of probing per registrant or hashing every
// certificate of every course (decision 0077). A page keeps the per-row tests:
// walking the name index, it stops after a page of matches.
const scopeCourse = (scope: RosterScope) =>
  scope.kind === "course"
    ? sql`${scope.courseId}`
    : sql`(select s.course_id from live_sessions s where s.id = ${scope.sessionId})`;
const scopeCheckpoints = (scope: RosterScope) =>
  scope.kind === "course"
    ? sql`cp.course_id = ${scope.courseId}`
    : sql`cp.live_session_id = ${scope.sessionId}`;
const attendedAsSet = (scope: RosterScope) =>
  sql`(${watchedSeconds} > 0 or ${joined} or (${r.uid}, ${r.courseId}, coalesce(${r.liveSessionId}, '')) in (select ce.uid, cp.course_id, coalesce(cp.live_session_id, '') from attendance_code_entries ce join attendance_checkpoints cp on cp.id = ce.checkpoint_id where ${scopeCheckpoints(scope)} and ce.entered_at is not null))`;
// A certificate kept without its account has no uid: left out, or NOT IN is null for all.
const certifiedAsSet = (scope: RosterScope) =>
  sql`${r.uid} in (select c.uid from certificates c where c.course_id = ${scopeCourse(scope)} and c.uid is not null and c.superseded_at is null and c.revoked_at is null)`;

// Text, so PGlite and pg hand back the same thing (pg would parse json, PGlite too, but
// a string is certain); parsed in readJsonList.
const barAdmissionsJson = sql<string>`(select coalesce(json_agg(json_build_object('state', b.state, 'number', b.bar_number) order by b.state), '[]'::json)::text from bar_admissions b where b.uid = ${r.uid})`;
const certificatesJson = sql<string>`(select coalesce(json_agg(json_build_object('id', c.id, 'state', c.state_slug, 'status', case when c.revoked_at is not null then 'revoked' else c.approval_status end) order by c.state_slug), '[]'::json)::text from certificates c where c.uid = ${r.uid} and c.course_id = ${r.courseId} and c.superseded_at is null)`;

function readJsonList<T>(value: unknown): T[] {
  if (typeof value === "string") return JSON.parse(value) as T[];
  return Array.isArray(value) ? (value as T[]) : [];
}

/** What each roster row shows (and the CSV carries). */
export const ROSTER_COLUMNS = {
  id: r.id,
  uid: r.uid,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  registeredAt: r.registeredAt,
  liveSessionId: r.liveSessionId,
  orderId: r.orderId,
  orderStatus: orders.status,
  orderProduct: orders.product,
  amountCents: orders.amountCents,
  joinedAt,
  codesEntered,
  codesTotal,
  watchedSeconds,
  barAdmissions: barAdmissionsJson,
  certificates: certificatesJson,
};

/** A row as selected with ROSTER_COLUMNS (and perhaps more), its lists parsed. */
export function toRosterRow<T extends { barAdmissions: string; certificates: string }>(
  row: T,
): Omit<T, "barAdmissions" | "certificates"> & {
  barAdmissions: RosterBarAdmission[];
  certificates: RosterCertificate[];
} {
  return {
    ...row,
    barAdmissions: readJsonList<RosterBarAdmission>(row.barAdmissions),
    certificates: readJsonList<RosterCertificate>(row.certificates),
  };
}

/** How each roster statement joins a registration to its enrolment and its order. */
export const ENROLMENT_OF_REGISTRATION = and(
  eq(enrolments.uid, r.uid),
  eq(enrolments.courseId, r.courseId),
);
export const ORDER_OF_REGISTRATION = eq(orders.id, r.orderId);

/** The WHERE of a roster: its scope, then each filter and the search. */
export function rosterConditions(
  scope: RosterScope,
  filters: RosterFilters,
  {
    asSets = false,
    barNumberAccounts,
  }: { asSets?: boolean; barNumberAccounts?: readonly string[] | null } = {},
): SQL | undefined {
  const attended = asSets ? attendedAsSet(scope) : attendedPerRow;
  const certified = asSets ? certifiedAsSet(scope) : certifiedPerRow;
  const parts: (SQL | undefined)[] = [
    scope.kind === "session"
      ? eq(r.liveSessionId, scope.sessionId)
      : eq(r.courseId, scope.courseId),
  ];
  if (filters.paid) {
    // Paid: an order still paid (a refunded one that kept the place is not).
    // A scalar subquery, read per registration through the orders' key: a
    // course's few hundred rows, never a hash of every order (decision 0077).
    const paid = sql`coalesce((select o.status = 'paid' from orders o where o.id = ${r.orderId}), false)`;
    parts.push(filters.paid === "yes" ? paid : sql`not ${paid}`);
  }
  if (filters.attended) parts.push(filters.attended === "yes" ? attended : sql`not ${attended}`);
  if (filters.certificate) {
    parts.push(filters.certificate === "yes" ? certified : sql`not ${certified}`);
  }
  if (filters.state) {
    parts.push(
      sql`exists (select 1 from bar_admissions b where b.uid = ${r.uid} and b.state = ${filters.state})`,
    );
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const barNumber = barNumberPattern(filters.q);
    parts.push(
      or(
        // What ILIKE does on a UTF-8 database (both sides lower-cased), written
        // out: the scan of the roster's name index then hands over the names
        // it holds lowered (a 100,000-registrant session's search count: 95 ms
        // to 49 without workers).
        sql`lower(${r.firstName}) || ' ' || lower(${r.lastName}) like lower(${pattern})`,
        sql`lower(${r.email}) like lower(${pattern})`,
        // The start of a bar number. A page and an export test it per
        // registrant through the admissions' key: a set of every matching
        // admission made the export's grouped joins (roster-export-query) plan
        // a nested loop that took minutes. A count takes the matching
        // admissions' accounts as values when they are few
        // (accountsByBarNumber): with the names' and addresses' trigrams
        // (course_registrations_search_idx) the three are OR'ed as bitmaps and
        // only the matching registrations are read (a 100,000-registrant
        // session's search count: 49 ms to 25 embedded). When they are many,
        // it matches every registrant against their set, read once.
        barNumberAccounts
          ? sql`${r.uid} = any(${textArrayLiteral(barNumberAccounts)}::text[])`
          : asSets
            ? sql`${r.uid} in (select b.uid from bar_admissions b where upper(b.bar_number) like ${barNumber})`
            : sql`exists (select 1 from bar_admissions b where b.uid = ${r.uid} and upper(b.bar_number) like ${barNumber})`,
      ),
    );
  }
  return and(...parts);
}

/**
 * The keys each order sorts on, the registration's id last so the order is
 * total (pages never overlap), with the type each key's text reads back as
 * (the export continues after the last row it sent: keyset, not offset).
 */
export const SORT_KEYS: Record<
  RosterSort,
  { expression: SQL; type: "text" | "int" | "timestamptz" }[]
> = {
  name: [
    { expression: sql`lower(${r.lastName})`, type: "text" },
    { expression: sql`lower(${r.firstName})`, type: "text" },
    { expression: sql`${r.id}`, type: "text" },
  ],
  email: [
    { expression: sql`lower(${r.email})`, type: "text" },
    { expression: sql`${r.id}`, type: "text" },
  ],
  registered: [
    { expression: sql`${r.registeredAt}`, type: "timestamptz" },
    { expression: sql`${r.id}`, type: "text" },
  ],
  watched: [
    { expression: watchedSeconds, type: "int" },
    { expression: sql`${r.id}`, type: "text" },
  ],
};

export function orderByKeys(sort: RosterSort, dir: "asc" | "desc"): SQL[] {
  return SORT_KEYS[sort].map((key) =>
    dir === "asc" ? sql`${key.expression} asc` : sql`${key.expression} desc`,
  );
}
