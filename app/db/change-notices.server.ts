import pg from "pg";
import {
  ACCOUNT_TABLES,
  DATA_CHANGED_CHANNEL,
  type DatabaseCaches,
  SESSION_TABLES,
} from "./read-cache.server";

/**
 * The one way the read caches learn of a write: the triggers on the tables
 * behind them (migrations 0012, 0013, 0020, 0060, 0068) send `NOTIFY
 * data_changed` with the table's name (and, for a user's rows, whose) when
 * the write's transaction commits, whoever made it.
 * On PostgreSQL two kinds of connection hear it (decision 0045):
 * - every pool connection LISTENs before it serves its first query.
 *   PostgreSQL hands a connection the notices of its own commit before the
 *   ReadyForQuery that ends it, so a write's promise resolves only once this
 *   instance's cache is empty: the writer's next read is fresh.
 * - one connection of its own LISTENs all the time, for the writes of other
 *   instances and of psql (pool connections come and go, and hear nothing
 *   while inside a transaction). While it is down the caches are off.
 * PGlite's worker posts a notice before the reply of the statement that
 * caused it (pglite-worker.ts), which gives the same order.
 */

/** The `application_name` of each instance's own listening connection. */
export const CHANGE_LISTENER_NAME = "cle-change-listener";

const isIn = (tables: readonly string[], table: string) => tables.includes(table);

/**
 * Empties the caches a notice concerns. A notice is the changed table's name,
 * or `table:uid,uid` for a table whose rows belong to users (migration 0068):
 * the accounts cache then drops only those users' entries, and otherwise
 * everything (an attorney's pages read the catalogue and shared lists too);
 * the sessions' on a session or user table's; the catalogue's on any other
 * table's but an account table's.
 */
export function hearChange(caches: DatabaseCaches): (notice: string) => void {
  return (notice) => {
    const colon = notice.indexOf(":");
    const table = colon < 0 ? notice : notice.slice(0, colon);
    if (colon < 0) caches.accounts.invalidate();
    else
      caches.accounts.invalidateScopes(
        notice
          .slice(colon + 1)
          .split(",")
          .filter(Boolean),
      );
    if (isIn(SESSION_TABLES, table)) caches.sessions.invalidate();
    else if (!isIn(ACCOUNT_TABLES, table)) caches.catalogue.invalidate();
  };
}

/**
 * The pool's `onConnect`: the new connection LISTENs before the pool hands it
 * out. If LISTEN fails the pool closes the connection and the query that
 * asked for it fails, rather than a write going unheard by its own instance.
 */
export function listenOnPoolConnection(
  caches: DatabaseCaches,
): (client: pg.ClientBase) => Promise<void> {
  const hear = hearChange(caches);
  return async (client) => {
    client.on("notification", (notice) => hear(notice.payload ?? ""));
    await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
  };
}

/**
 * Keeps one connection LISTENing to the change notices of every instance.
 * While it is down, the cache is off (reads go to the database) and it
 * reconnects with a growing delay; nothing is served from a cache that might
 * have missed a notice.
 */
export function listenForChanges(
  url: string,
  caches: DatabaseCaches,
): { firstAttempt: Promise<void>; close(): Promise<void> } {
  const hear = hearChange(caches);
  const setEnabled = (on: boolean) => {
    for (const cache of Object.values(caches)) cache.setEnabled(on);
  };
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 250;
  setEnabled(false);
  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      // Named, so pg_stat_activity tells it from the pool's connections.
      application_name: CHANGE_LISTENER_NAME,
    });
    let gone = false;
    // Called by an error, the connection's end or a failed connect, often two
    // of them for one loss: one reconnection each time, not one per event.
    const lost = () => {
      if (gone) return;
      gone = true;
      setEnabled(false);
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
    candidate.on("notification", (notice) => hear(notice.payload ?? ""));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      if (closed) {
        await candidate.end();
        return;
      }
      client = candidate;
      delayMs = 250;
      setEnabled(true);
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
      setEnabled(false);
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
