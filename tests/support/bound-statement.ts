import { type SQL, sql } from "drizzle-orm";

/** A statement Drizzle built, as SQL that `execute` runs with its parameters bound (to explain it). */
export function bound(query: { toSQL(): { sql: string; params: unknown[] } }): SQL {
  const { sql: text, params } = query.toSQL();
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${params[Number(match[1]) - 1]}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql``);
}
