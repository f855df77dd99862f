import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { CHANGE_LISTENER_NAME } from "~/db/change-notices.server";
import type { DatabaseHandle } from "~/db/client.server";
import {
  ACCOUNT_TABLES,
  cachedRead,
  type ReadCache,
  readCacheOf,
  SESSION_TABLES,
  USER_ROW_TABLES,
  WATCHED_TABLES,
} from "~/db/read-cache.server";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { seedDatabase } from "../../server/seed-database";
import {
  createTestDatabase,
  createTwoInstances,
  DATABASE_KINDS,
  type TestDatabase,
} from "../setup/test-database";

const titleOf = async (db: DatabaseHandle["db"]) =>
  (await listCourses(db, { status: "published" })).find((row) => row.id === FEATURED_COURSE_ID)
    ?.title;

const rename = (db: DatabaseHandle["db"], title: string) =>
  db.update(courses).set({ title }).where(eq(courses.id, FEATURED_COURSE_ID));

/**
 * Resolves once no change notice has arrived for 100 ms: on PostgreSQL the
 * pool's other connections hear an earlier write's notice a moment later.
 */
async function settled(cache: ReadCache): Promise<void> {
  let seen = -1;
  while (seen !== cache.generation()) {
    seen = cache.generation();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DATABASE_KINDS)("the catalogue's read cache on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date());
    // The seed's change notices arrive on their own connection (PostgreSQL): let them land.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(() => database?.destroy());

  it("serves a repeated read without a statement", async () => {
    await listCourses(database.db, { status: "published" });
    await getCourse(database.db, FEATURED_COURSE_ID);
    const before = database.statementCount();
    await listCourses(database.db, { status: "published" });
    await getCourse(database.db, FEATURED_COURSE_ID);
    expect(database.statementCount()).toBe(before);
  });

  it("shows the application's own write on the very next read, every time", async () => {
    // Ten times over: on PostgreSQL the listening connection of its own may
    // now and then hear a notice first, but never ten times in a row.
    for (let round = 1; round <= 10; round += 1) {
      expect(await titleOf(database.db)).not.toBe(`Renamed by staff ${round}`);
      await getCourse(database.db, FEATURED_COURSE_ID);
      await rename(database.db, `Renamed by staff ${round}`);
      expect(await titleOf(database.db)).toBe(`Renamed by staff ${round}`);
      expect((await getCourse(database.db, FEATURED_COURSE_ID))?.title).toBe(
        `Renamed by staff ${round}`,
      );
    }
  });

  it("empties the cache for a write in a transaction when it commits, not before", async () => {
    const cache = readCacheOf(database.db);
    if (!cache) throw new Error("the database has no read cache");
    await titleOf(database.db);
    await settled(cache);
    const before = cache.generation();
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update courses set title = 'Renamed in a transaction' where id = ${FEATURED_COURSE_ID}`,
      );
      // Not committed: nobody else can read it yet, so the cache stays.
      expect(cache.generation()).toBe(before);
    });
    expect(cache.generation()).toBeGreaterThan(before);
    expect(await titleOf(database.db)).toBe("Renamed in a transaction");
  });

  it("keeps the cache through a rolled-back write, and hears the next one", async () => {
    const cache = readCacheOf(database.db);
    if (!cache) throw new Error("the database has no read cache");
    // A fresh entry: one filled by an earlier test could pass its maximum age
    // (15 s) during this one on a busy machine, and be read again.
    cache.invalidate();
    const title = await titleOf(database.db);
    await settled(cache);
    const before = cache.generation();
    await expect(
      database.db.transaction(async (tx) => {
        await rename(tx, "Renamed, then rolled back");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await settled(cache);
    expect(cache.generation()).toBe(before);
    // Still served from memory: a rollback announces nothing.
    const statements = database.statementCount();
    expect(await titleOf(database.db)).toBe(title);
    expect(database.statementCount()).toBe(statements);
    await rename(database.db, "Renamed after the rollback");
    expect(await titleOf(database.db)).toBe("Renamed after the rollback");
  });

  it("has the database announce writes to exactly the tables behind the caches", async () => {
    const result = await database.db.execute(sql`
      select c.relname as table from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_data_changed' and not t.tgisinternal`);
    // The shared Database type leaves a raw statement's result untyped.
    const announced = (result as unknown as { rows: { table: string }[] }).rows
      .map((row) => row.table)
      .sort();
    expect(announced).toEqual([...WATCHED_TABLES, ...SESSION_TABLES, ...ACCOUNT_TABLES].sort());
  });

  it("has the tables of users' rows name the users, by the columns the code expects", async () => {
    const result = await database.db.execute(sql`
      select c.relname as table, pg_get_triggerdef(t.oid) as definition from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_rows_changed' and not t.tgisinternal`);
    const rows = (result as unknown as { rows: { table: string; definition: string }[] }).rows;
    const owners = new Map<string, Set<string>>();
    for (const row of rows) {
      const [, event = "", owner = ""] =
        /AFTER (\w+) .*notify_rows_changed\('(\w+)'\)/.exec(row.definition) ?? [];
      owners.set(row.table, (owners.get(row.table) ?? new Set()).add(`${event} ${owner}`));
    }
    // Each table: an insert, an update and a delete trigger, all naming its owner column.
    expect(Object.fromEntries(owners)).toEqual(
      Object.fromEntries(
        Object.entries(USER_ROW_TABLES).map(([table, owner]) => [
          table,
          new Set([`INSERT ${owner}`, `UPDATE ${owner}`, `DELETE ${owner}`]),
        ]),
      ),
    );
  });

  it.runIf(kind === "postgres")(
    "PostgreSQL hands a listening connection its own commit's notice before the commit's result",
    async () => {
      // What the pool's connections rely on (decision 0045), checked on the server itself.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const heard: string[] = [];
        client.on("notification", (notice) => heard.push(notice.payload ?? ""));
        await client.query("LISTEN data_changed");
        await client.query("update states set name = name where false");
        expect(heard).toEqual(["states"]);
        await client.query("begin");
        await client.query("update faculty set name = name where false");
        expect(heard).toEqual(["states"]);
        await client.query("commit");
        expect(heard).toEqual(["states", "faculty"]);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(kind === "postgres")(
    "names the users a statement touched, up to 50, and none for a statement that changed nothing",
    async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const heard: string[] = [];
        client.on("notification", (notice) => heard.push(notice.payload ?? ""));
        await client.query("LISTEN data_changed");
        await client.query("create temp table owned (id int, owner text)");
        for (const event of ["insert", "update", "delete"]) {
          const tables =
            event === "update"
              ? "old table as old_rows new table as new_rows"
              : event === "insert"
                ? "new table as new_rows"
                : "old table as old_rows";
          await client.query(
            `create trigger owned_${event} after ${event} on owned referencing ${tables}
               for each statement execute function notify_rows_changed('owner')`,
          );
        }
        await client.query("insert into owned values (1, 'a'), (2, 'b'), (3, 'a'), (4, null)");
        expect(heard.at(-1)?.split(/[:,]/).sort()).toEqual(["a", "b", "owned"]);
        // Moved from one user to another: both are named.
        await client.query("update owned set owner = 'c' where id = 2");
        expect(heard.at(-1)?.split(/[:,]/).sort()).toEqual(["b", "c", "owned"]);
        const count = heard.length;
        await client.query("update owned set owner = owner where false");
        expect(heard).toHaveLength(count);
        // A row without a user empties no user's entries; a bulk write empties them all.
        await client.query("delete from owned where id = 4");
        expect(heard.at(-1)).toBe("owned:");
        await client.query("insert into owned select g, 'u' || g from generate_series(1, 51) g");
        expect(heard.at(-1)).toBe("owned");
      } finally {
        await client.end();
      }
    },
  );

  it("gives no page the search index's columns", async () => {
    const course = await getCourse(database.db, FEATURED_COURSE_ID);
    expect(course).not.toHaveProperty("searchVector");
    expect(course).not.toHaveProperty("searchPrefixVector");
  });
});

