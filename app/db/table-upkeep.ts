/**
 * Which upkeep a table needs, by PostgreSQL's own autovacuum rules (decision
 * 0084). The embedded database is one backend with no autovacuum worker:
 * the server runs these itself (vacuum-due-tables.server.ts).
 */

/** A table's figures: its size estimate, its counters since the server started, its oldest unfrozen transaction's age. */
export type TableFigures = {
  table: string;
  /** PostgreSQL's estimate of its rows; below 0 when it was never vacuumed or analysed. */
  estimatedRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
  transactionAge: number;
};

/** The server's autovacuum settings (PostgreSQL's defaults unless changed). */
export type UpkeepSettings = {
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
  freezeMaxAge: number;
};

export type TableUpkeep = {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  /** Why, in autovacuum's terms: for the log line. */
  reasons: ("dead rows" | "inserted rows" | "changed rows" | "never analysed" | "wraparound")[];
};

/** The upkeep a table is due, or null when it needs none. */
export function dueUpkeep(figures: TableFigures, settings: UpkeepSettings): TableUpkeep | null {
  const rows = Math.max(figures.estimatedRows, 0);
  const reasons: TableUpkeep["reasons"] = [];
  if (figures.transactionAge > settings.freezeMaxAge) reasons.push("wraparound");
  if (figures.deadRows > settings.vacuumThreshold + settings.vacuumScaleFactor * rows) {
    reasons.push("dead rows");
  }
  if (figures.insertedSinceVacuum > settings.insertThreshold + settings.insertScaleFactor * rows) {
    reasons.push("inserted rows");
  }
  const vacuum = reasons.length > 0;
  if (
    figures.changedSinceAnalyze >
    settings.analyzeThreshold + settings.analyzeScaleFactor * rows
  ) {
    reasons.push("changed rows");
  }
  // Counters start at zero with each start of the embedded database (it
  // keeps no statistics file), but a table PostgreSQL never measured says so.
  if (figures.estimatedRows < 0) reasons.push("never analysed");
  const analyze = reasons.includes("changed rows") || reasons.includes("never analysed");
  return vacuum || analyze ? { table: figures.table, vacuum, analyze, reasons } : null;
}
