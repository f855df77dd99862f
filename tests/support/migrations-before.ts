import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { createScratchDatabase, type DatabaseKind } from "../setup/test-database";

// A database as an earlier release left it: migrated up to just before one
// migration, so a test can write rows the old way and then migrate on.

type Journal = { entries: { tag: string }[] };

/** A copy of drizzle/ whose journal stops before the migration whose tag ends in `suffix`. */
export function migrationsBefore(suffix: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "cle-migrations-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  if (at < 1) throw new Error(`no migration ending in ${suffix}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * An empty database of the kind (PGlite in memory, or a scratch database on
 * TEST_DATABASE_URL), migrated with the migrations of `folder`; `handle.migrate()`
 * then applies the rest.
 */
export async function openDatabaseMigratedTo(
  kind: DatabaseKind,
  folder: string,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return { handle, close: () => handle.close() };
  }
  const scratch = await createScratchDatabase(
    process.env.TEST_DATABASE_URL ?? "",
    `cle_migration_${process.pid}`,
  );
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
  await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A published on-demand course and its category, in raw SQL with only the
 * columns every migration since the catalogue's first has had, so a test can
 * write the rows an earlier release wrote about it.
 */
export async function insertEarlyCourse(db: DatabaseHandle["db"], id: string): Promise<void> {
  await db.execute(sql`
    insert into course_categories (slug, name, description, position)
    values ('ai', 'AI', 'AI in practice', 1)
    on conflict do nothing`);
  await db.execute(sql`
    insert into courses (id, slug, position, title, summary, description, category_slug, status,
      format, image_path, image_alt)
    values (${id}, ${id}, 1, 'Persuasive brief writing', 'S', 'D', 'ai', 'published',
      'on_demand', '/images/courses/ai.svg', '')`);
}
