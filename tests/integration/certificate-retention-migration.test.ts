import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { PGLITE_EXTENSIONS } from "~/db/pglite-extensions";
import { schema } from "~/db/schema";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { createScratchDatabase, DATABASE_KINDS, type DatabaseKind } from "../setup/test-database";
import { COURSE } from "../support/attendance-fixtures";
import { insertEarlyCourse } from "../support/migrations-before";

// The migration that lets certificates outlive their account, on a database
// that already holds certificates: the migrations before it, a certificate
// written as the previous release did, then this migration; deleting the
// account afterwards keeps the certificate.

const MIGRATION = "_certificates_outlive_accounts";
const DRIZZLE = path.resolve("drizzle");

/** A copy of drizzle/ whose journal stops before this migration. */
function migrationsBefore(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "cle-migrations-"));
  cpSync(DRIZZLE, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
  if (at < 1) throw new Error(`no migration ending in ${MIGRATION}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

type Opened = { db: Database; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function open(kind: DatabaseKind): Promise<Opened> {
  if (kind === "pglite") {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(adminUrl, "cle_test_retention_migration");
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await scratch.drop();
    },
  };
}

describe.each(DATABASE_KINDS)("the retention migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("keeps, unlinked, the certificates of accounts deleted after it", async () => {
    const database = await open(kind);
    cleanUp.push(() => database.close());
    const before = migrationsBefore();
    cleanUp.push(() => before.remove());
    await database.migrate(before.folder);
    const db = database.db;
    // What the certificate names, written as SQL: today's seed writes columns that later
    // migrations add, which this older schema does not have yet.
    await db.execute(sql`
      insert into states (slug, name, code, position) values ('illinois', 'Illinois', 'IL', 1)`);
    await insertEarlyCourse(db, COURSE);
    await db.execute(sql`
      insert into "user" (id, name, email) values ('att-before', 'Zoë', 'before@example.com')`);
    // Written as the previous release did (it has no retain_until column).
    await db.execute(sql`
      insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number,
        course_title, format, approval_status, approval_number, completed_on, credits,
        credit_hour_minutes, codes_entered, codes_total, watched_seconds, affirmation_text,
        typed_name, affirmed_at)
      values ('LX-MIGR-ATED-0001', 'att-before', ${COURSE}, 'illinois', 'Zoë O''Connor',
        '6301234', 'Persuasive brief writing', 'self-study', 'approved', 'IL-26-1', '2026-11-20',
        '{"general": 1}', 60, 1, 1, 3600, 'I attended.', 'Zoë O''Connor', now())`);

    await database.migrate(DRIZZLE);
    // The account goes the way an older release still running mid-deploy deletes it:
    // no retention end is written first.
    await db.delete(user).where(eq(user.id, "att-before"));
    const [kept] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.id, "LX-MIGR-ATED-0001"));
    expect(kept).toMatchObject({
      uid: null,
      retainUntil: null,
      attorneyName: "Zoë O'Connor",
      barNumber: "6301234",
      completedOn: "2026-11-20",
    });
    // Without its end it is kept for the longest period of any state (4 years), not Illinois' 3.
    expect(await purgeExpiredRecords(db, new Date("2030-11-20T12:00:00Z"))).toMatchObject({
      deleted: 0,
    });
    expect(await purgeExpiredRecords(db, new Date("2030-11-21T12:00:00Z"))).toMatchObject({
      deleted: 1,
    });
  });
});
