import { type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { CsvLines } from "~/lib/csv-stream.server";
import type { Database } from "./client.server";

const dialect = new PgDialect();
let cursors = 0;

/**
 * The CSV text of a statement that selects one column, each row a whole
 * line (csvLineSql), through a server-side cursor: a batch's lines come as
 * one piece of text, and the next batch is asked for before this one is
 * handed on, so PostgreSQL builds the next lines while these are sent.
 * Only inside a transaction, so only on PostgreSQL (see readByCursor).
 */
export async function* readCsvByCursor(
  tx: Database,
  query: SQLWrapper,
  batchSize: number,
): AsyncGenerator<CsvLines> {
  const name = sql.raw(`export_lines_${++cursors}`);
  await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
  // Rows as arrays, joined at once: no object per line.
  const fetch = tx._.session.prepareQuery<{
    execute: { text: string; count: number };
    all: unknown;
    values: unknown;
  }>(
    dialect.sqlToQuery(sql`fetch ${sql.raw(String(batchSize))} from ${name}`),
    undefined,
    undefined,
    true,
    (rows) => ({ text: (rows as string[][]).map((row) => row[0]).join(""), count: rows.length }),
  );
  let next: Promise<{ text: string; count: number }> | undefined = fetch.execute();
  try {
    while (next) {
      const batch: { text: string; count: number } = await next;
      next = batch.count < batchSize ? undefined : fetch.execute();
      // A dropped download leaves the fetch asked for: its failure is not news.
      next?.catch(() => {});
      if (batch.count > 0) yield new CsvLines(batch.text);
    }
  } finally {
    await next?.catch(() => {});
    await tx.execute(sql`close ${name}`).catch(() => {});
  }
}
