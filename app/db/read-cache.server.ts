/**
 * Read-mostly data (the catalogue, prices, seat counts) and signed-in
 * sessions kept in memory, so a page costs no database round trip for them.
 * Every committed write to a table behind a cache drops that whole cache, on
 * every instance: triggers on those tables send a notice on the channel
 * `data_changed`, and each instance hears it (change-notices.server.ts). The
 * writing instance hears it before its write's promise resolves, so the
 * writer's next read is fresh; a write by a script or psql counts too.
 * An entry is also never older than `maxAgeMs`: what depends on the clock
 * (a session that has started, a checkout's seat hold that has lapsed) is
 * recomputed at least that often. See docs/decisions/0014-read-cache.md and
 * 0045-cache-invalidation-by-notices-alone.md.
 */

/**
 * The tables behind the catalogue cache: each has the trigger that announces
 * its writes (migrations 0012, 0020); a test checks the database agrees.
 */
export const WATCHED_TABLES = [
  "states",
  "course_categories",
  "faculty",
  "courses",
  "course_addresses",
  "course_credits",
  "course_faculty",
  "live_sessions",
  "course_state_approvals",
  "course_bundles",
  "course_bundle_items",
  "course_registrations",
  "orders",
] as const;

/**
 * The tables behind the session cache (signed-in requests' session and user);
 * migration 0013's triggers watch the same.
 */
export const SESSION_TABLES = ["session", "user"] as const;

/**
 * The tables behind the accounts cache beside the two lists above: what an
 * attorney's dashboard and credit tracker read (their registrations,
 * progress, certificates, orders and documents, membership, profile, bar
 * admissions, periods, outside credits, evaluations, waiting places, codes
 * and the reports filed for them). That cache is emptied by a notice from any
 * table (decision 0075); a test checks its reads touch no other table.
 */
export const ACCOUNT_TABLES = [
  "user_profiles",
  "bar_admissions",
  "plans",
  "certificates",
  "enrolments",
  "invoice_documents",
  "reporting_periods",
  "outside_credits",
  "evaluations",
  "waiting_list_entries",
  "bar_reports",
  "bar_report_lines",
  "attendance_checkpoints",
  "attendance_code_entries",
] as const;

export const DATA_CHANGED_CHANNEL = "data_changed";

/**
 * The tables whose rows each belong to one user, with the column that names
 * them: their notices say whose rows a statement touched (`table:uid,uid`,
 * migration 0068), so the accounts cache drops only those users' entries.
 * Every other table's notice (and a bulk write's) is the bare table name.
 */
export const USER_ROW_TABLES = {
  user_profiles: "uid",
  bar_admissions: "uid",
  plans: "uid",
  certificates: "uid",
  enrolments: "uid",
  invoice_documents: "uid",
  reporting_periods: "uid",
  outside_credits: "uid",
  evaluations: "uid",
  attendance_code_entries: "uid",
  course_registrations: "uid",
  orders: "uid",
  session: "user_id",
  user: "id",
} as const;

type Entry = {
  value: Promise<unknown>;
  loadedAt: number;
  scope: string | undefined;
  /** The value once loaded (for peek). */
  settled?: { value: unknown };
};

export type ReadCache = {
  /**
   * The cached value for `key`, loaded (once, however many ask at the same
   * time) when missing; `scope` (a user's id) is what `invalidateScope` drops it by.
   */
  read<T>(key: string, load: () => Promise<T>, scope?: string): Promise<T>;
  /** Drops every entry; loads under way are not kept. */
  invalidate(): void;
  /** Drops the entries of these scopes; their loads under way are not kept. */
  invalidateScopes(scopes: readonly string[]): void;
  /**
   * A mark that moves whenever this scope's entries are dropped: with
   * generation() (which moves when every entry is), part of a signed-in
   * page's validator (decision 0081).
   */
  scopeGeneration(scope: string): number;
  /** While off (the change notices cannot be received), every read goes to the database. */
  setEnabled(enabled: boolean): void;
  isEnabled(): boolean;
  /** Increases with every invalidation: part of the public pages' validators (ETag). */
  generation(): number;
  /**
   * The value kept for `key` when it is loaded and fresh, without loading it
   * (undefined otherwise): for a check that must cost nothing, such as
   * whether a signed-in page may be sent as stored.
   */
  peek(key: string): { value: unknown } | undefined;
};

