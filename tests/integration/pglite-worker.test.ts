import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { PGLITE_SETTINGS } from "~/db/pglite-settings";
import { PgliteWorkerClient } from "~/db/pglite-worker-client.server";

// The embedded database runs in a worker thread (app/db/pglite-worker.ts):
// what the application relies on must hold across the thread boundary.
describe("PGlite in its worker thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
    await handle.db.execute(sql`create table counter (id int primary key, n int not null)`);
    await handle.db.execute(sql`insert into counter values (1, 0)`);
  });
  afterAll(() => handle.close());

  // The shared Database type leaves a raw statement's result untyped.
  const readN = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n);
  const count = async () => readN(await handle.db.execute(sql`select n from counter where id = 1`));

  it("commits a transaction whose body resolves and rolls back one that throws", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update counter set n = n + 1 where id = 1`);
    });
    expect(await count()).toBe(1);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = n + 100 where id = 1`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(1);
  });

  it("runs concurrent transactions one after the other, losing no update", async () => {
    const before = await count();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        handle.db.transaction(async (tx) => {
          const row = await tx.execute(sql`select n from counter where id = 1`);
          await tx.execute(sql`update counter set n = ${readN(row) + 1} where id = 1`);
        }),
      ),
    );
    expect(await count()).toBe(before + 8);
  });

  it("keeps nested transactions (savepoints) working", async () => {
    const before = await count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update counter set n = n + 1 where id = 1`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counter set n = n + 50 where id = 1`);
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    expect(await count()).toBe(before + 1);
  });

  it("passes PostgreSQL's error fields back to the application", async () => {
    const failure = await handle.db.execute(sql`insert into counter values (1, 0)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const cause = (failure as { cause?: Record<string, unknown> }).cause;
    expect(cause?.code).toBe("23505");
    expect(String(cause?.message)).toContain("duplicate key");
    // The database goes on serving after a refused statement.
    expect(await count()).toBeGreaterThan(0);
  });

  it("leaves the application's thread free while a long statement runs", async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsAtStart = turns;
    await handle.db.execute(
      sql`select count(*) from generate_series(1, 2000000) a, lateral (select md5(a::text)) b`,
    );
    running = false;
    // In the same thread, the statement's WebAssembly would run in one turn.
    expect(turns - turnsAtStart).toBeGreaterThan(20);
  });

  it("refuses a parameter that cannot reach the thread, and goes on serving", async () => {
    await expect(
      handle.db.execute(sql`select ${(() => 1) as unknown as number} as x`),
    ).rejects.toThrow();
    expect(await count()).toBeGreaterThan(0);
  });

  it("hands over a commit's change notice before the commit's result", async () => {
    // What the read caches rely on for the writer to read its own write (decision 0045).
    const heard: string[] = [];
    const client = await PgliteWorkerClient.open(
      { dataDir: "memory", channel: "changed" },
      (table) => heard.push(table),
    );
    try {
      await client.query(`create table watched (id int)`);
      await client.query(`create function announce() returns trigger language plpgsql as $$
        begin perform pg_notify('changed', TG_TABLE_NAME); return null; end $$`);
      await client.query(`create trigger watched_changed after insert on watched
        for each statement execute function announce()`);
      await client.query("insert into watched values (1)");
      expect(heard).toEqual(["watched"]);
      await client.transaction(async (tx) => {
        await tx.query("insert into watched values (2)");
        expect(heard).toEqual(["watched"]);
      });
      expect(heard).toEqual(["watched", "watched"]);
    } finally {
      await client.close();
    }
  });

  it("plans a named statement for each run's values, never once for any value", async () => {
    // A search's pattern decides its best plan; PostgreSQL would switch a
    // statement run five times to one generic plan (pglite-settings.ts).
    const text = "select n from counter where id = $1 and n >= $2 -- plan each run";
    for (let run = 0; run < 8; run += 1) {
      await handle.db.execute(
        sql`select n from counter where id = ${1} and n >= ${run - 10} -- plan each run`,
      );
    }
    const plans = await handle.db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where statement = ${text}`,
    );
    expect((plans as unknown as { rows: unknown[] }).rows).toEqual([
      { generic_plans: 0, custom_plans: 8 },
    ]);
  });

  it("refuses statements with a clear error once closed", async () => {
    const other = await openDatabase({ kind: "pglite", dataDir: "memory" });
    await Promise.all([other.close(), other.close()]);
    await expect(other.ping()).rejects.toThrow(/embedded database/);
  });
});

describe("a new embedded data directory", () => {
  it("is made by a process of its own, then opened with the small server's settings", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cle-pglite-new-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir });
      try {
        const shown = await first.db.execute(sql`show shared_buffers`);
        expect((shown as unknown as { rows: { shared_buffers: string }[] }).rows[0]).toEqual({
          shared_buffers: PGLITE_SETTINGS.shared_buffers,
        });
        await first.db.execute(sql`create table kept (id int primary key)`);
        await first.db.execute(sql`insert into kept values (7)`);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ kind: "pglite", dataDir });
      try {
        const rows = await again.db.execute(sql`select id from kept`);
        expect((rows as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: 7 }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
