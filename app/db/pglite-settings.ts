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
};

/** The settings as PostgreSQL's command-line switches. */
export function pgliteStartSwitches(): string[] {
  return Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}
