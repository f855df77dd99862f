/**
 * The messages between the application and the PGlite worker thread
 * (pglite-worker.ts). The embedded database runs its WebAssembly in that
 * thread, so a long query never holds up the thread that serves requests.
 */

export type WorkerStart = {
  /** An absolute directory, or "memory" for a database that lives only in the worker. */
  dataDir: string;
  /**
   * For a "memory" database: a data directory dumped by PGlite's dumpDataDir
   * (an uncompressed tar file) to start from instead of an empty database.
   */
  loadDataDir?: string;
  /** The channel whose notices the worker forwards (see read-cache.server.ts). */
  channel: string;
};

/** The worker's script, run as a process with this switch and a directory, only makes it. */
export const CREATE_DATA_DIR_SWITCH = "--create-data-dir";

export type RowMode = "array" | "object";

export type WorkerRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

/** What a query answers: PGlite's result without its parsers and blobs. */
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

/** An error's message and its own fields (a PostgreSQL error's code, constraint, detail…). */
export type SentError = { name: string; message: string; fields: Record<string, unknown> };

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "failed"; error: SentError }
  | { kind: "notice"; payload: string }
  | { kind: "reply"; id: number; value: QueryResult | null }
  | { kind: "refused"; id: number; error: SentError };

export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function receivedError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  return error;
}
