import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client.server";

/**
 * How long an export's transaction may wait on a client that takes nothing:
 * the download then fails rather than pin a connection (and hold back
 * vacuum) for as long as the client likes.
 */
const STALLED_EXPORT_LIMIT = "120s";

/**
 * Memory for an export's one sort and its grouped joins (PostgreSQL's
 * default, 4 MB, sends a 100,000-row roster's sort to disk): for this
 * transaction only, and an instance runs one roster export at a time.
 */
const EXPORT_WORK_MEMORY = "64MB";

/**
 * No parallel workers for an export's statements: an export is one stream
 * read once, and a worker rebuilds every hash of the plan for itself (the
 * roster's grouped joins were each built twice), which on a small machine
 * only takes the cores the server and the other requests need.
 */
const EXPORT_PARALLEL_WORKERS = "0";

/** Rows a batch of an export reads (docs/decisions/0078). */
export function exportBatchSize(kind: DatabaseHandle["kind"]): number {
  // Embedded: every request waits while a batch runs on the one connection.
  return kind === "pglite" ? 2000 : 5000;
}

/**
 * Rows from `read`, which reads them a batch at a time, all from one
 * snapshot on PostgreSQL: a READ ONLY, REPEATABLE READ transaction on a
 * connection of its own for as long as the rows last, so a long export sees
 * one moment (no row moved between batches is skipped or repeated, totals
 * agree). On the embedded database the batches run one by one outside a
 * transaction: its one connection serves every request, and a transaction
 * would hold them all up for the whole download (docs/decisions/0078).
 * `cursor` says whether the reader may use a server-side cursor (readByCursor:
 * only in the transaction). Ending the iteration early (a dropped download)
 * ends the transaction.
 */
export async function* readInSnapshot<Row>(
  database: Pick<DatabaseHandle, "db" | "kind">,
  read: (db: Database, snapshot: { cursor: boolean }) => AsyncIterable<Row>,
): AsyncGenerator<Row> {
  if (database.kind === "pglite") {
    yield* read(database.db, { cursor: false });
    return;
  }
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let opened: (tx: Database) => void = () => {};
  const handed = new Promise<Database>((resolve) => {
    opened = resolve;
  });
  const transaction = database.db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('idle_in_transaction_session_timeout', ${STALLED_EXPORT_LIMIT}, true), set_config('work_mem', ${EXPORT_WORK_MEMORY}, true), set_config('max_parallel_workers_per_gather', ${EXPORT_PARALLEL_WORKERS}, true)`,
      );
      opened(tx as unknown as Database);
      await finished;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // Read-only: whether it commits or rolls back changes nothing, so a failed
  // end is not the reader's error (its own error, if any, is).
  const ended = transaction.catch(() => {});
  try {
    const tx = await Promise.race([handed, transaction.then(() => handed)]);
    yield* read(tx, { cursor: true });
  } finally {
    finish();
    await ended;
  }
}
