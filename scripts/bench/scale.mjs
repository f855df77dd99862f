// @ts-check
// The scale case of `npm run bench` (BENCH_ONLY=scale runs it alone; issue 38,
// point 4): for each size in BENCH_SCALE_SIZES, a database built by
// `npm run seed:large` while the app is stopped, then the app started on it
// and measured: start-up to /readyz, every staff list's server time (its
// Server-Timing header, one request at a time), every CSV export's rows a
// second with the server's memory before and after, the large attorney's
// /dashboard and the public pages against the floor. The table has one
// column per size, so the growth is visible.
import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
// The extensions the migrations create (app/db/pglite-extensions.ts): a write a trigger
// carries to an index of theirs needs them loaded.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { measureTarget } from "./load.mjs";
import { readMemory } from "./servers.mjs";

export const SCALE_STAFF = {
  email: "scale-bench@example.com",
  password: "a-long-scale-bench-password-1",
};
// server/seed-large-provider.ts's LARGE_ATTORNEY (this file is plain JavaScript).
const LARGE_ATTORNEY = {
  email: "large-attorney@example.com",
  password: "a-long-large-attorney-password-1",
};

// The issue's limits.
export const LIST_P95_LIMIT_MS = 100;
export const EXPORT_ROWS_PER_SECOND = 50_000;
/**
 * A rate needs rows: an export smaller than this is judged by its time
 * instead, which may be no longer than this many rows at the rate take
 * (0.2 s): a 300-row file's time is its statement's latency, not a stream.
 */
export const EXPORT_RATE_MIN_ROWS = 10_000;
export const STARTUP_LIMIT_MS = 5_000;
export const KEEP_RATIO = 0.9;
/** A list request unanswered this long is recorded as such, and the bench moves on. */
const LIST_TIMEOUT_MS = 30_000;

/** @param {string} base @param {string} path @param {Record<string, string>} fields */
async function postForm(base, path, fields) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Signs the bench's staff account up (named in STAFF_EMAILS); its address is confirmed below. @param {string} base */
export async function signUpScaleStaff(base) {
  const reply = await postForm(base, "/register", {
    firstName: "Scale",
    lastName: "Bench",
    email: SCALE_STAFF.email,
    password: SCALE_STAFF.password,
    confirmPassword: SCALE_STAFF.password,
    state: "new-york",
    phone: "",
    redirectTo: "/dashboard",
  });
  if (reply.status !== 302) throw new Error(`scale staff sign-up answered ${reply.status}`);
}

