import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import {
  CREATE_DATA_DIR_SWITCH,
  type QueryResult,
  type RowMode,
  receivedError,
  type WorkerMessage,
  type WorkerRequest,
  type WorkerStart,
} from "./pglite-protocol";
import { PGLITE_V8_FLAGS } from "./pglite-settings";

type Pending = { resolve(value: QueryResult | null): void; reject(error: Error): void };
type Sendable = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, "id">
    : never
  : never;

/** The calls Drizzle's PGlite driver makes on a transaction. */
export type WorkerTransaction = {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
};

/**
 * PGlite in a worker thread, seen from the application's thread: the calls
 * Drizzle's PGlite driver makes (query, transaction) as messages.
 *
 * Why a thread: PGlite runs PostgreSQL as WebAssembly, synchronously, for
 * 0.2–0.3 ms a statement. In the thread that serves requests, that time
 * blocks everything else, new connections included (Node accepts one per
 * event-loop turn); here it runs beside the rendering, on the second core.
 */
export class PgliteWorkerClient {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker and resolves once its database is open. */
  static async open(
    start: WorkerStart,
    onNotice: (payload: string) => void,
  ): Promise<PgliteWorkerClient> {
    // Before the first WebAssembly is compiled: V8 reads them at compilation.
    for (const flag of PGLITE_V8_FLAGS) v8.setFlagsFromString(flag);
    if (start.dataDir !== "memory" && !existsSync(path.join(start.dataDir, "PG_VERSION"))) {
      await createDataDirectory(start.dataDir);
    }
    const worker = startWorker(start);
    const client = new PgliteWorkerClient(worker);
    return new Promise((resolve, reject) => {
      worker.on("message", (message: WorkerMessage) => {
        switch (message.kind) {
          case "ready":
            worker.unref();
            resolve(client);
            return;
          case "failed":
            reject(receivedError(message.error));
            void worker.terminate();
            return;
          case "notice":
            onNotice(message.payload);
            return;
          case "reply":
            client.#settle(message.id)?.resolve(message.value);
            return;
          case "refused":
            client.#settle(message.id)?.reject(receivedError(message.error));
            return;
        }
      });
      const stop = (error: Error) => {
        client.#stopped ??= error;
        reject(error);
        for (const pending of client.#pending.values()) pending.reject(error);
        client.#pending.clear();
      };
      worker.on("error", (error) => stop(error));
      worker.on("exit", (code) => {
        client.closed = true;
        stop(new Error(`The embedded database's thread stopped (exit code ${code})`));
      });
    });
  }

  query(
    sql: string,
    params: unknown[] = [],
    options?: { rowMode?: RowMode },
  ): Promise<QueryResult> {
    return this.#send({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode ?? "object",
    }) as Promise<QueryResult>;
  }

  /**
   * Runs `body` in a transaction: committed when it resolves, rolled back
   * when it throws. Other statements wait meanwhile, as in PGlite itself.
   */
  async transaction<T>(body: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const begin = this.#nextId;
    await this.#send({ op: "begin" });
    const tx: WorkerTransaction = {
      query: (sql, params = [], options) =>
        this.#send({
          op: "query",
          sql,
          params,
          rowMode: options?.rowMode ?? "object",
          tx: begin,
        }) as Promise<QueryResult>,
    };
    let result: T;
    try {
      result = await body(tx);
    } catch (error) {
      // The body's error is the one to report, even if the rollback fails too
      // (a stopped thread rolls back by itself).
      await this.#send({ op: "end", tx: begin, commit: false }).catch(() => {});
      throw error;
    }
    await this.#send({ op: "end", tx: begin, commit: true });
    return result;
  }

  /** Closes the database and stops the thread; a second call waits for the first. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.closed) await this.#send({ op: "close" }).catch(() => {});
      this.closed = true;
      this.#stopped ??= new Error("The embedded database is closed");
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  #send(request: Sendable): Promise<QueryResult | null> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // The thread keeps the process alive only while it owes an answer, as a
    // database call in this thread would.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...request, id } as WorkerRequest);
      } catch (error) {
        // A parameter the thread cannot receive (a function, a symbol): refused here.
        this.#settle(id);
        reject(error);
      }
    });
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return pending;
  }
}

/**
 * A new data directory is made by initdb, a second WebAssembly instance. In
 * the serving thread, or in a thread that then ends, its memory stays in the
 * process's RSS (the allocator keeps what the thread freed: 150 MB and more);
 * made by a short-lived process of its own, it goes back to the system
 * (decision 0075).
 */
function createDataDirectory(dataDir: string): Promise<void> {
  const { script, execArgv } = workerScript();
  const child = spawn(
    process.execPath,
    [...PGLITE_V8_FLAGS, ...execArgv, script, CREATE_DATA_DIR_SWITCH, dataDir],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The embedded database could not be created (exit ${code}): ${errors}`)),
    );
  });
}

/** Where the worker's script is: compiled beside the server build, or its TypeScript source. */
function workerScript(): { script: string; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) {
    return {
      script: fileURLToPath(new URL("./pglite-worker.ts", import.meta.url)),
      execArgv: ["--import", "tsx"],
    };
  }
  return { script: fileURLToPath(builtWorker()), execArgv: [] };
}

/** The compiled worker beside the server build, or the TypeScript source through tsx. */
function startWorker(start: WorkerStart): Worker {
  if (import.meta.url.endsWith(".ts")) {
    const entry = new URL("./pglite-worker.ts", import.meta.url).href;
    return new Worker(new URL("./start-typescript-worker.mjs", import.meta.url), {
      workerData: { ...start, entry },
    });
  }
  return new Worker(builtWorker(), { workerData: start });
}

function builtWorker(): URL {
  // The build puts the worker beside its entries (build/server); this module
  // may sit there or in a shared chunk one folder down.
  const built = ["./pglite-worker.js", "../pglite-worker.js"]
    .map((relative) => new URL(relative, import.meta.url))
    .find((url) => existsSync(url));
  if (!built) throw new Error("The server build has no pglite-worker.js: run npm run build");
  return built;
}