export function createReadCache({
  maxAgeMs = 15_000,
  maxEntries = 1_000,
  now = Date.now,
}: {
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
} = {}): ReadCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let enabled = true;
  // Each scope's last drop, numbered in order; bounded: when full it is
  // forgotten and the generation moves instead, so no mark is ever reused.
  const scopeMarks = new Map<string, number>();
  let marks = 0;
  return {
    read<T>(key: string, load: () => Promise<T>, scope?: string): Promise<T> {
      if (!enabled) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.loadedAt < maxAgeMs) return entry.value as Promise<T>;
      const startedIn = generation;
      const value = load().then(deepFreeze);
      const fresh: Entry = { value, loadedAt: now(), scope };
      entries.delete(key);
      entries.set(key, fresh);
      // The oldest entries go first when the cache is full (search queries vary without end).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      value.then(
        (loaded) => {
          // A write during the load may have been missed by it: not kept.
          if (generation !== startedIn && entries.get(key) === fresh) entries.delete(key);
          else fresh.settled = { value: loaded };
        },
        () => {
          if (entries.get(key) === fresh) entries.delete(key);
        },
      );
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    invalidateScopes(scopes) {
      if (scopes.length === 0) return;
      const dropped = new Set(scopes);
      for (const scope of dropped) {
        scopeMarks.delete(scope);
        scopeMarks.set(scope, ++marks);
      }
      if (scopeMarks.size > maxEntries) {
        scopeMarks.clear();
        generation++;
      }
      // A load under way is an entry too: deleted here, it is not kept when it ends.
      for (const [key, entry] of entries) {
        if (entry.scope !== undefined && dropped.has(entry.scope)) entries.delete(key);
      }
    },
    setEnabled(on) {
      enabled = on;
      generation++;
      entries.clear();
    },
    isEnabled: () => enabled,
    generation: () => generation,
    scopeGeneration: (scope) => scopeMarks.get(scope) ?? 0,
    peek(key) {
      if (!enabled) return undefined;
      const entry = entries.get(key);
      return entry && now() - entry.loadedAt < maxAgeMs ? entry.settled : undefined;
    },
  };
}

/** Cached values are shared by every request: frozen, so no caller can change them for the next. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A database's caches: the catalogue's, the signed-in sessions', and each
 * attorney's own records (the accounts cache, keyed by user).
 */
export type DatabaseCaches = { catalogue: ReadCache; sessions: ReadCache; accounts: ReadCache };

/** A new set of caches for one database. */
export function createDatabaseCaches(): DatabaseCaches {
  return {
    catalogue: createReadCache(),
    sessions: createReadCache(),
    // One entry per read and signed-in attorney: sized for the attorneys of a busy minute.
    accounts: createReadCache({ maxEntries: 5_000 }),
  };
}

const cachesByDatabase = new WeakMap<object, DatabaseCaches>();

/** Makes `caches` the ones `cachedRead` uses for this database object. */
export function attachReadCache(db: object, caches: DatabaseCaches): void {
  cachesByDatabase.set(db, caches);
}

/** All of the database's caches, if it has them. */
export function readCachesOf(db: object): DatabaseCaches | undefined {
  return cachesByDatabase.get(db);
}

/** The database's catalogue cache, if it has one. */
export function readCacheOf(db: object): ReadCache | undefined {
  return cachesByDatabase.get(db)?.catalogue;
}

/**
 * `load()` through one of the database's caches (the catalogue's unless
 * told). A transaction object has no cache (it must read its own writes), so
 * inside one this is `load()`.
 */
export function cachedRead<T>(
  db: object,
  key: string,
  load: () => Promise<T>,
  cache: keyof DatabaseCaches = "catalogue",
  scope?: string,
): Promise<T> {
  const caches = cachesByDatabase.get(db);
  return caches ? caches[cache].read(key, load, scope) : load();
}