/** @param {string} base @param {{ email: string; password: string }} account */
async function signIn(base, account) {
  const reply = await postForm(base, "/login", account);
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in of ${account.email} answered ${reply.status}`);
  return cookie;
}

/**
 * Confirms the staff account's address in the stopped app's database (which
 * makes a STAFF_EMAILS address an administrator).
 * @param {string | undefined} databaseUrl @param {string} dataDir
 */
export async function confirmScaleStaff(databaseUrl, dataDir) {
  const statement = `update "user" set email_verified = true where email = '${SCALE_STAFF.email}'`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  } else {
    const db = new PGlite(`${dataDir}/pglite`, { extensions: { pg_trgm } });
    await db.query(statement).finally(() => db.close());
  }
}

/**
 * Runs `npm run seed:large` on the stopped app's database; returns its time
 * and the lines it printed (its timings).
 * @param {string} root @param {string | undefined} databaseUrl @param {string} dataDir
 * @param {number} registrations @param {Record<string, string | undefined>} env
 */
export function seedLarge(root, databaseUrl, dataDir, registrations, env) {
  const started = performance.now();
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/seed-large-provider.ts", `--registrations=${registrations}`],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`seed:large --registrations=${registrations} failed`);
  }
  const seconds = (performance.now() - started) / 1000;
  const done = /Done in ([\d.]+) s/.exec(result.stdout)?.[1];
  return { seconds, seedSeconds: done ? Number(done) : seconds, output: result.stdout };
}

/**
 * Each list: its first page, a search, a filter, a later page (numbered
 * pages today; a list converted to keyset pagination answers a later page
 * through its own link, which this follows when there is no `page`).
 * Keyset lists (decision 0077) have no page numbers: a later page is reached
 * by following the "next" link `follow` times.
 * @returns {{ list: string; label: string; path: string; follow?: number }[]}
 */
export function listCases() {
  const session = "/staff/rosters/sessions/lp-s-0001-1";
  return [
    { list: "courses", label: "first page", path: "/staff/courses" },
    { list: "courses", label: "search", path: "/staff/courses?q=privacy" },
    { list: "courses", label: "filter", path: "/staff/courses?status=archived" },
    { list: "courses", label: "later page", path: "/staff/courses", follow: 4 },
    { list: "sessions", label: "first page", path: "/staff/live-sessions?show=past" },
    { list: "sessions", label: "search", path: "/staff/live-sessions?show=past&q=evidence" },
    { list: "sessions", label: "filter", path: "/staff/live-sessions?show=upcoming" },
    { list: "sessions", label: "later page", path: "/staff/live-sessions?show=past", follow: 19 },
    { list: "rosters", label: "first page", path: "/staff/rosters" },
    { list: "rosters", label: "search", path: "/staff/rosters?q=privacy" },
    { list: "rosters", label: "session roster", path: `${session}` },
    { list: "rosters", label: "roster search", path: `${session}?q=garcia` },
    { list: "attendees", label: "first page", path: "/staff/attendees" },
    { list: "attendees", label: "search", path: "/staff/attendees?q=garcia" },
    { list: "attendees", label: "later page", path: "/staff/attendees", follow: 50 },
    { list: "orders", label: "first page", path: "/staff/orders" },
    { list: "orders", label: "search", path: "/staff/orders?q=garcia" },
    { list: "orders", label: "filter", path: "/staff/orders?status=refunded" },
    { list: "orders", label: "later page", path: "/staff/orders", follow: 100 },
    { list: "inbox", label: "first page", path: "/staff/inbox" },
    { list: "inbox", label: "search", path: "/staff/inbox?status=all&q=privacy" },
    { list: "inbox", label: "filter", path: "/staff/inbox?status=done&kind=contact" },
    { list: "inbox", label: "later page", path: "/staff/inbox?status=all", follow: 10 },
    { list: "audit log", label: "first page", path: "/staff/audit" },
    { list: "audit log", label: "search", path: "/staff/audit?person=lp-staff-3" },
    { list: "audit log", label: "filter", path: "/staff/audit?action=order.refund" },
    { list: "audit log", label: "later page", path: "/staff/audit", follow: 100 },
    { list: "reports", label: "first page", path: "/staff/reports" },
    { list: "reports", label: "filter", path: "/staff/reports?status=all&state=texas" },
    { list: "reports", label: "search", path: "/staff/reports?status=all&q=privacy" },
    { list: "reports", label: "later page", path: "/staff/reports?status=all", follow: 20 },
    { list: "checks", label: "first page", path: "/staff/checks" },
  ];
}

/** @returns {{ label: string; path: string }[]} */
export function exportCases() {
  return [
    { label: "orders", path: "/staff/orders/export.csv" },
    { label: "attendees", path: "/staff/attendees/export.csv" },
    // The seed's whole history (it runs from January 2022 for 54 months):
    // a row per month, state and course, tens of thousands at 100,000.
    { label: "completions", path: "/staff/completions/export.csv?from=2022-01&to=2026-12" },
    { label: "audit log", path: "/staff/audit/export.csv" },
    { label: "course roster", path: "/staff/rosters/courses/lp-c-0001/export.csv" },
    { label: "session roster", path: "/staff/rosters/sessions/lp-s-0001-1/export.csv" },
  ];
}

/** @param {number[]} values @param {number} share */
const quantile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};

/** The server's time from Server-Timing (app;dur=…), or undefined. @param {import("node:http").IncomingHttpHeaders} headers */
const serverMs = (headers) => {
  const match = /app;dur=([\d.]+)/.exec(String(headers["server-timing"] ?? ""));
  return match?.[1] ? Number(match[1]) : undefined;
};

/** One GET, the body drained; status and server time. @param {string} url @param {Record<string, string>} headers */
function timedGet(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          serverMs: serverMs(response.headers),
          clientMs: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(LIST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer in ${LIST_TIMEOUT_MS / 1000} s: ${url}`)),
    );
  });
}

