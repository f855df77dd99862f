// @ts-check
// Load benchmark of the production build on this machine: starts the server on
// a fresh embedded database, drives a few pages with autocannon on loopback
// (bounded in time), and prints throughput and latency, each page also as a
// ratio to /healthz measured in the same run.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { measureFirstLoadJs } from "./first-load-js.mjs";

const port = Number(process.env.BENCH_PORT ?? 3399);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = [
  "/healthz",
  "/",
  "/courses",
  "/courses?q=ethics&state=texas&format=on_demand",
  "/courses/generative-ai-ediscovery-document-review",
  "/course-player/generative-ai-ediscovery-document-review",
  "/advanced-legal-ai-cle",
  "/states/ai-cle-courses-new-york",
];

const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), "cle-bench-"));
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

try {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (attempt > 120) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const js = await measureFirstLoadJs(base, ["/", "/courses", "/login"]);
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2);
  console.log("\nFirst-load JavaScript (gzip), measured in Chromium, one run:\n");
  console.log("| page | KB | above the framework floor | scripts |");
  console.log("| --- | ---: | ---: | ---: |");
  console.log(
    `| framework floor (client entry, React, router, manifest) | ${kb(js.floor)} | – | – |`,
  );
  for (const row of js.pages) {
    console.log(`| ${row.path} | ${kb(row.bytes)} | ${kb(row.bytes - js.floor)} | ${row.files} |`);
  }

  /** @type {{ path: string; rps: number; p50: number; p99: number; errors: number }[]} */
  const rows = [];
  for (const target of process.env.BENCH_ONLY === "js" ? [] : paths) {
    const result = await autocannon({ url: `${base}${target}`, connections, duration: seconds });
    rows.push({
      path: target,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = rows[0]?.rps || 1;
  if (rows.length === 0) process.exitCode = 0;
  else {
    console.log(`\n${connections} connections, ${seconds} s per path, one run:\n`);
    console.log("| path | req/s | ratio to /healthz | p50 ms | p99 ms | errors |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) {
      console.log(
        `| ${row.path} | ${row.rps.toFixed(0)} | ${(row.rps / baseline).toFixed(3)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
      );
    }
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
