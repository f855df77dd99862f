import { describe, expect, it } from "vitest";
import { dueUpkeep, type TableFigures, type UpkeepSettings } from "~/db/table-upkeep";

// PostgreSQL 15's autovacuum defaults.
const DEFAULTS: UpkeepSettings = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  freezeMaxAge: 200_000_000,
};

const quiet: TableFigures = {
  table: "orders",
  estimatedRows: 10_000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
  transactionAge: 1_000,
};

describe("a table's due upkeep, by autovacuum's rules", () => {
  it("is nothing for a measured table without changes", () => {
    expect(dueUpkeep(quiet, DEFAULTS)).toBeNull();
  });

  it("vacuums past 50 dead rows plus a fifth of the table", () => {
    expect(dueUpkeep({ ...quiet, deadRows: 2_050 }, DEFAULTS)).toBeNull();
    expect(dueUpkeep({ ...quiet, deadRows: 2_051 }, DEFAULTS)).toEqual({
      table: "orders",
      vacuum: true,
      analyze: false,
      reasons: ["dead rows"],
    });
  });

  it("vacuums past 1,000 inserted rows plus a fifth of the table", () => {
    expect(dueUpkeep({ ...quiet, insertedSinceVacuum: 3_000 }, DEFAULTS)).toBeNull();
    expect(dueUpkeep({ ...quiet, insertedSinceVacuum: 3_001 }, DEFAULTS)?.reasons).toEqual([
      "inserted rows",
    ]);
  });

  it("analyses past 50 changed rows plus a tenth of the table, with the vacuum when both are due", () => {
    expect(dueUpkeep({ ...quiet, changedSinceAnalyze: 1_050 }, DEFAULTS)).toBeNull();
    expect(dueUpkeep({ ...quiet, changedSinceAnalyze: 1_051 }, DEFAULTS)).toEqual({
      table: "orders",
      vacuum: false,
      analyze: true,
      reasons: ["changed rows"],
    });
    expect(
      dueUpkeep({ ...quiet, deadRows: 5_000, changedSinceAnalyze: 5_000 }, DEFAULTS),
    ).toMatchObject({ vacuum: true, analyze: true, reasons: ["dead rows", "changed rows"] });
  });

  it("analyses a table PostgreSQL never measured, though no counter moved since the start", () => {
    expect(dueUpkeep({ ...quiet, estimatedRows: -1 }, DEFAULTS)).toEqual({
      table: "orders",
      vacuum: false,
      analyze: true,
      reasons: ["never analysed"],
    });
    // Unmeasured counts as empty: the thresholds alone apply.
    expect(dueUpkeep({ ...quiet, estimatedRows: -1, deadRows: 51 }, DEFAULTS)?.vacuum).toBe(true);
  });

  it("vacuums a table whose oldest unfrozen transaction is past the freeze age, however quiet", () => {
    expect(dueUpkeep({ ...quiet, transactionAge: 200_000_000 }, DEFAULTS)).toBeNull();
    expect(dueUpkeep({ ...quiet, transactionAge: 200_000_001 }, DEFAULTS)).toEqual({
      table: "orders",
      vacuum: true,
      analyze: false,
      reasons: ["wraparound"],
    });
  });

  it("follows the server's own settings", () => {
    const eager = { ...DEFAULTS, vacuumThreshold: 0, vacuumScaleFactor: 0.01 };
    expect(dueUpkeep({ ...quiet, deadRows: 101 }, eager)?.vacuum).toBe(true);
  });
});
