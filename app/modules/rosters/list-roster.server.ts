import { and, count, inArray } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import type { KeysetCursor, PageCursors } from "~/lib/keyset-cursor";
import {
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  keysetPage,
  loadKeysetPage,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { accountsByBarNumber } from "./bar-number-accounts.server";
import { ROSTER_PAGE_SIZE, type RosterSort } from "./roster-fields";
import type { RosterFilters } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  ROSTER_COLUMNS,
  rosterConditions,
  SORT_KEYS,
  toRosterRow,
} from "./roster-query.server";
import type { RosterRow } from "./roster-row";
import type { RosterScope } from "./roster-scope";

const KIND = { text: "text", int: "integer", timestamptz: "timestamptz" } as const;

/** A roster's order as a keyset: its sort's keys, the registration's id last. */
export function rosterKeyset(sort: RosterSort, dir: "asc" | "desc"): Keyset {
  return {
    parts: SORT_KEYS[sort].map((key) => ({ expr: key.expression, kind: KIND[key.type] })),
    order: dir,
  };
}

/**
 * The statement choosing a page's registrations on the sort keys alone (a
 * row more, to know if there is a next page): only those then get their
 * codes, bar admissions and certificates.
 */
export function rosterPageQuery(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  cursor: KeysetCursor | null,
) {
  const keyset = rosterKeyset(filters.sort, filters.dir);
  const query = db
    .select({ id: courseRegistrations.id, pageKey: pageKeyColumn(keyset) })
    .from(courseRegistrations)
    .$dynamic();
  return withEnrolmentIf(query, readsEnrolment(filters, { sorted: true }))
    .where(and(rosterConditions(scope, filters), keysetCondition(keyset, cursor)))
    .orderBy(...keysetOrder(keyset, cursor))
    .limit(keysetLimit(ROSTER_PAGE_SIZE));
}

/**
 * The statement counting a roster's registrations (one course or session:
 * bounded by it), its filters matched as sets (rosterConditions); a search's
 * bar-number accounts as values when they were few enough to read
 * (accountsByBarNumber).
 */
export function rosterCountQuery(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  barNumberAccounts: readonly string[] | null = null,
) {
  const query = db.select({ total: count() }).from(courseRegistrations).$dynamic();
  return withEnrolmentIf(query, readsEnrolment(filters)).where(
    rosterConditions(scope, filters, { asSets: true, barNumberAccounts }),
  );
}

/** A roster's count, with the search's bar-number accounts read first. */
async function countRoster(db: Database, scope: RosterScope, filters: RosterFilters) {
  const accounts = filters.q ? await accountsByBarNumber(db, filters.q) : null;
  const [counted] = await rosterCountQuery(db, scope, filters, accounts);
  return counted?.total ?? 0;
}

/**
 * Whether a roster statement reads the enrolment (its watching time: the
 * "attended" filter, or the "watched" order). Only then is it joined: a join
 * PostgreSQL removes as unused still keeps the registration's columns it
 * named wanted, which rules out counting a 100,000-registrant session from
 * its index alone (155 ms against 9).
 */
function readsEnrolment(filters: RosterFilters, { sorted = false } = {}): boolean {
  return filters.attended !== undefined || (sorted && filters.sort === "watched");
}

/** A dynamic query's join is added to the query itself; its selection names its own columns. */
function withEnrolmentIf<Query extends PgSelect>(query: Query, join: boolean): Query {
  if (join) query.leftJoin(enrolments, ENROLMENT_OF_REGISTRATION);
  return query;
}

/**
 * One page of a roster, sorted, filtered and searched in the database, with
 * how many registrations match.
 */
export async function listRoster(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  cursor: KeysetCursor | null,
): Promise<{ rows: RosterRow[]; total: number; cursors: PageCursors }> {
  const [page, total] = await Promise.all([
    loadKeysetPage(cursor, async (at) =>
      keysetPage(await rosterPageQuery(db, scope, filters, at), at, ROSTER_PAGE_SIZE),
    ),
    countRoster(db, scope, filters),
  ]);
  const ids = page.rows.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(ROSTER_COLUMNS)
          .from(courseRegistrations)
          .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
          .leftJoin(orders, ORDER_OF_REGISTRATION)
          .where(inArray(courseRegistrations.id, ids));
  // Put back in the page's order (the ids were chosen in it).
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRosterRow(row)] : [];
    }),
    total,
    cursors: page.cursors,
  };
}
