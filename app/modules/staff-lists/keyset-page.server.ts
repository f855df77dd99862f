import { count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  encodeCursorKey,
  type KeyPartKind,
  type KeysetCursor,
  type PageCursors,
} from "~/lib/keyset-cursor";
import { type BoundedCount, LIST_COUNT_LIMIT } from "~/lib/list-pages";

/**
 * A list's order as a keyset (decision 0077): the sort key's parts, the last
 * one unique (the id), all in one direction, so a row comparison
 * `(a, b) < (x, y)` walks an index on `(a, b)` from the cursor on.
 */
export type Keyset = {
  parts: readonly { expr: SQLWrapper; kind: KeyPartKind }[];
  order: "asc" | "desc";
};

/** The kinds of a keyset's parts, for reading its cursor from the address. */
export function keyKinds(keyset: Keyset): KeyPartKind[] {
  return keyset.parts.map((part) => part.kind);
}

/** The row's key as the database writes it (JSON text), selected as `pageKey`. */
export function pageKeyColumn(keyset: Keyset): SQL<string> {
  const parts = sql.join(
    keyset.parts.map((part) => sql`(${part.expr})::text`),
    sql`, `,
  );
  return sql<string>`json_build_array(${parts})::text`;
}

function tuple(items: SQL[]): SQL {
  return items.length === 1 ? (items[0] as SQL) : sql`(${sql.join(items, sql`, `)})`;
}

/** The rows past the cursor, in the direction it names (none without a cursor). */
export function keysetCondition(keyset: Keyset, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const columns = tuple(keyset.parts.map((part) => sql`${part.expr}`));
  const values = tuple(
    keyset.parts.map((part, index) => sql`cast(${cursor.key[index]} as ${sql.raw(part.kind)})`),
  );
  const forward = cursor.direction === "after";
  const greater = (keyset.order === "asc") === forward;
  return greater ? sql`${columns} > ${values}` : sql`${columns} < ${values}`;
}

/** The ORDER BY: the list's own, or reversed to read the rows before a cursor. */
export function keysetOrder(keyset: Keyset, cursor: KeysetCursor | null): SQL[] {
  const reversed = cursor?.direction === "before";
  const descending = (keyset.order === "desc") !== reversed;
  return keyset.parts.map((part) => (descending ? sql`${part.expr} desc` : sql`${part.expr} asc`));
}

/** One row more than a page: whether it comes back says whether there is a further page. */
export function keysetLimit(size: number): number {
  return size + 1;
}

function tokenOf(pageKey: string): string {
  return encodeCursorKey(JSON.parse(pageKey) as string[]);
}

/**
 * A page from the rows a keyset query fetched (`size + 1` at most, in the
 * query's order): the rows in the list's order, without their keys, and the
 * cursors of the pages around it.
 */
export function keysetPage<Row extends { pageKey: string }>(
  fetched: readonly Row[],
  cursor: KeysetCursor | null,
  size: number,
): { rows: Omit<Row, "pageKey">[]; cursors: PageCursors } {
  const more = fetched.length > size;
  const kept = fetched.slice(0, size);
  const backwards = cursor?.direction === "before";
  if (backwards) kept.reverse();
  const hasPrevious = cursor === null ? false : backwards ? more : true;
  const hasNext = backwards ? true : more;
  const first = kept[0];
  const last = kept.at(-1);
  const rows = kept.map(({ pageKey: _, ...row }) => row);
  return {
    rows,
    cursors: {
      previous: hasPrevious && first ? tokenOf(first.pageKey) : null,
      next: hasNext && last ? tokenOf(last.pageKey) : null,
    },
  };
}

/**
 * Loads a page; a cursor that leads nowhere (the rows around it are gone) or
 * back to the start shows the first page, whole, with no "previous" link.
 */
export async function loadKeysetPage<T extends { rows: readonly unknown[]; cursors: PageCursors }>(
  cursor: KeysetCursor | null,
  load: (cursor: KeysetCursor | null) => Promise<T>,
): Promise<T> {
  const page = await load(cursor);
  if (!cursor) return page;
  const atStart = cursor.direction === "before" && page.cursors.previous === null;
  return page.rows.length === 0 || atStart ? load(null) : page;
}

/**
 * How many rows of a table match a condition, counting at most
 * `LIST_COUNT_LIMIT + 1` (decision 0077): the matching rows' keys are read
 * with a LIMIT in a subquery, so the count never reads a whole table.
 */
export function boundedCountQuery(
  db: Database,
  { from, key, where }: { from: PgTable; key: PgColumn; where?: SQL | undefined },
) {
  const matching = db
    .select({ key })
    .from(from)
    .where(where)
    .limit(LIST_COUNT_LIMIT + 1)
    .as("matching");
  return db.select({ count: count() }).from(matching);
}

/** The bounded count's answer. */
export function boundedCount(rows: readonly { count: number }[]): BoundedCount {
  const counted = rows[0]?.count ?? 0;
  return counted > LIST_COUNT_LIMIT
    ? { count: LIST_COUNT_LIMIT, more: true }
    : { count: counted, more: false };
}

/**
 * A keyset list's page and its bounded count, read side by side: what every
 * long staff list loads.
 */
export async function loadKeysetList<Row extends { pageKey: string }>(
  cursor: KeysetCursor | null,
  size: number,
  fetchPage: (cursor: KeysetCursor | null) => PromiseLike<readonly Row[]>,
  countMatching: PromiseLike<readonly { count: number }[]>,
) {
  const [page, counted] = await Promise.all([
    loadKeysetPage(cursor, async (at) => keysetPage(await fetchPage(at), at, size)),
    countMatching,
  ]);
  return { rows: page.rows, cursors: page.cursors, total: boundedCount(counted) };
}
