import { type SQL, sql } from "drizzle-orm";

/**
 * A correlated list as one column of JSON text: `object` (a json_build_object,
 * with its `order by`) for each row of `from`, `[]` when there is none. Lets
 * one statement return a page's several lists (dates come back as ISO text,
 * numerics as numbers), read with JSON.parse.
 */
export function jsonList(object: SQL, from: SQL): SQL<string> {
  return sql<string>`(select coalesce(json_agg(${object}), '[]'::json)::text ${from})`;
}

/**
 * One page of a correlated list as JSON text: `object` for each of the `limit`
 * rows of `from` after `offset`, in `orderBy`'s order (the ordinal keeps that
 * order through json_agg), `[]` when there is none.
 */
export function jsonListPage(
  object: SQL,
  from: SQL,
  orderBy: SQL,
  limit: SQL | number,
  offset: SQL | number = 0,
): SQL<string> {
  return sql<string>`(select coalesce(json_agg(page.item order by page.n), '[]'::json)::text
    from (select ${object} as item, row_number() over (order by ${orderBy}) as n ${from}
      order by ${orderBy} limit ${limit} offset ${offset}) as page)`;
}

/** How many rows `from` has, as a number column. */
export function countOf(from: SQL): SQL<number> {
  return sql<number>`(select count(*)::int ${from})`;
}
