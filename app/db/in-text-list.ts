import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `expr` is one of `values`, the values sent as one JSON parameter: a list
 * of thousands costs one parameter to build, send and parse instead of one
 * each (drizzle's inArray), and the planner still probes an index with the
 * array it makes.
 */
export function inTextList(expr: SQLWrapper, values: Iterable<string>): SQL {
  return sql`${expr} = any(array(select json_array_elements_text(${JSON.stringify([...values])}::json)))`;
}
