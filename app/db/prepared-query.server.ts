/**
 * Queries built once per database and then only run with new values.
 *
 * Building a statement with Drizzle (walking the query's objects, escaping
 * names, collecting parameters) is a large share of a signed-in page's CPU:
 * the dashboard sent ten statements a request. A prepared query keeps its
 * SQL text; each request fills its placeholders (`sql.placeholder("uid")`).
 * On PostgreSQL the name makes a server-side prepared statement, so the plan
 * is kept too; the embedded database names statements by their text anyway
 * (pglite-statements.ts).
 *
 * Kept per database object: a transaction is a database object of its own,
 * whose queries are prepared for it (and forgotten with it).
 */

const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * The query `name` prepared on `db` by `build`, built on first use. `name` is
 * the statement's name on PostgreSQL: unique per query, at most 63 characters.
 */
export function preparedQuery<T>(db: object, name: string, build: () => T): T {
  let queries = preparedByDatabase.get(db);
  if (!queries) {
    queries = new Map();
    preparedByDatabase.set(db, queries);
  }
  if (!queries.has(name)) queries.set(name, build());
  return queries.get(name) as T;
}
