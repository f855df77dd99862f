import { type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect, type SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

const dialect = new PgDialect();
let cursors = 0;

/**
 * A select's rows (`selection`: what it selects) through a server-side cursor, `batchSize` at a time, each
 * row typed and decoded exactly as the select itself would give it (the
 * same fields and decoders through Drizzle's own row mapping). PostgreSQL
 * runs the statement once (one sort, however long the export) and hands its
 * rows over as they are fetched. Only inside a transaction (a cursor lives
 * as long as one), and so only on PostgreSQL: on the embedded database a
 * transaction would hold its one connection for the whole download
 * (docs/decisions/0078).
 */
export async function* readByCursor<Row>(
  tx: Database,
  query: SQLWrapper,
  selection: SelectedFieldsFlat,
  batchSize: number,
): AsyncGenerator<Row> {
  const name = sql.raw(`export_rows_${++cursors}`);
  await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
  // The fields in the select's own order, each with the decoder its column or sql<T> carries.
  const fields = Object.entries(selection).map(([key, field]) => ({ path: [key], field }));
  const fetch = tx._.session.prepareQuery<{ execute: Row[]; all: Row[]; values: unknown }>(
    dialect.sqlToQuery(sql`fetch ${sql.raw(String(batchSize))} from ${name}`),
    fields,
    undefined,
    true,
  );
  try {
    for (;;) {
      const rows = await fetch.execute();
      yield* rows;
      if (rows.length < batchSize) return;
    }
  } finally {
    await tx.execute(sql`close ${name}`).catch(() => {});
  }
}
