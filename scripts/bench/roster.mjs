// @ts-check
// The roster case of `npm run bench` (BENCH_ONLY=roster runs it alone): one
// live session with BENCH_ROSTER_SIZE (100,000) registrations, seeded with
// INSERT … SELECT generate_series straight into the database while the app is
// stopped, then the roster's pages and its CSV export timed through the app.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import { PGlite } from "@electric-sql/pglite";
// The extensions the migrations create (app/db/pglite-extensions.ts): a write a trigger
// carries to an index of theirs needs them loaded.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { get, statementsPerRequest } from "./probe.mjs";

export const ROSTER_STAFF = {
  email: "roster-bench@example.com",
  password: "a-long-roster-bench-password-1",
};

/**
 * Signs the bench's staff account up (it is named in STAFF_EMAILS; the seed
 * confirms its address, which makes it an administrator).
 * @param {string} base
 */
export async function signUpRosterStaff(base) {
  const form = new URLSearchParams({
    firstName: "Roster",
    lastName: "Bench",
    email: ROSTER_STAFF.email,
    password: ROSTER_STAFF.password,
    confirmPassword: ROSTER_STAFF.password,
    state: "new-york",
    phone: "",
    redirectTo: "/dashboard",
  });
  const reply = await fetch(`${base}/register`, {
    method: "POST",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  if (reply.status !== 302) throw new Error(`roster staff sign-up answered ${reply.status}`);
}

/** @param {string} base */
async function signInRosterStaff(base) {
  const reply = await fetch(`${base}/login`, {
    method: "POST",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ROSTER_STAFF.email, password: ROSTER_STAFF.password }),
    redirect: "manual",
  });
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`roster staff sign-in answered ${reply.status}`);
  return cookie;
}

/**
 * The seed, as statements: `size` attorneys registered for the first live
 * session that is not cancelled; two in three give a bar admission (four
 * states), half watched some of the recording, four in five entered the
 * session's codes, one in four paid through an order, one in ten holds a
 * certificate. Names are spread so that sorting does real work.
 * @param {number} size
 */
function seedStatements(size) {
  const n = `generate_series(1, ${size}) n`;
  const pick = `(select id, course_id from live_sessions where cancelled_at is null order by starts_at limit 1)`;
  return [
    `create temporary table bench_scope as select id as session_id, course_id from ${pick} s`,
    `update "user" set email_verified = true where email = '${ROSTER_STAFF.email}'`,
    `insert into "user" (id, name, email, email_verified)
       select 'rb-' || n, 'First' || n || ' Last' || ((n * 7919) % ${size}), 'rb-' || n || '@bench.example', true from ${n}`,
    `insert into orders (id, uid, product, course_id, course_name, live_session_id, amount_cents, price_kind, status, provider, idempotency_key, attendee, hold_expires_at, paid_at)
       select 'rb-order-' || n, 'rb-' || n, 'course', s.course_id, 'Bench course', s.session_id, 14900, 'member', 'paid', 'test', 'rb-order-' || n,
         jsonb_build_object('firstName', 'First' || n, 'lastName', 'Last' || n, 'email', 'rb-' || n || '@bench.example', 'state', 'new-york'),
         now(), now()
       from ${n}, bench_scope s where n % 4 = 0`,
    `insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, live_session_id, order_id, registered_at)
       select 'rb-' || n || '_' || s.course_id, 'rb-' || n, s.course_id, 'Bench course', 'First' || n, 'Last' || ((n * 7919) % ${size}),
         'rb-' || n || '@bench.example', 'new-york', s.session_id, case when n % 4 = 0 then 'rb-order-' || n end,
         now() - n * interval '1 second'
       from ${n}, bench_scope s`,
    `insert into bar_admissions (id, uid, state, bar_number)
       select 'rb-bar-' || n, 'rb-' || n, (array['new-york', 'texas', 'illinois', 'florida'])[1 + n % 4], 'B' || lpad(n::text, 7, '0')
       from ${n} where n % 3 <> 0`,
    `insert into enrolments (id, uid, course_id, course_name, watched_seconds)
       select 'rb-en-' || n, 'rb-' || n, s.course_id, 'Bench course', (n * 37) % 3600 from ${n}, bench_scope s where n % 2 = 0`,
    `insert into attendance_code_entries (uid, checkpoint_id, entered_at)
       select 'rb-' || n, cp.id, now() from ${n}, bench_scope s
       join attendance_checkpoints cp on cp.live_session_id = s.session_id where n % 5 <> 0`,
    `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title, format, live_session_id, approval_status, completed_on, credits, codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       select 'RB-CERT-' || n, 'rb-' || n, s.course_id, 'new-york', 'First' || n, null, 'Bench course', 'live', s.session_id, 'pending', current_date, '{}'::jsonb, 1, 1, 0, 'I attended.', 'First' || n, now()
       from ${n}, bench_scope s where n % 10 = 0`,
    "analyze",
  ];
}

