import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { PGLITE_EXTENSIONS } from "~/db/pglite-extensions";

// Every test file gets its own fresh database. Migrating each one from
// nothing took most of the suite's time, so the migrated database is built
// once per set of migrations (named by their fingerprint) and copied: a
// dumped PGlite data directory loaded into memory, and a PostgreSQL
// template database. The copies still run migrate(), which finds nothing
// left to apply.

const MIGRATIONS = "drizzle";

/** A short hash of every migration file and the journal: a new migration means a new template. */
export function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql"));
  for (const name of files.sort())
    hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  hash.update(readFileSync(path.join(MIGRATIONS, "meta", "_journal.json")));
  return hash.digest("hex").slice(0, 16);
}

/** Where the migrated PGlite data directory is dumped (uncompressed tar). */
export function pgliteTemplatePath(fingerprint = migrationsFingerprint()): string {
  return path.join(tmpdir(), "cle-test-templates", `pglite-${fingerprint}.tar`);
}

/** The migrated PostgreSQL database that test databases are created from. */
export function postgresTemplateName(fingerprint = migrationsFingerprint()): string {
  return `cle_tpl_${fingerprint}`;
}

/** Builds the PGlite template unless it exists (written aside, then renamed into place). */
export async function preparePgliteTemplate(fingerprint: string): Promise<void> {
  const target = pgliteTemplatePath(fingerprint);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(db), { migrationsFolder: MIGRATIONS });
    const dump = await db.dumpDataDir("none");
    const aside = `${target}.${process.pid}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, target);
  } finally {
    await db.close();
  }
}

/** Builds the PostgreSQL template unless it exists; runs that race (two suites at once) take turns. */
export async function preparePostgresTemplate(
  adminUrl: string,
  fingerprint: string,
): Promise<void> {
  const name = postgresTemplateName(fingerprint);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('cle-test-template'))");
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('cle-test-template'))");
    await admin.end();
  }
}
