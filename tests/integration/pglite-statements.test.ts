import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStatementCache } from "~/db/pglite-statements";

// The worker names each data statement once and then only binds and runs it
// (app/db/pglite-statements.ts): results, errors and schema changes must be
// what PGlite's own query() gives.
describe("PGlite's named statements", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      create table item (id int primary key, name text not null, added date);
      insert into item values (1, 'one', '2026-01-02'), (2, 'two', null);
    `);
  });
  afterAll(() => db.close());

  const select = "select id, name, added from item where id = $1";

  it("answers a repeated statement like query() does, parsing it once", async () => {
    const cache = createStatementCache(db);
    const expected = await db.query(select, [1]);
    for (const id of [1, 1, 2]) {
      const result = await cache.run(select, [id], undefined);
      expect(result.rows).toEqual((await db.query(select, [id])).rows);
    }
    expect((await cache.run(select, [1], undefined)).fields).toEqual(expected.fields);
    expect((await cache.run(select, [1], "array")).rows).toEqual(
      (await db.query(select, [1], { rowMode: "array" })).rows,
    );
    expect(cache.size()).toBe(1);
    const names = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements",
    );
    expect(names.rows[0]?.n).toBe(1);
  });

  it("keeps at most its limit of names, closing the least recently used", async () => {
    const cache = createStatementCache(db, 2);
    await cache.run("select 1 as a", [], undefined);
    await cache.run("select 2 as b", [], undefined);
    await cache.run("select 1 as a", [], undefined);
    await cache.run("select 3 as c", [], undefined);
    expect(cache.size()).toBe(2);
    expect((await cache.run("select 2 as b", [], undefined)).rows).toEqual([{ b: 2 }]);
    const names = await db.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement like 'select _ as _'",
    );
    expect(names.rows.map((row) => row.statement).sort()).toEqual([
      "select 2 as b",
      "select 3 as c",
    ]);
  });

  it("reports a statement's error with PostgreSQL's fields and goes on serving it", async () => {
    const cache = createStatementCache(db);
    const insert = "insert into item (id, name) values ($1, $2)";
    await cache.run(insert, [3, "three"], undefined);
    const refused = await cache
      .run(insert, [3, "again"], undefined)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "23505", constraint: "item_pkey", query: insert });
    expect((await cache.run(insert, [4, "four"], undefined)).affectedRows).toBe(1);
    await expect(cache.run("select nope from item", [], undefined)).rejects.toMatchObject({
      code: "42703",
    });
    expect((await cache.run(select, [4], undefined)).rows).toEqual([
      { id: 4, name: "four", added: null },
    ]);
  });

  it("follows a table that changes under a named statement", async () => {
    const cache = createStatementCache(db);
    const all = "select * from item where id = $1";
    expect((await cache.run(all, [1], undefined)).fields).toHaveLength(3);
    await cache.run("alter table item add column note text", [], undefined);
    // PostgreSQL refuses a kept plan whose columns changed; the name is
    // dropped with that error and the statement parsed anew on its next run.
    const next = await cache.run(all, [1], undefined).catch(() => cache.run(all, [1], undefined));
    expect(next.fields.map((field) => field.name)).toEqual(["id", "name", "added", "note"]);
  });

  it("runs inside a transaction and rolls back with it", async () => {
    const cache = createStatementCache(db);
    await db
      .transaction(async () => {
        await db._runExclusiveQuery(() =>
          cache.run("update item set name = $1 where id = $2", ["changed", 1], undefined),
        );
        throw new Error("roll back");
      })
      .catch(() => {});
    expect((await cache.run(select, [1], undefined)).rows[0]).toMatchObject({ name: "one" });
  });
});