/**
 * Seeds the roster into the stopped app's database; returns the session and course.
 * @param {string | undefined} databaseUrl
 * @param {string} dataDir
 * @param {number} size
 * @returns {Promise<{ sessionId: string; courseId: string; seedMs: number }>}
 */
export async function seedRoster(databaseUrl, dataDir, size) {
  const started = performance.now();
  /** @type {(text: string) => Promise<{ rows: any[] }>} */
  let query;
  /** @type {() => Promise<void>} */
  let close;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    query = (text) => client.query(text);
    close = () => client.end();
  } else {
    const db = new PGlite(`${dataDir}/pglite`, { extensions: { pg_trgm } });
    query = (text) => db.query(text);
    close = () => db.close();
  }
  try {
    for (const statement of seedStatements(size)) await query(statement);
    const { rows } = await query("select session_id, course_id from bench_scope");
    const scope = rows[0];
    if (!scope) throw new Error("no live session to seed a roster for");
    return {
      sessionId: scope.session_id,
      courseId: scope.course_id,
      seedMs: performance.now() - started,
    };
  } finally {
    await close();
  }
}

/** The export's target on PostgreSQL (issue 38): rows a second, streamed. */
export const EXPORT_ROWS_PER_SECOND = 50_000;

/**
 * The process listening on `port` on this machine (its socket's inode, found
 * among the processes' open files), or undefined where /proc does not say.
 * @param {number} port
 */