describe.runIf(DATABASE_KINDS.includes("postgres"))("two instances on one PostgreSQL", () => {
  let instances: Awaited<ReturnType<typeof createTwoInstances>>;
  let database: TestDatabase;
  let other: DatabaseHandle;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ database, other } = instances);
    await seedDatabase(database.db, new Date());
  });
  afterAll(() => instances?.destroy());

  it("a write by one instance, or by psql, empties the other's cache when it commits", async () => {
    // Each instance listens for change notices on its own connection, from the start.
    expect(readCacheOf(other.db)?.isEnabled()).toBe(true);
    expect(readCacheOf(database.db)?.isEnabled()).toBe(true);
    expect(await titleOf(other.db)).toBeDefined();
    await database.db
      .update(courses)
      .set({ title: "Renamed on the first instance" })
      .where(eq(courses.id, FEATURED_COURSE_ID));
    // The notice travels on its own connection: a few milliseconds at most.
    await expect
      .poll(() => titleOf(other.db), { timeout: 2_000, interval: 5 })
      .toBe("Renamed on the first instance");

    const psql = new pg.Client({ connectionString: database.url });
    await psql.connect();
    try {
      await psql.query("update courses set title = 'Renamed in psql' where id = $1", [
        FEATURED_COURSE_ID,
      ]);
    } finally {
      await psql.end();
    }
    await expect
      .poll(() => titleOf(other.db), { timeout: 2_000, interval: 5 })
      .toBe("Renamed in psql");
    await expect
      .poll(() => titleOf(database.db), { timeout: 2_000, interval: 5 })
      .toBe("Renamed in psql");
  });

  it("a write to one user's rows drops only that user's entries on the other instance", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const now = new Date();
    await database.db.insert(user).values(
      [a, b].map((id) => ({
        id,
        name: id,
        email: `${id}@example.com`,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const loads = new Map<string, number>([
      [a, 0],
      [b, 0],
    ]);
    const read = (uid: string) =>
      cachedRead(
        other.db,
        `probe:${uid}`,
        async () => {
          loads.set(uid, (loads.get(uid) ?? 0) + 1);
          return loads.get(uid);
        },
        "accounts",
        uid,
      );
    await read(a);
    await read(b);
    await database.db.update(user).set({ name: "Renamed" }).where(eq(user.id, a));
    await expect.poll(() => read(a), { timeout: 2_000, interval: 5 }).toBe(2);
    expect(await read(b)).toBe(1);
    // A write to a table shared by all (the catalogue) still drops every user's.
    await rename(database.db, "Renamed for every attorney");
    await expect.poll(() => read(b), { timeout: 2_000, interval: 5 }).toBe(2);
  });

  it("reads from the database while it cannot hear the notices", async () => {
    const cache = readCacheOf(other.db);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Cut the listening connection, as a failover or a network blip would.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
        [CHANGE_LISTENER_NAME],
      );
      await expect.poll(() => cache?.isEnabled(), { timeout: 5_000 }).toBe(false);
      await admin.query("update courses set title = 'Renamed while deaf' where id = $1", [
        FEATURED_COURSE_ID,
      ]);
      expect(await titleOf(other.db)).toBe("Renamed while deaf");
      // It reconnects by itself, and caches again.
      await expect.poll(() => cache?.isEnabled(), { timeout: 10_000 }).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
