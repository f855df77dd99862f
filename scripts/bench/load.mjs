// @ts-check
// One target under load: a warm-up, its SQL statements per request, the
// bytes of one response each way, then autocannon at each connection count,
// without and with compression.
import http from "node:http";
import autocannon from "autocannon";
import { get, statementsPerRequest } from "./probe.mjs";
import { readMemory } from "./servers.mjs";

/** What a browser sends; compression picks brotli from it. */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";
export const CONNECTIONS = /** @type {const} */ ([10, 50]);
export const MODES = /** @type {const} */ (["identity", "compressed"]);
/** What a client that takes gzip alone sends (public pages are also measured so). */
export const GZIP_ENCODING = "gzip";

/** @typedef {(typeof MODES)[number] | "gzip"} Mode */
/**
 * @typedef {{ rps: number; p50: number; p99: number; errors: number; timeouts: number;
 *   non2xx: number; responses: number; wireBytesPerResponse: number }} Run
 * @typedef {{ rps: number; p99: number; errors: number; runs: Run[] }} Level
 * @typedef {{ status: number; bytes: number; encoding: string }} Size
 * @typedef {{ statementsPerRequest: number | undefined; size: Partial<Record<Mode, Size>>;
 *   modes: Partial<Record<Mode, Record<string, Level>>>; memoryAfter50: { rss: number; peak: number } | undefined }} Measured
 */

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} connections
 * @param {number} seconds
 * @returns {Promise<Run>}
 */
async function run(url, headers, connections, seconds) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    responses: result.requests.total,
    // Headers included: shows the load got the encoding the probe did.
    wireBytesPerResponse: result.requests.total
      ? result.throughput.total / result.requests.total
      : 0,
  };
}

/**
 * @param {{ base: string; path: string; headers: Record<string, string>; pid: number;
 *   seconds: number; runs: number; warmupSeconds: number; countStatements: boolean;
 *   modes?: readonly Mode[] }} options
 * @returns {Promise<Measured>}
 */
export async function measureTarget(options) {
  const { base, path, headers, pid, seconds, runs, warmupSeconds } = options;
  const measuredModes = options.modes ?? MODES;
  const url = `${base}${path}`;
  /** @type {Record<Mode, Record<string, string>>} */
  const headersOf = {
    identity: headers,
    compressed: { ...headers, "accept-encoding": BROWSER_ENCODING },
    gzip: { ...headers, "accept-encoding": GZIP_ENCODING },
  };
  // Warm-up: code paths compiled and caches filled before anything counts.
  for (let i = 0; i < 10; i++) await get(url, headersOf.compressed);
  if (warmupSeconds > 0) await run(url, headersOf.identity, CONNECTIONS[0], warmupSeconds);

  const statements = options.countStatements
    ? await statementsPerRequest(base, url, headersOf.identity)
    : undefined;
  /** @type {Measured["size"]} */
  const size = {};
  for (const mode of measuredModes) {
    const { status, bytes, encoding } = await get(url, headersOf[mode]);
    size[mode] = { status, bytes, encoding };
  }

  /** @type {Measured["modes"]} */
  const modes = {};
  /** @type {Measured["memoryAfter50"]} */
  let memoryAfter50;
  for (const mode of measuredModes) {
    /** @type {Record<string, Level>} */
    const levels = {};
    modes[mode] = levels;
    for (const connections of CONNECTIONS) {
      /** @type {Run[]} */
      const samples = [];
      for (let i = 0; i < runs; i++)
        samples.push(await run(url, headersOf[mode], connections, seconds));
      levels[connections] = {
        rps: median(samples.map((sample) => sample.rps)),
        p99: median(samples.map((sample) => sample.p99)),
        errors: samples.reduce((sum, sample) => sum + sample.errors + sample.non2xx, 0),
        runs: samples,
      };
      if (connections === 50) memoryAfter50 = readMemory(pid);
    }
  }
  return { statementsPerRequest: statements, size, modes, memoryAfter50 };
}

/**
 * @typedef {{ path: string; connections: number; seconds: number; rps: number; p99: number;
 *   max: number; ok: number; refused: number; otherErrors: number; queueLimitMs: number }} Overload
 */

/**
 * More visitors than the server can serve in time: what they wait, and how
 * many are told at once to come back (503) instead of waiting past the
 * server's queue limit. Driven by Node's own HTTP client (one kept-alive
 * socket per visitor) rather than autocannon, whose timings at hundreds of
 * connections on two cores include its own queueing.
 * @param {{ base: string; path: string; headers: Record<string, string>; connections: number;
 *   seconds: number; queueLimitMs: number }} options
 * @returns {Promise<Overload>}
 */
export async function measureOverload(options) {
  const { base, path, headers, connections, seconds, queueLimitMs } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, base);
  const until = performance.now() + seconds * 1000;
  /** @type {number[]} */
  const latencies = [];
  let ok = 0;
  let refused = 0;
  let otherErrors = 0;
  const visitor = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await new Promise((resolve) => {
        const request = http.get(url, { agent, headers, timeout: 30_000 }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("timeout", () => request.destroy());
        request.on("error", () => resolve(0));
      });
      latencies.push(performance.now() - started);
      if (status >= 200 && status < 300) ok += 1;
      else if (status === 503) refused += 1;
      else otherErrors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const total = ok + refused + otherErrors;
  return {
    path,
    connections,
    seconds,
    rps: total / seconds,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    max: Math.round(latencies.at(-1) ?? 0),
    ok,
    refused,
    otherErrors,
    queueLimitMs,
  };
}
