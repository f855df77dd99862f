// @ts-check
// Load benchmark of the production build, `npm run bench`.
//
// Each pass starts the app on a fresh database (PGlite; then PostgreSQL when
// BENCH_DATABASE_URL, which is wiped first, is set, or else TEST_DATABASE_URL,
// on whose server a database `cle_bench` is made afresh) and a
// bare React Router app, bench/floor, built here and served by Express with
// the same compression. Every page is driven with autocannon at 10 and 50
// connections, without and with compression; throughput is reported as a
// ratio to the floor measured in the same pass, so machines and runs compare.
// Signed-out pages are also measured with gzip alone and against the
// static-file limit: node:http sending the same bytes, precompressed, with the
// same headers (scripts/bench/static-file-limit.mjs), in the same pass.
// Also: SQL statements per request, bytes per response, server memory,
// start-up time, and (first pass, in Chromium) first-load JavaScript.
//
// BENCH_SECONDS (5) per target and setting, BENCH_RUNS (1; medians when more),
// BENCH_WARMUP_SECONDS (1), BENCH_PORT (3399; the floor uses the next one, the
// static-file limit the one after),
// BENCH_ONLY=js, =load, =roster or =scale for one part, BENCH_TARGETS=/,/pricing for a subset,
// BENCH_ROSTER_SIZE (100000) registrations in the roster case,
// BENCH_SCALE_SIZES (300,10000,100000; PostgreSQL also 1000000) registrations in the
// scale case, BENCH_SCALE_RUNS (20) requests per list, BENCH_SCALE_EXPORT_SECONDS (60)
// before an export is cut off, BENCH_SCALE_SECONDS (3) per page and setting,
// BENCH_SCALE_DATABASES (pglite,postgres) for the databases the scale case runs on,
// FLOOR_HTML_KB (43, about the app's "/"), FLOOR_COMPRESSION_OPTIONS (JSON),
// BENCH_QUEUE_LIMIT_MS (2000, the app's REQUEST_QUEUE_TIMEOUT_MS here) and
// BENCH_OVERLOAD_CONNECTIONS (300) for the overload run on /dashboard.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressionOptions } from "../bench/floor/compression-options.mjs";
import { MODES, measureOverload, measureTarget } from "./bench/load.mjs";
import { analyzeDatabase, benchDatabaseUrl, redactUrl, resetDatabase } from "./bench/postgres.mjs";
import { closeConnections, signUp } from "./bench/probe.mjs";
import { renderFirstLoadJs, renderPass, writeResults } from "./bench/report.mjs";
import {
  measureRoster,
  ROSTER_STAFF,
  renderRoster,
  seedRoster,
  signUpRosterStaff,
} from "./bench/roster.mjs";
import {
  confirmScaleStaff,
  measureExports,
  measureFloor,
  measureLists,
  measurePages,
  renderScale,
  SCALE_STAFF,
  seedLarge,
  signInScaleStaff,
  signUpScaleStaff,
} from "./bench/scale.mjs";
import { buildFloor, cleanUp, onCleanup, readMemory, startServer } from "./bench/servers.mjs";
import { LIMIT_MODES, recordPages } from "./bench/static-file-limit.mjs";
import { measureFirstLoadJs } from "./first-load-js.mjs";

/** @typedef {import("./bench/report.mjs").Target} Target */
/** @typedef {import("./bench/report.mjs").Pass} Pass */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const port = Number(process.env.BENCH_PORT ?? 3399);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const only = process.env.BENCH_ONLY;
const queueLimitMs = Number(process.env.BENCH_QUEUE_LIMIT_MS ?? 2000);
const overloadConnections = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 300);
const rosterSize = Number(process.env.BENCH_ROSTER_SIZE ?? 100_000);
const scaleRuns = Number(process.env.BENCH_SCALE_RUNS ?? 20);
const scaleExportSeconds = Number(process.env.BENCH_SCALE_EXPORT_SECONDS ?? 60);
const scaleSeconds = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
/** @param {string | undefined} databaseUrl */
const scaleSizes = (databaseUrl) =>
  (process.env.BENCH_SCALE_SIZES ?? `300,10000,100000${databaseUrl ? ",1000000" : ""}`)
    .split(",")
    .map((size) => Number(size.trim()))
    .filter((size) => Number.isInteger(size) && size >= 300);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${port + 1}`;
const staticBase = `http://127.0.0.1:${port + 2}`;

