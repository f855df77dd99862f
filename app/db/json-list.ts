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
