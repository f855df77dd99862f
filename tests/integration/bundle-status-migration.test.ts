import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { courseBundles } from "~/db/schema/catalogue";
import { createScratchDatabase, DATABASE_KINDS } from "../setup/test-database";

// The migration that makes bundles editable turns the old 'withdrawn' status
// into 'archived' before the new check constraint: a database migrated up to
// the one before it, holding a withdrawn bundle, migrates on.

type Journal = { entries: { tag: string }[] };

/** drizzle/ as it was before the bundle-versions migration. */
function migrationsBeforeBundleVersions(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "cle-bundle-migration-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_bundle_versions"));
  expect(at).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(DATABASE_KINDS)("the bundle status migration on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("turns a withdrawn bundle into an archived one", async () => {
    const folder = migrationsBeforeBundleVersions();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    let handle: DatabaseHandle;
    if (kind === "pglite") {
      handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
      cleanups.push(() => handle.close());
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      const scratch = await createScratchDatabase(
        process.env.TEST_DATABASE_URL ?? "",
        `cle_migration_${process.pid}`,
      );
      cleanups.push(() => scratch.drop());
      handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
      cleanups.push(() => handle.close());
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
    await handle.db.execute(sql`insert into course_bundles
      (id, title, summary, price_cents, member_price_cents, status, position)
      values ('old-bundle', 'Old', 'Old.', 200, 100, 'withdrawn', 0),
             ('live-bundle', 'Live', 'Live.', 200, 100, 'published', 1)`);
    await handle.migrate();
    const rows = await handle.db
      .select({
        id: courseBundles.id,
        status: courseBundles.status,
        version: courseBundles.version,
      })
      .from(courseBundles)
      .orderBy(asc(courseBundles.position));
    expect(rows).toEqual([
      { id: "old-bundle", status: "archived", version: 1 },
      { id: "live-bundle", status: "published", version: 1 },
    ]);
    await expect(
      handle.db.execute(sql`update course_bundles set status = 'withdrawn'`),
    ).rejects.toThrow();
  });
});