/** @type {Target} */
const FLOOR = { label: "floor (bare React Router)", path: "/", kind: "floor" };
/** @type {Target[]} */
const APP_TARGETS = [
  { label: "/healthz", path: "/healthz", kind: "probe" },
  { label: "/", path: "/", kind: "home" },
  { label: "/courses", path: "/courses", kind: "public" },
  {
    label: "/courses?q=ethics&state=texas&format=on_demand",
    path: "/courses?q=ethics&state=texas&format=on_demand",
    kind: "public",
  },
  {
    label: "/courses/generative-ai-ediscovery-document-review",
    path: "/courses/generative-ai-ediscovery-document-review",
    kind: "public",
  },
  {
    label: "/states/ai-cle-courses-new-york",
    path: "/states/ai-cle-courses-new-york",
    kind: "public",
  },
  { label: "/advanced-legal-ai-cle (splash)", path: "/advanced-legal-ai-cle", kind: "public" },
  { label: "/pricing", path: "/pricing", kind: "public" },
  { label: "/dashboard (signed in)", path: "/dashboard", kind: "signed-in" },
  { label: "/dashboard/credits (signed in)", path: "/dashboard/credits", kind: "signed-in" },
];
const chosen = process.env.BENCH_TARGETS?.split(",").map((target) => target.trim());
const appTargets = chosen ? APP_TARGETS.filter((t) => chosen.includes(t.path)) : APP_TARGETS;

const started = performance.now();
const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
if (only !== "js" && only !== "roster") buildFloor(root);

const resultsDir = path.join(root, "bench/results");
mkdirSync(resultsDir, { recursive: true });
/** Where a server's whole output goes. @param {string} name @param {string | undefined} url */
const logFileOf = (name, url) =>
  path.join(resultsDir, `${name}-${url ? "postgresql" : "pglite"}.log`);

/** @param {{ pid: number }} server @param {string} after */
const memoryOf = (server, after) => {
  const memory = readMemory(server.pid);
  return memory && { ...memory, after };
};

/**
 * Starts the app on a fresh database; resolves to what `use` returns.
 * @template T
 * @param {string | undefined} databaseUrl
 * @param {string} name of the log file
 * @param {(app: import("./bench/servers.mjs").Server) => Promise<T>} use
 * @param {{ env?: Record<string, string>; dataDir?: string }} [options] a data directory
 *   (and database) already in use is kept as it is
 */
async function withApp(databaseUrl, name, use, options = {}) {
  if (databaseUrl && !options.dataDir) await resetDatabase(databaseUrl);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "cle-bench-"));
  const removeDataDir = options.dataDir
    ? async () => {}
    : onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const app = await startServer({
      name: "app",
      script: path.join(root, "build/server/main.js"),
      readyUrl: `${base}/readyz`,
      logFile: logFileOf(name, databaseUrl),
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        // The origin the sign-up's Origin header names.
        BASE_URL: base,
        DATA_DIR: dataDir,
        // Empty: PGlite, whatever the environment or .env says.
        DATABASE_URL: databaseUrl ?? "",
        // Required in production with PostgreSQL; a throwaway one.
        BETTER_AUTH_SECRET: databaseUrl ? randomBytes(32).toString("hex") : undefined,
        LOG_LEVEL: "warn",
        EXPOSE_DB_STATEMENT_COUNT: "true",
        REQUEST_QUEUE_TIMEOUT_MS: String(queueLimitMs),
        // Every simulated visitor comes from this one address: the overload run
        // opens 300 connections, past the per-address cap.
        MAX_CONNECTIONS_PER_ADDRESS: "0",
        ...options.env,
      },
    });
    try {
      return await use(app);
    } finally {
      await app.stop();
    }
  } finally {
    await removeDataDir();
  }
}

/**
 * One database's pass: the floor, then every page of the app.
 * @param {string} database
 * @param {string | undefined} databaseUrl
 * @returns {Promise<Pass>}
 */