/**
 * The address `times` pages on in a keyset list, from each page's link to the
 * rows after it; where a page has none (the list ended), that page.
 * @param {string} base @param {string} path @param {number} times @param {Record<string, string>} headers
 */
async function followNextLinks(base, path, times, headers) {
  let at = path;
  for (let step = 0; step < times; step += 1) {
    const reply = await fetch(`${base}${at}`, { headers }).catch(() => undefined);
    if (!reply?.ok) break;
    const next = /href="([^"]*[?&](?:amp;)?after=[^"]*)"/.exec(await reply.text())?.[1];
    if (!next) break;
    const href = next.replaceAll("&amp;", "&");
    // A link of the query alone keeps the page's path.
    at = href.startsWith("?") ? `${at.split("?")[0]}${href}` : href;
  }
  return at;
}

/**
 * A list request's server time: once to warm up, then up to `runs` times one
 * after another, within a time budget (a slow list at a million rows is
 * sampled fewer times, never fewer than three).
 * @param {string} base @param {string} cookie @param {number} runs @param {number} budgetMs
 */
export async function measureLists(base, cookie, runs, budgetMs) {
  const headers = { cookie };
  /** @type {{ list: string; label: string; path: string; status: number; samples: number; p50: number; p95: number }[]} */
  const results = [];
  for (const { list, label, path: start, follow } of listCases()) {
    console.log(`   list: ${list}, ${label}`);
    const target = follow ? await followNextLinks(base, start, follow, headers) : start;
    /** @type {number[]} */
    const times = [];
    const until = performance.now() + budgetMs;
    /** @type {any} */
    const first = await timedGet(`${base}${target}`, headers).catch(() => ({ status: 0 }));
    try {
      if (first.status === 200) {
        while (times.length < runs && (times.length < 3 || performance.now() < until)) {
          /** @type {any} */
          const reply = await timedGet(`${base}${target}`, headers);
          times.push(reply.serverMs ?? reply.clientMs);
        }
      }
    } catch {
      first.status = 0;
    }
    results.push({
      list,
      label,
      path: target,
      status: first.status,
      samples: times.length,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
    });
  }
  return results;
}

/**
 * Downloads an export, counting its lines as they come, for at most
 * `limitSeconds` (then it is cut off: the rate is what had arrived); the
 * server's memory before and after, and its highest.
 * @param {string} base @param {string} cookie @param {number} pid @param {number} limitSeconds
 */
export async function measureExports(base, cookie, pid, limitSeconds) {
  /** @type {{ label: string; path: string; status: number; rows: number; seconds: number; rowsPerSecond: number; cut: boolean; rssBefore: number; rssAfter: number; peak: number }[]} */
  const results = [];
  for (const { label, path: target } of exportCases()) {
    console.log(`   export: ${label}`);
    const before = readMemory(pid);
    const started = performance.now();
    /** @type {{ status: number; lines: number; cut: boolean }} */
    const outcome = await new Promise((resolve, reject) => {
      let lines = 0;
      let cut = false;
      const request = http.get(`${base}${target}`, { headers: { cookie } }, (response) => {
        const timer = setTimeout(() => {
          cut = true;
          response.destroy();
          resolve({ status: response.statusCode ?? 0, lines, cut });
        }, limitSeconds * 1000);
        response.on("data", (/** @type {Buffer} */ chunk) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        response.on("end", () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, lines, cut });
        });
        response.on("error", () => {
          if (!cut) reject(new Error(`${target}: the download broke off`));
        });
      });
      request.on("error", reject);
    });
    const seconds = (performance.now() - started) / 1000;
    // Let a cut-off export's query end before the next one starts.
    if (outcome.cut) await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = readMemory(pid);
    const rows = Math.max(0, outcome.lines - 1);
    results.push({
      label,
      path: target,
      status: outcome.status,
      rows,
      seconds,
      rowsPerSecond: rows / seconds,
      cut: outcome.cut,
      rssBefore: before?.rss ?? 0,
      rssAfter: after?.rss ?? 0,
      peak: after?.peak ?? 0,
    });
  }
  return results;
}

