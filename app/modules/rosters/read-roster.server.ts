import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { readByCursor } from "~/db/read-by-cursor.server";
import { readCsvByCursor } from "~/db/read-csv-by-cursor.server";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import type { CsvLines } from "~/lib/csv-stream.server";
import {
  ROSTER_EXPORT_COLUMNS,
  rosterCsvQuery,
  rosterExportQuery,
} from "./roster-export-query.server";
import type { RosterFilters } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  orderByKeys,
  ROSTER_COLUMNS,
  rosterConditions,
  SORT_KEYS,
  toRosterRow,
} from "./roster-query.server";
import type { RosterRow } from "./roster-row";
import type { RosterScope } from "./roster-scope";

type RosterSelected = Omit<RosterRow, "barAdmissions" | "certificates"> & {
  barAdmissions: string;
  certificates: string;
};

/**
 * Every registration of a roster that matches the filters, in the page's
 * order, a batch at a time, so an export of any size never sits in memory.
 * With `cursor` (inside a PostgreSQL transaction: readInSnapshot) the
 * statement runs once and its rows are fetched in batches. Otherwise each
 * batch continues after the last row of the one before (keyset on the sort
 * keys and the id); each sorts the matching rows afresh (no index serves
 * every order), so batches are large: 50 for 100,000 registrations.
 */
export async function* readRoster(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  batchSize = 5000,
  options: { cursor?: boolean } = {},
): AsyncGenerator<RosterRow> {
  if (options.cursor) {
    const query = rosterExportQuery(db, scope, filters);
    for await (const row of readByCursor<RosterSelected>(
      db,
      query,
      ROSTER_EXPORT_COLUMNS,
      batchSize,
    )) {
      yield toRosterRow(row);
    }
    return;
  }
  const keys = SORT_KEYS[filters.sort];
  // Each key as text, read back with its own type: exact for timestamps' microseconds.
  const keyColumns = sql<string>`json_build_array(${sql.join(
    keys.map((key) => sql`(${key.expression})::text`),
    sql`, `,
  )})::text`;
  let after: string[] | null = null;
  for (;;) {
    const where: SQL[] = [rosterConditions(scope, filters) ?? sql`true`];
    if (after) {
      const last = after;
      const row = sql.join(
        keys.map((key) => key.expression),
        sql`, `,
      );
      const values = sql.join(
        keys.map((key, index) => sql`cast(${last[index] ?? ""} as ${sql.raw(key.type)})`),
        sql`, `,
      );
      where.push(filters.dir === "asc" ? sql`(${row}) > (${values})` : sql`(${row}) < (${values})`);
    }
    const batch = await db
      .select({ ...ROSTER_COLUMNS, sortKeys: keyColumns })
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .leftJoin(orders, ORDER_OF_REGISTRATION)
      .where(sql.join(where, sql` and `))
      .orderBy(...orderByKeys(filters.sort, filters.dir))
      .limit(batchSize);
    for (const { sortKeys: _keys, ...row } of batch) yield toRosterRow(row);
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = JSON.parse(last.sortKeys) as string[];
  }
}

/**
 * The roster's CSV export's rows: with `cursor` (in a PostgreSQL snapshot)
 * as lines PostgreSQL writes itself (rosterCsvQuery), a batch's lines at a
 * time; otherwise the rows of readRoster for csvStream to write.
 */
export async function* readRosterCsv(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  batchSize = 5000,
  options: { cursor?: boolean } = {},
): AsyncGenerator<RosterRow | CsvLines> {
  if (options.cursor) {
    yield* readCsvByCursor(db, rosterCsvQuery(db, scope, filters), batchSize);
    return;
  }
  yield* readRoster(db, scope, filters, batchSize);
}