async function runPass(database, databaseUrl) {
  console.log(`\n== ${database}`);
  const settings = { seconds, runs, warmupSeconds };
  /** @type {Pass} */
  const pass = {
    database,
    date: new Date().toISOString(),
    loadavg: readFileSync("/proc/loadavg", "utf8").trim(),
    node: process.version,
    cpus: os.availableParallelism(),
    seconds,
    runs,
    appStartupMs: 0,
    floorStartupMs: 0,
    signUpVia: "",
    floorCompression: compressionOptions().source,
    memory: {},
    targets: [],
    staticLimit: [],
  };
  const signedOut = appTargets.filter((t) => t.kind === "home" || t.kind === "public");
  const staticPages = path.join(
    mkdtempSync(path.join(os.tmpdir(), "cle-bench-static-")),
    "pages.json",
  );
  onCleanup(() => rmSync(path.dirname(staticPages), { recursive: true, force: true }));

  const floor = await startServer({
    name: "floor",
    script: path.join(root, "bench/floor/server.mjs"),
    readyUrl: `${floorBase}/`,
    logFile: logFileOf("floor", databaseUrl),
    env: { NODE_ENV: "production", PORT: String(port + 1) },
  });
  try {
    pass.floorStartupMs = floor.startupMs;
    console.log(`   ${FLOOR.label}`);
    const measured = await measureTarget({
      base: floorBase,
      path: "/",
      headers: {},
      pid: floor.pid,
      countStatements: false,
      ...settings,
    });
    pass.targets.push({ ...FLOOR, ...measured });
    pass.memory.floor = memoryOf(floor, "its page");
  } finally {
    await floor.stop();
  }

  // The static-file limit runs beside the app (idle while the app is
  // measured) and is measured on each signed-out page right after it.
  const limit =
    signedOut.length > 0
      ? await startServer({
          name: "static-file limit",
          script: path.join(root, "scripts/bench/static-file-server.mjs"),
          readyUrl: `${staticBase}/readyz`,
          logFile: logFileOf("static-file-limit", databaseUrl),
          env: { PORT: String(port + 2), STATIC_PAGES: staticPages },
        })
      : undefined;
  try {
    await withApp(databaseUrl, "app", async (app) => {
      pass.appStartupMs = app.startupMs;
      const { cookie, via } = await signUp(base);
      pass.signUpVia = via;
      if (databaseUrl) await analyzeDatabase(databaseUrl);
      for (const target of appTargets) {
        console.log(`   ${target.label}`);
        /** @type {Record<string, string>} */
        const headers = target.kind === "signed-in" ? { cookie } : {};
        const publicPage = target.kind === "home" || target.kind === "public";
        const measured = await measureTarget({
          base,
          path: target.path,
          headers,
          pid: app.pid,
          countStatements: true,
          modes: publicPage ? [...MODES, "gzip"] : MODES,
          ...settings,
        });
        pass.targets.push({ ...target, ...measured });
        pass.memory.app = memoryOf(app, target.label);
        if (publicPage && limit) {
          await recordPages(base, [target.path], staticPages);
          console.log(`   static-file limit: ${target.label}`);
          const file = await measureTarget({
            base: staticBase,
            path: target.path,
            headers: {},
            pid: limit.pid,
            countStatements: false,
            modes: LIMIT_MODES,
            ...settings,
          });
          pass.staticLimit.push({ path: target.path, ...file });
        }
      }
      console.log(`   overload: /dashboard (signed in) at ${overloadConnections} connections`);
      pass.overload = await measureOverload({
        base,
        path: "/dashboard",
        headers: { cookie },
        connections: overloadConnections,
        seconds: Math.max(seconds, 10),
        queueLimitMs,
      });
    });
  } finally {
    await limit?.stop();
  }
  return pass;
}

/**
 * The roster case: the app starts once to migrate and seed and sign the
 * staff account up, stops while the roster is seeded into its database, and
 * starts again to be measured.
 * @param {string} database
 * @param {string | undefined} databaseUrl
 */
