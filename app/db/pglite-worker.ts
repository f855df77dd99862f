import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import {
  CREATE_DATA_DIR_SWITCH,
  sendableError,
  type WorkerMessage,
  type WorkerRequest,
  type WorkerStart,
} from "./pglite-protocol";
import { pgliteStartSwitches } from "./pglite-settings";
import { createStatementCache, type StatementCache } from "./pglite-statements";

// The PGlite database, in its own thread (see pglite-protocol.ts). One
// request at a time reaches PGlite's own queue; a transaction holds it from
// "begin" to "end", as it would in the application's thread.

// Run as a process with these arguments, it only makes a new data directory
// (pglite-worker-client.server.ts says why) and ends.
const createIn = process.argv[2] === CREATE_DATA_DIR_SWITCH ? process.argv[3] : undefined;
if (!parentPort && !createIn) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;
const start = workerData as WorkerStart;
const send = (message: WorkerMessage) => port?.postMessage(message);

// Drizzle reads dates, times and intervals as the text PostgreSQL sends. Set
// once here, they serve every query (functions cannot cross to the thread).
const asText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

const ROLLBACK = Symbol("rollback");
type OpenTransaction = { tx: Transaction; finish(commit: boolean): void; done: Promise<void> };
const transactions = new Map<number, OpenTransaction>();

// PGlite's own switches (single-user mode and the like) and ours (sizes).
const startParams = [...PGlite.defaultStartParams, ...pgliteStartSwitches()];

async function main(): Promise<void> {
  let db: PGlite;
  try {
    const options = { parsers, startParams, extensions: PGLITE_EXTENSIONS };
    db =
      start.dataDir !== "memory"
        ? new PGlite(start.dataDir, options)
        : start.loadDataDir
          ? new PGlite({
              ...options,
              loadDataDir: new Blob([await readFile(start.loadDataDir)]),
            })
          : new PGlite(options);
    await db.waitReady;
    // PGlite calls this (through queueMicrotask) while it reads a statement's
    // output, so a notice is posted before the reply of the statement that
    // caused it: the writer's cache is empty before its write returns (0045).
    await db.listen(start.channel, (payload) => send({ kind: "notice", payload }));
  } catch (error) {
    send({ kind: "failed", error: sendableError(error) });
    return;
  }
  const statements = createStatementCache(db);
  port?.on("message", (request: WorkerRequest) => {
    void answer(db, statements, request);
  });
  send({ kind: "ready" });
}

async function answer(db: PGlite, statements: StatementCache, request: WorkerRequest) {
  try {
    switch (request.op) {
      case "query": {
        const run = () => statements.run(request.sql, request.params, request.rowMode);
        // The locks PGlite's own query() takes: a statement outside a
        // transaction waits for any open one to end.
        let result: Awaited<ReturnType<typeof run>>;
        if (request.tx === undefined) {
          result = await db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
          await db.syncToFs();
        } else {
          if (!transactions.has(request.tx)) throw new Error("The transaction has already ended");
          result = await db._runExclusiveQuery(run);
        }
        const value = {
          rows: result.rows,
          fields: result.fields,
          affectedRows: result.affectedRows,
        };
        send({ kind: "reply", id: request.id, value });
        return;
      }
      case "begin":
        await begin(db, request.id);
        send({ kind: "reply", id: request.id, value: null });
        return;
      case "end": {
        const open = transactions.get(request.tx);
        if (!open) throw new Error("The transaction has already ended");
        transactions.delete(request.tx);
        open.finish(request.commit);
        await open.done;
        send({ kind: "reply", id: request.id, value: null });
        return;
      }
      case "close":
        if (!db.closed) await db.close();
        send({ kind: "reply", id: request.id, value: null });
        port?.close();
        return;
    }
  } catch (error) {
    send({ kind: "refused", id: request.id, error: sendableError(error) });
  }
}

/** Opens a transaction and resolves once it has begun; it ends on an "end" request. */
function begin(db: PGlite, id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let finish: (commit: boolean) => void = () => {};
    const outcome = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    let started = false;
    const ended = db.transaction(async (tx) => {
      started = true;
      transactions.set(id, { tx, finish, done });
      begun();
      if (!(await outcome)) throw ROLLBACK;
    });
    // Settles when the transaction has committed or rolled back; a failed
    // BEGIN fails the "begin" request instead.
    const done = ended.then(
      () => {},
      (error: unknown) => {
        if (error === ROLLBACK) return;
        if (started) throw error;
        failed(error);
      },
    );
  });
}

/** A new data directory, closed once made (its process then ends). */
async function createDataDirectory(dataDir: string): Promise<void> {
  const db = new PGlite(dataDir, { startParams });
  await db.waitReady;
  await db.close();
}

void (createIn ? createDataDirectory(createIn) : main());
