import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ADVISORY_LOCKS } from "./advisory-locks";
import { hearChange, listenForChanges, listenOnPoolConnection } from "./change-notices.server";
import { PgliteWorkerClient } from "./pglite-worker-client.server";
import {
  attachReadCache,
  createDatabaseCaches,
  DATA_CHANGED_CHANNEL,
  type DatabaseCaches,
} from "./read-cache.server";
import { schema } from "./schema";

export type Schema = typeof schema;
/** The one database type the domain code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir: string | "memory";
      /** In memory only: start from this dumped data directory (see WorkerStart). */
      loadDataDir?: string;
    };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget["kind"];
  /** Applies the committed migrations in drizzle/ (safe to run from several instances at once). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** SQL statements sent through `db` since the database was opened (for the benchmark). */
  statementCount(): number;
  close(): Promise<void>;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  // Drizzle's logger sees every statement the application sends: it counts
  // them for the benchmark. The caches are emptied by the database's change
  // notices alone (change-notices.server.ts).
  let statements = 0;
  const caches: DatabaseCaches = createDatabaseCaches();
  const logger = {
    logQuery() {
      statements++;
    },
  };
  const statementCount = () => statements;
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
      // No JIT compilation: the app's statements are short, but at a large
      // provider's size their estimated cost passes the JIT threshold, and
      // compiling took longer than running (a 100,000-registrant roster's
      // search count: 157 ms of JIT in 388). Decision 0082.
      options: "-c jit=off",
      // Each connection hears its own commits' notices before their results.
      onConnect: listenOnPoolConnection(caches),
    });
    // A broken idle client must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    attachReadCache(db, caches);
    const listener = listenForChanges(target.url, caches);
    await listener.firstAttempt;
    return {
      db,
      kind: "postgres",
      async migrate() {
        // Session-level advisory lock on one connection, so two instances
        // starting together apply the migrations once, one after the other.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCKS.migrations]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder });
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCKS.migrations]);
          }
        } finally {
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      statementCount,
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }

  const client = await PgliteWorkerClient.open(
    {
      dataDir: target.dataDir === "memory" ? "memory" : path.resolve(target.dataDir),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      channel: DATA_CHANGED_CHANNEL,
    },
    hearChange(caches),
  );
  // Drizzle's PGlite driver calls only query() and transaction(), which the
  // worker's client provides with the same signatures.
  const pglite = client as unknown as PGlite;
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Database;
  attachReadCache(db, caches);
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    statementCount,
    async close() {
      await client.close();
    },
  };
}

/**
 * The drizzle/ folder sits at the package root. From source (app/db) and from
 * the bundle (build/server) it is a few levels up; walk up to find it.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle", "meta", "_journal.json");
    if (existsSync(candidate)) return path.join(dir, "drizzle");
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("drizzle");
  if (existsSync(path.join(fromCwd, "meta", "_journal.json"))) return fromCwd;
  throw new Error("Cannot find the drizzle/ migrations folder next to the application");
}
