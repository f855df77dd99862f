// @ts-check
// One target under load: a warm-up, its SQL statements per request, the
// bytes of one response each way, then autocannon at each connection count,
// without and with compression.
import autocannon from "autocannon";
import { get, statementsPerRequest } from "./probe.mjs";
import { readMemory } from "./servers.mjs";

/** What a browser sends; compression picks brotli from it. */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";
export const CONNECTIONS = /** @type {const} */ ([10, 50]);
export const MODES = /** @type {const} */ (["identity", "compressed"]);

/** @typedef {(typeof MODES)[number]} Mode */
/**
 * @typedef {{ rps: number; p50: number; p99: number; errors: number; timeouts: number;
 *   non2xx: number; responses: number; wireBytesPerResponse: number }} Run
 * @typedef {{ rps: number; p99: number; errors: number; runs: Run[] }} Level
 * @typedef {{ status: number; bytes: number; encoding: string }} Size
 * @typedef {{ statementsPerRequest: number | undefined; size: Record<Mode, Size>;
 *   modes: Record<Mode, Record<string, Level>>; memoryAfter50: { rss: number; peak: number } | undefined }} Measured
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
 *   seconds: number; runs: number; warmupSeconds: number; countStatements: boolean }} options
 * @returns {Promise<Measured>}
 */
export async function measureTarget(options) {
  const { base, path, headers, pid, seconds, runs, warmupSeconds } = options;
  const url = `${base}${path}`;
  /** @type {Record<Mode, Record<string, string>>} */
  const headersOf = {
    identity: headers,
    compressed: { ...headers, "accept-encoding": BROWSER_ENCODING },
  };
  // Warm-up: code paths compiled and caches filled before anything counts.
  for (let i = 0; i < 10; i++) await get(url, headersOf.compressed);
  if (warmupSeconds > 0) await run(url, headersOf.identity, CONNECTIONS[0], warmupSeconds);

  const statements = options.countStatements
    ? await statementsPerRequest(base, url, headersOf.identity)
    : undefined;
  const size = /** @type {Record<Mode, Size>} */ ({});
  for (const mode of MODES) {
    const { status, bytes, encoding } = await get(url, headersOf[mode]);
    size[mode] = { status, bytes, encoding };
  }

  const modes = /** @type {Record<Mode, Record<string, Level>>} */ ({});
  /** @type {Measured["memoryAfter50"]} */
  let memoryAfter50;
  for (const mode of MODES) {
    modes[mode] = {};
    for (const connections of CONNECTIONS) {
      /** @type {Run[]} */
      const samples = [];
      for (let i = 0; i < runs; i++)
        samples.push(await run(url, headersOf[mode], connections, seconds));
      modes[mode][connections] = {
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
 * server's queue limit.
 * @param {{ base: string; path: string; headers: Record<string, string>; connections: number;
 *   seconds: number; queueLimitMs: number }} options
 * @returns {Promise<Overload>}
 */
export async function measureOverload(options) {
  const { base, path, headers, connections, seconds, queueLimitMs } = options;
  const result = await autocannon({
    url: `${base}${path}`,
    headers,
    connections,
    duration: seconds,
  });
  // autocannon counts answers per status, but its type declarations omit it.
  const { statusCodeStats } =
    /** @type {{ statusCodeStats?: Record<string, { count: number }> }} */ (
      /** @type {unknown} */ (result)
    );
  const byStatus = statusCodeStats ?? {};
  const count = (/** @type {string} */ status) => byStatus[status]?.count ?? 0;
  const refused = count("503");
  const ok = Object.entries(byStatus)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, { count: n }]) => sum + n, 0);
  return {
    path,
    connections,
    seconds,
    rps: result.requests.average,
    p99: result.latency.p99,
    max: result.latency.max,
    ok,
    refused,
    otherErrors: result.errors + result.timeouts + result.non2xx - refused,
    queueLimitMs,
  };
}
