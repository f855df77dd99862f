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
import { PgliteWorkerClient } from "./pglite-worker-client.server";
import {
  attachReadCache,
  createReadCache,
  DATA_CHANGED_CHANNEL,
  type DatabaseCaches,
  type ReadCache,
  SESSION_TABLES,
  writesTo,
  writesWatchedTable,
} from "./read-cache.server";
import { schema } from "./schema";

export type Schema = typeof schema;
/** The one database type the domain code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | "memory" };

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
  // them, and a write to the cached tables empties this instance's cache at once.
  let statements = 0;
  const caches: DatabaseCaches = { catalogue: createReadCache(), sessions: createReadCache() };
  const logger = {
    logQuery(query: string) {
      statements++;
      if (writesWatchedTable(query)) caches.catalogue.invalidate();
      if (writesSessionTable(query)) caches.sessions.invalidate();
    },
  };
  const statementCount = () => statements;
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
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
      channel: DATA_CHANGED_CHANNEL,
    },
    (table) => cacheForTable(caches, table).invalidate(),
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

const writesSessionTable = writesTo(SESSION_TABLES);

/** The cache a change notice (the changed table's name) concerns. */
function cacheForTable(caches: DatabaseCaches, table: string): ReadCache {
  return (SESSION_TABLES as readonly string[]).includes(table) ? caches.sessions : caches.catalogue;
}

/**
 * Keeps one connection LISTENing to the change notices of every instance.
 * While it is down, the cache is off (reads go to the database) and it
 * reconnects with a growing delay; nothing is served from a cache that might
 * have missed a notice.
 */
function listenForChanges(
  url: string,
  caches: DatabaseCaches,
): { firstAttempt: Promise<void>; close(): Promise<void> } {
  const cache = {
    setEnabled(on: boolean) {
      caches.catalogue.setEnabled(on);
      caches.sessions.setEnabled(on);
    },
  };
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 250;
  cache.setEnabled(false);
  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    let gone = false;
    // Called by an error, the connection's end or a failed connect, often two
    // of them for one loss: one reconnection each time, not one per event.
    const lost = () => {
      if (gone) return;
      gone = true;
      cache.setEnabled(false);
      candidate.removeAllListeners();
      candidate.on("error", () => {});
      void candidate.end().catch(() => {});
      if (client === candidate) client = undefined;
      if (!closed) {
        retry = setTimeout(connect, delayMs);
        retry.unref();
        delayMs = Math.min(delayMs * 2, 10_000);
      }
    };
    candidate.on("error", lost);
    candidate.on("end", lost);
    candidate.on("notification", (notice) =>
      cacheForTable(caches, notice.payload ?? "").invalidate(),
    );
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      if (closed) {
        await candidate.end();
        return;
      }
      client = candidate;
      delayMs = 250;
      cache.setEnabled(true);
    } catch {
      lost();
    }
  };
  return {
    // Opening the database waits for it, so an instance starts with its cache on.
    firstAttempt: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners();
        open.on("error", () => {});
        await open.end().catch(() => {});
      }
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
