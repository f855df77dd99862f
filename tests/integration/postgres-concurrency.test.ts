import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { openDatabase } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

// Two app instances starting together against one PostgreSQL database.
describe.runIf(DATABASE_KINDS.includes("postgres"))("two instances on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(() => database?.destroy());

  it("migrate and seed concurrently without errors or duplicates", async () => {
    const url = database.url;
    if (!url) throw new Error("no url");
    const [a, b] = await Promise.all([
      openDatabase({ kind: "postgres", url }),
      openDatabase({ kind: "postgres", url }),
    ]);
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      await Promise.all([seedDatabase(a.db), seedDatabase(b.db), seedDatabase(a.db)]);
      const [c] = await a.db.select({ n: count() }).from(courses);
      const [s] = await b.db.select({ n: count() }).from(liveSessions);
      expect(c?.n).toBe(COURSES.length);
      expect(s?.n).toBe(COURSES.flatMap((course) => course.liveSessions).length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
