import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { pgliteTemplatePath, postgresTemplateName } from "./database-templates";

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
    const template = pgliteTemplatePath();
    const handle = await openDatabase({
      kind: "pglite",
      dataDir: "memory",
      ...(existsSync(template) ? { loadDataDir: template } : {}),
    });
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(adminUrl, `cle_test_${process.pid}`, {
    template: postgresTemplateName(),
  });
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    async destroy() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * An empty database of its own on the PostgreSQL server of `adminUrl`, and
 * the way to drop it (whoever is still connected).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  // A template that is missing (vitest's global set-up did not run) means an empty database.
  const copied = template
    ? await run(`CREATE DATABASE "${name}" TEMPLATE "${template}"`).then(
        () => true,
        () => false,
      )
    : false;
  if (!copied) await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A PostgreSQL test database with a second instance's handle on it (its own
 * pool and change listener), as two servers behind a load balancer have.
 */
export async function createTwoInstances(
  poolSize = 2,
): Promise<{ database: TestDatabase; other: DatabaseHandle; destroy(): Promise<void> }> {
  const database = await createTestDatabase("postgres");
  const other = await openDatabase({ kind: "postgres", url: database.url ?? "", poolSize });
  return {
    database,
    other,
    async destroy() {
      await other.close();
      await database.destroy();
    },
  };
}