async function runRosterPass(database, databaseUrl) {
  console.log(`\n== roster, ${database}`);
  if (databaseUrl) await resetDatabase(databaseUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cle-bench-roster-"));
  const removeDataDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { STAFF_EMAILS: ROSTER_STAFF.email };
  try {
    await withApp(databaseUrl, "app-roster-seed", () => signUpRosterStaff(base), { env, dataDir });
    console.log(`   seeding ${rosterSize.toLocaleString("en-US")} registrations`);
    const { seedMs, ...scope } = await seedRoster(databaseUrl, dataDir, rosterSize);
    return await withApp(
      databaseUrl,
      "app-roster",
      async (app) => {
        const measured = await measureRoster(base, scope, rosterSize);
        return { size: rosterSize, seedMs, ...measured, memory: readMemory(app.pid) };
      },
      { env, dataDir },
    );
  } finally {
    await removeDataDir();
  }
}

/**
 * The scale case: for each size, the app starts once on a fresh database to
 * migrate and seed it and sign the staff account up, stops while
 * `npm run seed:large` builds the provider, and starts again to be measured
 * (its start-up is the one on the large database); the floor is measured
 * beside each size, so each column's ratios are from the same minutes.
 * @param {string} database
 * @param {string | undefined} databaseUrl
 */
async function runScalePass(database, databaseUrl) {
  /** @type {any[]} */
  const sizes = [];
  for (const registrations of scaleSizes(databaseUrl)) {
    console.log(`\n== scale, ${database}: ${registrations.toLocaleString("en-US")} registrations`);
    if (databaseUrl) await resetDatabase(databaseUrl);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cle-bench-scale-"));
    const removeDataDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { STAFF_EMAILS: SCALE_STAFF.email, SERVER_TIMING: "true" };
    try {
      await withApp(databaseUrl, "app-scale-seed", () => signUpScaleStaff(base), { env, dataDir });
      await confirmScaleStaff(databaseUrl, dataDir);
      console.log("   seed:large");
      const seed = seedLarge(root, databaseUrl, dataDir, registrations, {
        BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      });
      const loadavg = readFileSync("/proc/loadavg", "utf8").trim();
      const floor = await startServer({
        name: "floor",
        script: path.join(root, "bench/floor/server.mjs"),
        readyUrl: `${floorBase}/`,
        logFile: logFileOf("floor-scale", databaseUrl),
        env: { NODE_ENV: "production", PORT: String(port + 1) },
      });
      const floorRate = await measureFloor(floorBase, floor.pid, scaleSeconds).finally(() =>
        floor.stop(),
      );
      const measured = await withApp(
        databaseUrl,
        "app-scale",
        async (app) => {
          const cookie = await signInScaleStaff(base);
          const lists = await measureLists(base, cookie, scaleRuns, 10_000);
          const exports = await measureExports(base, cookie, app.pid, scaleExportSeconds);
          // A broken connection under load costs the pages' row, not the size's lists and exports.
          const pages = await measurePages(base, app.pid, scaleSeconds).catch((error) => {
            console.error(`   pages: ${error instanceof Error ? error.message : error}`);
            return {};
          });
          return { startupMs: app.startupMs, lists, exports, pages, memory: readMemory(app.pid) };
        },
        { env, dataDir },
      );
      sizes.push({
        registrations,
        loadavg,
        seedSeconds: seed.seedSeconds,
        seedOutput: seed.output,
        ...measured,
        pages: { floor: floorRate, ...measured.pages },
      });
    } catch (error) {
      // The sizes measured so far are kept and printed; the larger ones are not tried.
      console.error(
        `   scale at ${registrations}: ${error instanceof Error ? error.message : error}`,
      );
      break;
    } finally {
      await removeDataDir();
    }
  }
  return sizes;
}

/** @type {string[]} */
const sections = [];
/** @type {unknown[]} */
const rosters = [];
/** @type {unknown[]} */
const scales = [];
/** @type {Pass[]} */
const passes = [];
/** @type {Awaited<ReturnType<typeof measureFirstLoadJs>> | undefined} */
let firstLoadJs;
let checks = "";
try {
  if (only !== "load" && only !== "roster" && only !== "scale") {
    firstLoadJs = await withApp(undefined, "app-first-load-js", () =>
      measureFirstLoadJs(base, ["/", "/courses", "/login"]),
    );
    sections.push(renderFirstLoadJs(firstLoadJs));
    console.log(`\n${sections.at(-1)}`);
  }
  /** @type {{ name: string; url: string | undefined }[]} */
  const databases = [{ name: "PGlite (embedded, fresh DATA_DIR)", url: undefined }];
  if (only !== "js") {
    const postgresUrl = await benchDatabaseUrl();
    if (postgresUrl)
      databases.push({ name: `PostgreSQL (${redactUrl(postgresUrl)})`, url: postgresUrl });
  }
  if (only !== "js" && only !== "roster" && only !== "scale") {
    for (const { name, url } of databases) {
      const pass = await runPass(name, url);
      passes.push(pass);
      const { markdown, passed, checked } = renderPass(pass);
      checks += `${checks ? ", " : ""}${name.split(" ")[0]} ${passed}/${checked}`;
      sections.push(markdown);
      console.log(`\n${markdown}`);
    }
  }
  if (only === undefined || only === "roster") {
    for (const { name, url } of databases) {
      const roster = await runRosterPass(name, url);
      rosters.push({ database: name, ...roster });
      sections.push(renderRoster(name, roster));
      console.log(`\n${sections.at(-1)}`);
    }
  }
  if (only === undefined || only === "scale") {
    for (const { name, url } of databases) {
      if (
        process.env.BENCH_SCALE_DATABASES &&
        !process.env.BENCH_SCALE_DATABASES.includes(url ? "postgres" : "pglite")
      )
        continue;
      const sizes = await runScalePass(name, url);
      scales.push({ database: name, sizes });
      sections.push(renderScale(name, sizes));
      console.log(`\n${sections.at(-1)}`);
    }
  }
} finally {
  closeConnections();
  await cleanUp();
  const total = (performance.now() - started) / 1000;
  const footer = `Total time ${Math.floor(total / 60)} min ${Math.round(total % 60)} s.${checks ? ` Checks passed: ${checks}.` : ""}`;
  if (sections.length > 0) {
    const markdown = [`# npm run bench, ${new Date().toISOString()}`, ...sections, footer].join(
      "\n\n",
    );
    const raw = {
      settings: { seconds, runs, warmupSeconds, port },
      firstLoadJs,
      passes,
      rosters,
      scales,
      totalSeconds: total,
    };
    const dir = writeResults(root, markdown, raw);
    console.log(
      `\n${footer}\nWritten to ${dir}/last-run.{md,json}; the servers' output to ${dir}/*.log.`,
    );
  }
}
