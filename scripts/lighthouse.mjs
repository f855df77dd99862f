// @ts-check
// Lighthouse (mobile, performance only) on the production build on this
// machine: builds if needed, starts the server on a fresh embedded database,
// runs Lighthouse's default mobile emulation and simulated throttling in
// Debian's Chromium a few times per page, and prints the median of each
// figure against the targets (performance ≥ 98, LCP ≤ 1.2 s, CLS 0), also
// written to bench/results/lighthouse.md. Nothing is downloaded: the browser
// is the machine's own, and it is started without the background services
// that would try to reach the network.
//
// LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_PORT (default 3460)
// for the server; LIGHTHOUSE_PATHS a comma-separated subset of the pages;
// LIGHTHOUSE_STRICT=1 exits 1 when a target is missed; CHROME_PATH the browser.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3460);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const allPaths = [
  "/",
  "/courses",
  "/courses/generative-ai-ediscovery-document-review",
  "/states/ai-cle-courses-new-york",
];
const paths = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(",").map((item) => item.trim())
  : allPaths;
const outputFile = "bench/results/lighthouse.md";

const TARGET = { score: 0.98, lcpMs: 1200, cls: 0 };

// The browser suite's flags (the background-networking ones keep Chromium
// from trying Google's services, which this network refuses), headless.
const CHROME_FLAGS = [
  "--headless=new",
  ...JSON.parse(readFileSync(new URL("./chromium-args.json", import.meta.url), "utf8")),
];

/**
 * @typedef {{
 *   score: number;
 *   lcp: number;
 *   fcp: number;
 *   tbt: number;
 *   cls: number;
 *   lcpElement: string;
 * }} Run
 */

const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), "cle-lighthouse-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;

/** @type {Promise<void> | undefined} */
let cleaning;
/** Stops Chromium and the server and removes the data folder; once, however often called. */
function cleanUp() {
  cleaning ??= (async () => {
    try {
      chrome?.kill();
    } catch (error) {
      console.warn("Could not stop Chromium:", error);
    }
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
/** @type {number | undefined} */
let interrupted;
for (const [signal, code] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.once(signal, () => {
    interrupted = code;
    void cleanUp().finally(() => process.exit(code));
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The LCP element from the `largest-contentful-paint-element` audit: its
 * selector and a short HTML snippet.
 * @param {import("lighthouse").Result} lhr
 */
function lcpElement(lhr) {
  /** @type {any} */
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  /** @type {any[]} */
  const tables = details?.type === "list" ? details.items : details ? [details] : [];
  for (const table of tables) {
    const node = table?.items?.[0]?.node;
    if (node) {
      const snippet = String(node.snippet ?? "").replace(/\s+/g, " ");
      return `${node.selector ?? "?"} ${snippet.length > 90 ? `${snippet.slice(0, 87)}...` : snippet}`;
    }
  }
  return "(none reported)";
}

/**
 * @param {import("lighthouse").Result} lhr
 * @returns {Run}
 */
function toRun(lhr) {
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    lcpElement: lcpElement(lhr),
  };
}

/** @param {string} text Escapes a table cell. */
const cell = (text) => text.replaceAll("|", "\\|").replaceAll("<", "&lt;");
const mark = (/** @type {boolean} */ ok) => (ok ? "✓" : "✗");

let missed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (attempt > 120) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Our own handler stops Chromium and the server on Ctrl-C, not chrome-launcher's.
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  /** @type {string | undefined} */
  let browserVersion;
  const rows = [];
  for (const target of paths) {
    /** @type {Run[]} */
    const results = [];
    for (let run = 0, failures = 0; run < runs; ) {
      const result = await lighthouse(`${base}${target}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
      const { lhr } = result;
      const problem =
        lhr.runtimeError?.message ??
        (lhr.categories.performance?.score == null
          ? (lhr.audits["largest-contentful-paint"]?.errorMessage ?? "no performance score")
          : null);
      if (problem) {
        // Lighthouse now and then fails to compute a metric from a trace: run it again.
        if (++failures > 2) throw new Error(`${target}: ${problem}`);
        console.warn(`${target}: run failed (${problem}), running it again`);
        continue;
      }
      run++;
      browserVersion ??= lhr.environment.hostUserAgent;
      const measured = toRun(lhr);
      console.log(
        `${target} run ${run}/${runs}: ${Math.round(measured.score * 100)}, LCP ${Math.round(measured.lcp)} ms, ${measured.lcpElement}`,
      );
      results.push(measured);
    }
    const lcp = median(results.map((item) => item.lcp));
    // The element named is the one of the run whose LCP is nearest the median.
    const representative = results.reduce((best, item) =>
      Math.abs(item.lcp - lcp) < Math.abs(best.lcp - lcp) ? item : best,
    );
    rows.push({
      path: target,
      score: median(results.map((item) => item.score)),
      lcp,
      fcp: median(results.map((item) => item.fcp)),
      tbt: median(results.map((item) => item.tbt)),
      cls: median(results.map((item) => item.cls)),
      lcpElement: representative.lcpElement,
    });
  }

  const version = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
  const lines = [
    `Lighthouse ${version}, mobile (default emulation, simulated throttling), performance only;`,
    `median of ${runs} run(s) per page, ${new Date().toISOString()}.`,
    `Browser: ${browserVersion ?? chromePath}.`,
    `Targets: performance ≥ ${TARGET.score * 100}, LCP ≤ ${TARGET.lcpMs} ms, CLS ${TARGET.cls}.`,
    "",
    "| page | performance | LCP ms | FCP ms | TBT ms | CLS | LCP element |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const row of rows) {
    const scoreOk = row.score >= TARGET.score;
    const lcpOk = row.lcp <= TARGET.lcpMs;
    const clsOk = row.cls <= TARGET.cls;
    if (!scoreOk || !lcpOk || !clsOk) missed = true;
    lines.push(
      `| ${row.path} | ${Math.round(row.score * 100)} ${mark(scoreOk)} | ${Math.round(row.lcp)} ${mark(lcpOk)} | ${Math.round(row.fcp)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} ${mark(clsOk)} | ${cell(row.lcpElement)} |`,
    );
  }
  const table = `${lines.join("\n")}\n`;
  console.log(`\n${table}`);
  mkdirSync(path.dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, table);
  console.log(`Written to ${outputFile}.`);
} catch (error) {
  // Stopped by a signal: the run in progress fails as Chromium goes away.
  if (interrupted === undefined) throw error;
} finally {
  await cleanUp();
}
if (missed && process.env.LIGHTHOUSE_STRICT === "1") process.exitCode = 1;
