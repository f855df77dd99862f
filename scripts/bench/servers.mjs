// @ts-check
// The processes the benchmark measures: spawned from the repo root, watched
// until they answer, stopped with SIGTERM (and awaited) however the run ends.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** @typedef {{ name: string; pid: number; startupMs: number; stop: () => Promise<void> }} Server */

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();

/**
 * Runs `cleanup` when the run ends, also on Ctrl-C; it is dropped once done.
 * @param {() => Promise<void> | void} cleanup
 * @returns {() => Promise<void>} runs it now (once)
 */
export function onCleanup(cleanup) {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    cleanups.delete(run);
    await cleanup();
  };
  cleanups.add(run);
  return run;
}

export async function cleanUp() {
  for (const cleanup of [...cleanups].reverse()) await cleanup();
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping the servers and removing the temporary data.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * Whether something already listens on the port (on loopback).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Spawns `node <script>` and resolves once `readyUrl` answers 200. All its
 * output goes to `logFile`; the first lines are shown.
 * @param {{ name: string; script: string; env: Record<string, string | undefined>;
 *   readyUrl: string; logFile: string }} options
 * @returns {Promise<Server>}
 */
export async function startServer({ name, script, env, readyUrl, logFile }) {
  // Another server on the port would answer for ours, and be measured instead.
  const port = Number(new URL(readyUrl).port);
  if (await portInUse(port)) {
    throw new Error(
      `port ${port} is already in use: set BENCH_PORT (the floor uses the next port)`,
    );
  }
  const started = performance.now();
  // Named in ps (cle-bench-app, cle-bench-floor): told apart from other copies of the app.
  const child = spawn(process.execPath, [`--title=cle-bench-${name}`, script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // On screen, the first lines only: enough to see that something is wrong
  // without flooding the tables when every request logs an error.
  const log = createWriteStream(logFile);
  let lines = 0;
  const forward = (/** @type {Buffer} */ chunk) => {
    log.write(chunk);
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      if (++lines <= 20) console.warn(`[${name}] ${line}`);
      else if (lines === 21) console.warn(`[${name}] … (the rest is in ${logFile})`);
    }
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  /** @type {number | null} */
  let exitCode = null;
  let stopping = false;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      if (!stopping) console.warn(`[${name}] exited by itself (code ${code}, signal ${signal})`);
      log.end();
      resolve(undefined);
    }),
  );
  const stop = onCleanup(async () => {
    stopping = true;
    if (exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  });
  if (child.pid === undefined) throw new Error(`${name} could not be spawned`);

  const deadline = started + 120_000;
  for (;;) {
    if (exitCode !== null)
      throw new Error(`${name} exited with code ${exitCode} before it was ready`);
    try {
      if ((await fetch(readyUrl)).status === 200 && exitCode === null) break;
    } catch {}
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready within 120 s (${readyUrl})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name, pid: child.pid, startupMs: performance.now() - started, stop };
}

/**
 * The process's resident memory now and at its highest, in bytes (Linux).
 * @param {number} pid
 * @returns {{ rss: number; peak: number } | undefined}
 */
export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

/**
 * Builds the floor app (bench/floor) into bench/floor/build. It has no
 * node_modules of its own: Vite and Node resolve its packages from the root's.
 * @param {string} root the repository
 */
export function buildFloor(root) {
  const cli = path.join(root, "node_modules/@react-router/dev/bin.js");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: path.join(root, "bench/floor"),
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error("the floor app (bench/floor) did not build");
  }
}