/** @param {import("./load.mjs").Measured} measured */
const rateOf = (measured) => {
  // Only the compressed runs are measured here (measureTarget's `modes`).
  const compressed = measured.modes.compressed ?? {};
  return {
    rps10: compressed[10]?.rps ?? 0,
    rps50: compressed[50]?.rps ?? 0,
    p99At50: compressed[50]?.p99 ?? 0,
    // Refusals (503) and failures count as answers in autocannon's rate: shown beside it.
    errors: (compressed[10]?.errors ?? 0) + (compressed[50]?.errors ?? 0),
  };
};

/**
 * The floor (bench/floor) under the same load as the pages below.
 * @param {string} floorBase @param {number} floorPid @param {number} seconds
 */
export async function measureFloor(floorBase, floorPid, seconds) {
  console.log("   floor");
  return rateOf(
    await measureTarget({
      base: floorBase,
      path: "/",
      headers: {},
      pid: floorPid,
      countStatements: false,
      seconds,
      runs: 1,
      warmupSeconds: 1,
    }),
  );
}

/**
 * The public pages and the large attorney's /dashboard under load (the load
 * code: 10 and 50 connections; the compressed figures are kept).
 * @param {string} base @param {number} pid @param {number} seconds
 */
export async function measurePages(base, pid, seconds) {
  const settings = { seconds, runs: 1, warmupSeconds: 1, pid, countStatements: false };
  const cookie = await signIn(base, LARGE_ATTORNEY);
  /** @type {Record<string, ReturnType<typeof rateOf>>} */
  const rates = {};
  for (const target of ["/", "/courses"]) {
    console.log(`   ${target}`);
    rates[target] = rateOf(await measureTarget({ base, path: target, headers: {}, ...settings }));
  }
  console.log("   /dashboard (the attorney with 300 completions)");
  rates.dashboard = rateOf(
    await measureTarget({ base, path: "/dashboard", headers: { cookie }, ...settings }),
  );
  return rates;
}

/** Signs the staff account in. @param {string} base */
export const signInScaleStaff = (base) => signIn(base, SCALE_STAFF);

/** @param {number} value */
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
/** @param {boolean} ok */
const mark = (ok) => (ok ? "✓" : "✗");

/**
 * The table: one row per figure, one column per size.
 * @param {string} database
 * @param {any[]} sizes each size's measurements
 */