function listenerPid(port) {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, "0");
    const inodes = new Set();
    for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
        const cells = line.trim().split(/\s+/);
        // Local address ends in the port; state 0A is LISTEN; the inode is the tenth cell.
        if (cells[1]?.endsWith(`:${hex}`) && cells[3] === "0A") inodes.add(`socket:[${cells[9]}]`);
      }
    }
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
        }
      } catch {
        // A process that ended meanwhile, or one not ours to read.
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** @param {number | undefined} pid */
function rssOf(pid) {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
  } catch {
    return undefined;
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Times each roster request (one warm-up, then `runs`; median and slowest),
 * counts its SQL statements, and downloads the whole CSV export once.
 * @param {string} base
 * @param {{ sessionId: string; courseId: string }} scope
 * @param {number} size
 * @param {number} runs
 */
export async function measureRoster(base, scope, size, runs = 5) {
  const cookie = await signInRosterStaff(base);
  const headers = { cookie };
  const session = `/staff/rosters/sessions/${encodeURIComponent(scope.sessionId)}`;
  const lastPage = Math.ceil(size / 50);
  const cases = [
    { label: "first page (by name)", path: session },
    { label: "sorted by watching time, descending", path: `${session}?sort=watched&dir=desc` },
    {
      label: "search and filters (q=Last12, Texas, attended, no certificate)",
      path: `${session}?q=Last12&state=texas&attended=yes&certificate=no`,
    },
    { label: "search by bar number (B0004242)", path: `${session}?q=B0004242` },
    { label: `deep page (${lastPage} of ${lastPage})`, path: `${session}?page=${lastPage}` },
    {
      label: "course roster, first page",
      path: `/staff/rosters/courses/${encodeURIComponent(scope.courseId)}`,
    },
  ];
  /** @type {{ label: string; path: string; medianMs: number; maxMs: number; statements: number | undefined; bytes: number }[]} */
  const results = [];
  for (const { label, path } of cases) {
    console.log(`   roster: ${label}`);
    const first = await get(`${base}${path}`, headers);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await get(`${base}${path}`, headers);
      times.push(performance.now() - started);
    }
    const statements = await statementsPerRequest(base, `${base}${path}`, headers, 2);
    results.push({
      label,
      path,
      medianMs: median(times),
      maxMs: Math.max(...times),
      statements,
      bytes: first.bytes,
    });
  }
  console.log("   roster: CSV export of the whole session");
  const exportPath = `${session}/export.csv`;
  // The server's memory before, during (sampled) and after the export: flat, or not.
  const pid = listenerPid(Number(new URL(base).port));
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid) ?? 0);
  }, 50);
  const started = performance.now();
  const csv = await get(`${base}${exportPath}`, headers).finally(() => clearInterval(sampler));
  const exportMs = performance.now() - started;
  const rssAfter = rssOf(pid);
  if (csv.status !== 200) throw new Error(`${exportPath} answered ${csv.status}`);
  const lines = csv.body.toString().trim().split("\r\n").length - 1;
  return {
    pages: results,
    export: {
      path: exportPath,
      ms: exportMs,
      bytes: csv.bytes,
      rows: lines,
      rowsPerSecond: lines / (exportMs / 1000),
      rss:
        rssBefore === undefined ? undefined : { before: rssBefore, peak: rssPeak, after: rssAfter },
    },
  };
}

/**
 * @param {string} database
 * @param {{ size: number; seedMs: number; pages: Awaited<ReturnType<typeof measureRoster>>["pages"];
 *   export: Awaited<ReturnType<typeof measureRoster>>["export"]; memory?: { rss: number; peak: number } }} roster
 */
export function renderRoster(database, roster) {
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  const rows = roster.pages.map(
    (page) =>
      `| ${page.label} | ${page.medianMs.toFixed(0)} | ${page.maxMs.toFixed(0)} | ${page.statements ?? "?"} | ${(page.bytes / 1024).toFixed(0)} kB |`,
  );
  const { rowsPerSecond, rss } = roster.export;
  // The target holds on PostgreSQL; the embedded database's figure is shown beside it.
  const postgres = database.startsWith("PostgreSQL");
  const verdict = postgres
    ? ` ${rowsPerSecond >= EXPORT_ROWS_PER_SECOND ? "✓" : "✗"} (target ≥ ${EXPORT_ROWS_PER_SECOND.toLocaleString("en-US")} rows/s)`
    : "";
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  return [
    `## Roster, ${database}: ${roster.size.toLocaleString("en-US")} registrations in one live session`,
    `Seeded in ${(roster.seedMs / 1000).toFixed(1)} s. Each request once to warm up, then timed one after another (signed in as staff).`,
    "",
    "| request | median ms | slowest ms | SQL statements | bytes |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `CSV export: ${roster.export.rows.toLocaleString("en-US")} rows, ${mb(roster.export.bytes)} in ${(roster.export.ms / 1000).toFixed(1)} s: ` +
      `${Math.round(rowsPerSecond).toLocaleString("en-US")} rows/s${verdict}` +
      (rss
        ? `; server memory ${mb(rss.before)} before the export, at most ${mb(rss.peak)} during it, ${rss.after === undefined ? "?" : mb(rss.after)} after`
        : "") +
      (roster.memory
        ? `; at the end ${mb(roster.memory.rss)} (peak ${mb(roster.memory.peak)}).`
        : ".") +
      ` Load average ${load}.`,
  ].join("\n");
}
