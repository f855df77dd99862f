import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import type { DatabaseHandle } from "~/db/client.server";
import { readCacheOf } from "~/db/read-cache.server";
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

  it("shows the application's own write on the next read", async () => {
    expect(await titleOf(database.db)).not.toBe("Renamed by staff");
    await database.db
      .update(courses)
      .set({ title: "Renamed by staff" })
      .where(eq(courses.id, FEATURED_COURSE_ID));
    expect(await titleOf(database.db)).toBe("Renamed by staff");
    expect((await getCourse(database.db, FEATURED_COURSE_ID))?.title).toBe("Renamed by staff");
  });

  it("shows a write made in a transaction once it commits", async () => {
    await titleOf(database.db);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update courses set title = 'Renamed in a transaction' where id = ${FEATURED_COURSE_ID}`,
      );
    });
    expect(await titleOf(database.db)).toBe("Renamed in a transaction");
  });

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

  it("reads from the database while it cannot hear the notices", async () => {
    const cache = readCacheOf(other.db);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Cut the listening connection, as a failover or a network blip would.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()",
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