export function renderScale(database, sizes) {
  const header = `| figure | limit | ${sizes.map((s) => `${s.registrations.toLocaleString("en-US")} reg.`).join(" | ")} |`;
  const rule = `| --- | --- | ${sizes.map(() => "---:").join(" | ")} |`;
  /** @type {string[]} */
  const rows = [];
  /** @param {string} label @param {string} limit @param {(s: any) => string} cell */
  const row = (label, limit, cell) =>
    rows.push(`| ${label} | ${limit} | ${sizes.map(cell).join(" | ")} |`);
  row("load average at the start", "–", (s) => s.loadavg.split(" ").slice(0, 3).join(" "));
  row("seed time (seed:large)", "–", (s) => `${s.seedSeconds.toFixed(1)} s`);
  row(
    "start-up to /readyz",
    `≤ ${STARTUP_LIMIT_MS / 1000} s`,
    (s) => `${(s.startupMs / 1000).toFixed(2)} s ${mark(s.startupMs <= STARTUP_LIMIT_MS)}`,
  );
  const base = sizes[0];
  for (const [index, c] of (base?.lists ?? []).entries()) {
    row(`${c.list}: ${c.label}, p50 / p95 ms`, `p95 ≤ ${LIST_P95_LIMIT_MS}`, (s) => {
      const m = s.lists[index];
      if (!m) return "–";
      if (m.status === 0) return `no answer in ${LIST_TIMEOUT_MS / 1000} s ✗`;
      if (m.status !== 200) return `answered ${m.status} ✗`;
      return `${ms(m.p50)} / ${ms(m.p95)} ${mark(m.p95 <= LIST_P95_LIMIT_MS)}`;
    });
  }
  for (const [index, e] of (base?.exports ?? []).entries()) {
    row(
      `export ${e.label}: rows/s (rows, memory before → after, peak)`,
      `≥ ${EXPORT_ROWS_PER_SECOND.toLocaleString("en-US")}/s (under ${EXPORT_RATE_MIN_ROWS.toLocaleString("en-US")} rows: ≤ ${(1000 * EXPORT_RATE_MIN_ROWS) / EXPORT_ROWS_PER_SECOND} ms)`,
      (s) => {
        const m = s.exports[index];
        if (!m) return "–";
        if (m.status !== 200) return `answered ${m.status} ✗`;
        const mb = (/** @type {number} */ bytes) => (bytes / 1_048_576).toFixed(0);
        const memory = `${mb(m.rssBefore)} → ${mb(m.rssAfter)} MB, peak ${mb(m.peak)}`;
        if (m.rows < EXPORT_RATE_MIN_ROWS && !m.cut) {
          const limit = EXPORT_RATE_MIN_ROWS / EXPORT_ROWS_PER_SECOND;
          return `${m.rows.toLocaleString("en-US")} rows in ${(m.seconds * 1000).toFixed(0)} ms ${mark(m.seconds <= limit)} (under ${EXPORT_RATE_MIN_ROWS.toLocaleString("en-US")} rows: ≤ ${limit * 1000} ms; ${memory})`;
        }
        return `${Math.round(m.rowsPerSecond).toLocaleString("en-US")} ${mark(m.rowsPerSecond >= EXPORT_ROWS_PER_SECOND)} (${m.rows.toLocaleString("en-US")}${m.cut ? ", cut off" : ""}; ${memory})`;
      },
    );
  }
  /** @param {string} key @param {string} label */
  const pageRow = (key, label) =>
    row(
      `${label}: ratio to the floor @10 / @50 (compressed)`,
      `≥ ${KEEP_RATIO} × first column`,
      (s) => {
        const page = s.pages[key];
        const floor = s.pages.floor;
        if (!page || !floor) return "–";
        const r10 = page.rps10 / floor.rps10;
        const r50 = page.rps50 / floor.rps50;
        const first = base.pages[key];
        const keep = (/** @type {number} */ r, /** @type {number} */ f) => r >= KEEP_RATIO * f;
        const ok = first
          ? keep(r10, first.rps10 / base.pages.floor.rps10) &&
            keep(r50, first.rps50 / base.pages.floor.rps50)
          : true;
        return `${r10.toFixed(2)} / ${r50.toFixed(2)} ${mark(ok)}`;
      },
    );
  pageRow("/", "/");
  pageRow("/courses", "/courses");
  row(
    "/dashboard (300 completions): req/s @10 / @50, share of the first column",
    `≥ ${KEEP_RATIO}`,
    (s) => {
      const page = s.pages.dashboard;
      const first = base.pages.dashboard;
      if (!page || !first) return "–";
      const share = Math.min(page.rps10 / first.rps10, page.rps50 / first.rps50);
      const errors = page.errors ? `, ${page.errors} errors or refusals` : "";
      return `${page.rps10.toFixed(0)} / ${page.rps50.toFixed(0)} (${share.toFixed(2)}; p99 @50 ${page.p99At50} ms${errors}) ${mark(share >= KEEP_RATIO && !page.errors)}`;
    },
  );
  row("server memory after the run (RSS, peak)", "–", (s) =>
    s.memory
      ? `${(s.memory.rss / 1_048_576).toFixed(0)} MB, ${(s.memory.peak / 1_048_576).toFixed(0)} MB`
      : "–",
  );
  return [
    `## Scale, ${database}: the large provider at ${sizes.map((s) => s.registrations.toLocaleString("en-US")).join(", ")} registrations`,
    "Lists: the server's time (Server-Timing) of one request at a time, after one to warm up. Exports: the whole file, cut off after the time limit. Pages: autocannon at 10 and 50 connections, with compression; the first column is the small-data reference.",
    "",
    header,
    rule,
    ...rows,
  ].join("\n");
}
