/**
 * PostgreSQL's settings for the embedded database, passed when PGlite starts
 * (decision 0075). PostgreSQL's defaults suit a server with many connections
 * and gigabytes to spare; PGlite is one backend inside one small server, and
 * its WebAssembly memory never shrinks: what PostgreSQL allocates once (128 MB
 * of shared buffers, 64 MB for an index build) stays in the process's RSS for
 * good. Pages PostgreSQL does not keep itself are still in the operating
 * system's file cache (PGlite reads DATA_DIR through Node's fs).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  wal_buffers: "512kB",
  work_mem: "2MB",
  maintenance_work_mem: "16MB",
  temp_buffers: "2MB",
  // One backend (PGlite runs PostgreSQL single-user): the lock table and the
  // per-backend arrays in shared memory are sized for this many.
  max_connections: "8",
  // A plan for each execution's values, never one plan for any value. The
  // app's statements are named here (pglite-statements.ts), and after five
  // runs PostgreSQL may switch a named statement to a generic plan: one that
  // cannot see a search's pattern chose to scan every bar admission and to
  // look up one per registrant (a 100,000-registrant roster's search, 31 ms
  // a page and 140 ms a count, became 360 and 280 ms). Parsing is still
  // done once per statement; planning again costs well under a millisecond.
  plan_cache_mode: "force_custom_plan",
};

/** The settings as PostgreSQL's command-line switches. */
export function pgliteStartSwitches(): string[] {
  return Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

/**
 * V8's switches for PostgreSQL's WebAssembly: its baseline compiler (Liftoff)
 * alone. By default V8 also recompiles the functions that run often with its
 * optimising compiler (TurboFan), and that code and the memory spent making
 * it stay in the process: 50–70 MB of the server's RSS, for no difference in
 * the statements' time that could be told from the noise (decision 0075).
 * V8's switches are the process's, so they apply to the worker thread too.
 */
export const PGLITE_V8_FLAGS: readonly string[] = ["--liftoff-only"];
