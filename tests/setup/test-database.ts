import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

export type DatabaseKind = "pglite" | "postgres";

/**
 * PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set, and always
 * under CI=true (where a missing TEST_DATABASE_URL fails, never skips).
 */
export const DATABASE_KINDS: DatabaseKind[] =
  process.env.TEST_DATABASE_URL || process.env.CI === "true" ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = DatabaseHandle & {
  /** The connection string of the isolated PostgreSQL database (postgres only). */
  url?: string;
  destroy(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards),
 * so test workers never share state.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `cle_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
