import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readTableFigures, vacuumDueTables } from "~/db/vacuum-due-tables.server";
import type { Logger } from "~/modules/logging/logger.server";
import { startEmbeddedTableUpkeep } from "../../server/background-jobs";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

// The embedded database has no autovacuum worker; the server vacuums and
// analyses what autovacuum would have (decision 0084). The same statements run
// on PostgreSQL, whose own autovacuum is kept off the probe tables here so it
// cannot get there first.

describe.each(DATABASE_KINDS)("the tables' upkeep on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  /** A table of `rows` rows of which `deleted` are deleted, its counters flushed to the statistics. */
  async function churnedTable(name: string, rows: number, deleted: number) {
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`create table ${sql.identifier(name)} (id integer primary key, note text) with (autovacuum_enabled = false)`,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(name)} select g, 'note ' || g from generate_series(1, ${rows}) g`,
      );
      await tx.execute(sql`delete from ${sql.identifier(name)} where id <= ${deleted}`);
      // Counters reach the shared statistics when the backend next goes idle.
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
  }

  async function figuresOf(name: string) {
    const { tables } = await readTableFigures(database.db);
    return tables.find((table) => table.table === name);
  }

  it("analyses the tables a new database has never measured, in one pass", async () => {
    const { tables } = await readTableFigures(database.db);
    const unmeasured = tables
      .filter((table) => table.estimatedRows < 0)
      .map((table) => table.table);
    expect(unmeasured).toContain("course_registrations");
    // A budget no busy machine reaches: this is about the rule, the next test about the budget.
    const done = await vacuumDueTables(database.db, { budgetMs: 60_000 });
    expect(done.map((table) => table.table)).toEqual(expect.arrayContaining(unmeasured));
    const after = await readTableFigures(database.db);
    expect(after.tables.filter((table) => table.estimatedRows < 0)).toEqual([]);
  });

  it("vacuums and analyses a table with dead rows, after which it is due nothing", async () => {
    await churnedTable("upkeep_probe", 1_500, 400);
    expect(await figuresOf("upkeep_probe")).toMatchObject({
      schema: "public",
      estimatedRows: -1,
      deadRows: 400,
      insertedSinceVacuum: 1_500,
    });

    const done = await vacuumDueTables(database.db, { budgetMs: 60_000 });
    expect(done.find((table) => table.table === "upkeep_probe")).toMatchObject({
      vacuum: true,
      analyze: true,
      reasons: ["dead rows", "inserted rows", "changed rows", "never analysed"],
    });

    expect(await figuresOf("upkeep_probe")).toMatchObject({
      estimatedRows: 1_100,
      deadRows: 0,
      insertedSinceVacuum: 0,
      changedSinceAnalyze: 0,
    });
    const again = await vacuumDueTables(database.db, { budgetMs: 60_000 });
    expect(again.map((table) => table.table)).not.toContain("upkeep_probe");
  });

  it("starts no table past its budget, and the next pass takes the rest", async () => {
    await churnedTable("upkeep_probe_a", 200, 100);
    await churnedTable("upkeep_probe_b", 200, 100);
    const first = await vacuumDueTables(database.db, { budgetMs: 0 });
    expect(first).toHaveLength(1);
    const rest = await vacuumDueTables(database.db, { budgetMs: 60_000 });
    expect([...first, ...rest].map((table) => table.table)).toEqual(
      expect.arrayContaining(["upkeep_probe_a", "upkeep_probe_b"]),
    );
    expect(await vacuumDueTables(database.db, { budgetMs: 60_000 })).toEqual([]);
  });

  it("runs as the server's job and logs what it did", async () => {
    await churnedTable("upkeep_probe_job", 300, 200);
    const logged: unknown[] = [];
    const logger = {
      info: (details: unknown) => logged.push(details),
      error: (details: unknown) => logged.push(details),
    } as unknown as Logger;
    const job = startEmbeddedTableUpkeep({ db: database.db, logger, firstRunMs: 0 });
    await vi.waitFor(() =>
      expect(logged).toContainEqual({
        tables: [expect.objectContaining({ table: "upkeep_probe_job", vacuum: true })],
      }),
    );
    await job.stop();
  });
});
