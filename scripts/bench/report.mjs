// @ts-check
// The results as markdown, checked against the targets: throughput as
// a ratio to the floor app measured in the same pass (at least 0.60 for "/",
// 0.50 for other public pages, 0.90 signed in, issue 38), p99 latency at most
// twice the floor's (1.5 × signed in), and the app's memory after the runs at
// most 2 × the floor's on PGlite, 1.5 × on PostgreSQL.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BROWSER_ENCODING, CONNECTIONS, MODES } from "./load.mjs";

/**
 * @typedef {"floor" | "probe" | "home" | "public" | "signed-in"} Kind
 * @typedef {{ label: string; path: string; kind: Kind }} Target
 * @typedef {import("./load.mjs").Measured} Measured
 * @typedef {import("./load.mjs").Mode} Mode
 * @typedef {{ rss: number; peak: number; after: string }} Memory
 * @typedef {{ database: string; date: string; loadavg: string; node: string; cpus: number;
 *   seconds: number; runs: number; appStartupMs: number; floorStartupMs: number;
 *   signUpVia: string; floorCompression: string; memory: { app?: Memory; floor?: Memory };
 *   targets: (Target & Measured)[]; overload?: import("./load.mjs").Overload;
 *   staticLimit: ({ path: string } & Measured)[] }} Pass
 */

/** @type {Partial<Record<Kind, number>>} */
const MIN_RATIO = { home: 0.6, public: 0.5, "signed-in": 0.9 };
/** @type {Partial<Record<Kind, number>>} */
const MAX_P99_TO_FLOOR = { home: 2, public: 2, "signed-in": 1.5 };
/** The app's RSS after the runs against the floor's, by database (issue 38). */
const MAX_RSS_TO_FLOOR = { PGlite: 2, PostgreSQL: 1.5 };

const TITLES = {
  identity: "Without compression (no Accept-Encoding)",
  compressed: `With compression (Accept-Encoding: ${BROWSER_ENCODING})`,
};

const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * @param {Pass} pass
 * @returns {{ markdown: string; passed: number; checked: number }}
 */
export function renderPass(pass) {
  const floor = pass.targets.find((target) => target.kind === "floor");
  let passed = 0;
  let checked = 0;
  /** @param {boolean} ok */
  const mark = (ok) => {
    checked++;
    if (ok) passed++;
    return ok ? "✓" : "✗";
  };

  const lines = [
    `## ${pass.database}`,
    "",
    `${pass.date} · loadavg ${pass.loadavg} · node ${pass.node} · ${pass.cpus} CPUs · ` +
      `${pass.seconds} s per target and setting · ${pass.runs} run(s)` +
      (pass.runs > 1 ? " (medians of req/s and p99)" : ""),
    "",
    `Start-up on a fresh ${pass.database.startsWith("PGlite") ? "DATA_DIR" : "database"}: ` +
      `app ${(pass.appStartupMs / 1000).toFixed(2)} s (spawn to /readyz answering 200), ` +
      `floor ${(pass.floorStartupMs / 1000).toFixed(2)} s. Signed in through ${pass.signUpVia}. ` +
      `The floor compresses with ${pass.floorCompression}.`,
  ];
  for (const mode of MODES) {
    lines.push("", `### ${TITLES[mode]}`, "");
    const head = CONNECTIONS.flatMap((c) => [`req/s @${c}`, `ratio @${c}`, `p99 ms @${c}`]);
    lines.push(`| target | ${head.join(" | ")} | bytes | SQL/request | errors |`);
    lines.push(`| --- | ${head.map(() => "---:").join(" | ")} | ---: | ---: | ---: |`);
    for (const target of pass.targets) {
      const minRatio = MIN_RATIO[target.kind];
      const cells = CONNECTIONS.flatMap((connections) => {
        const level = target.modes[mode]?.[connections];
        const base = floor?.modes[mode]?.[connections];
        if (!level) return ["–", "–", "–"];
        const ratio = base?.rps ? level.rps / base.rps : Number.NaN;
        const ratioCell =
          minRatio === undefined
            ? ratio.toFixed(2)
            : `${ratio.toFixed(2)} ${mark(ratio >= minRatio)}`;
        const p99 = String(Number(level.p99.toFixed(1)));
        const maxP99 = MAX_P99_TO_FLOOR[target.kind];
        const p99Cell =
          maxP99 === undefined || !base ? p99 : `${p99} ${mark(level.p99 <= maxP99 * base.p99)}`;
        return [level.rps.toFixed(0), ratioCell, p99Cell];
      });
      const size = target.size[mode];
      const bytes = size
        ? `${size.bytes}${size.encoding === "identity" ? "" : ` ${size.encoding}`}` +
          (size.status === 200 ? "" : ` (HTTP ${size.status})`)
        : "–";
      const statements =
        target.kind === "floor"
          ? "–"
          : target.statementsPerRequest === undefined
            ? "n/a"
            : target.statementsPerRequest.toFixed(1);
      const errors = CONNECTIONS.reduce(
        (sum, c) => sum + (target.modes[mode]?.[c]?.errors ?? 0),
        0,
      );
      lines.push(
        `| ${target.label} | ${cells.join(" | ")} | ${bytes} | ${statements} | ${errors} |`,
      );
    }
  }
  const memoryLines = [];
  for (const [name, memory] of Object.entries(pass.memory)) {
    if (!memory) continue;
    memoryLines.push(
      `RSS of the ${name} server after the 50-connection runs: ${MB(memory.rss)} ` +
        `(after ${memory.after}; highest ever ${MB(memory.peak)})  `,
    );
  }
  const database = pass.database.startsWith("PGlite") ? "PGlite" : "PostgreSQL";
  const maxRss = MAX_RSS_TO_FLOOR[database];
  const { app, floor: floorMemory } = pass.memory;
  if (app && floorMemory) {
    const ratio = app.rss / floorMemory.rss;
    memoryLines.push(
      `App RSS / floor RSS: ${ratio.toFixed(2)} ${mark(ratio <= maxRss)} (≤ ${maxRss} on ${database})`,
    );
  }
  lines.push(
    "",
    `Targets: ratio to the floor ≥ ${MIN_RATIO.home?.toFixed(2)} for /, ` +
      `≥ ${MIN_RATIO.public?.toFixed(2)} for other public pages, ` +
      `≥ ${MIN_RATIO["signed-in"]?.toFixed(2)} signed in; p99 ≤ ${MAX_P99_TO_FLOOR.public} × the floor's ` +
      `(${MAX_P99_TO_FLOOR["signed-in"]} × signed in); RSS ≤ ${maxRss} × the floor's. ` +
      `**${passed} of ${checked} checks pass.**`,
    "",
    ...memoryLines,
  );
  lines.push(...renderStaticLimit(pass, mark));
  if (pass.overload) {
    const o = pass.overload;
    // A request waits at most the queue's limit, then its own handling.
    const bounded = mark(o.max <= o.queueLimitMs + 1000);
    lines.push(
      "",
      `Overload: ${o.path} signed in, ${o.connections} connections for ${o.seconds} s, ` +
        `queue limit ${o.queueLimitMs} ms: ${Math.round(o.rps)} req/s, p99 ${o.p99} ms, ` +
        `slowest ${o.max} ms ${bounded} (≤ the limit + 1 s), ${o.ok} answered, ` +
        `${o.refused} told to retry (503 with Retry-After), ${o.otherErrors} other errors.`,
    );
  }
  return { markdown: lines.join("\n"), passed, checked };
}

const MIN_RATIO_TO_STATIC = 0.5;
const MAX_P99_TO_STATIC = 2;

/**
 * Signed-out pages, compressed, against the static-file limit measured in the
 * same pass (issue 38): ratio ≥ 0.5 and p99 ≤ 2 × the static file's.
 * @param {Pass} pass
 * @param {(ok: boolean) => string} mark
 * @returns {string[]}
 */
function renderStaticLimit(pass, mark) {
  if (pass.staticLimit.length === 0) return [];
  const lines = [
    "### Signed-out pages against the static-file limit (node:http, the same bytes precompressed)",
    "",
    "| target | coding | " +
      CONNECTIONS.map(
        (c) => `req/s @${c} | limit @${c} | ratio @${c} | p99 ms @${c} | limit p99 @${c}`,
      ).join(" | ") +
      " | bytes |",
    `| --- | --- | ${CONNECTIONS.map(() => "---: | ---: | ---: | ---: | ---:").join(" | ")} | ---: |`,
  ];
  for (const limit of pass.staticLimit) {
    const target = pass.targets.find((t) => t.path === limit.path && t.kind !== "floor");
    if (!target) continue;
    for (const [mode, coding] of /** @type {const} */ ([
      ["compressed", "br"],
      ["gzip", "gzip"],
    ])) {
      const cells = CONNECTIONS.flatMap((connections) => {
        const app = target.modes[mode]?.[connections];
        const file = limit.modes[mode]?.[connections];
        if (!app || !file) return ["–", "–", "–", "–", "–"];
        const ratio = file.rps ? app.rps / file.rps : Number.NaN;
        return [
          app.rps.toFixed(0),
          file.rps.toFixed(0),
          `${ratio.toFixed(2)} ${mark(ratio >= MIN_RATIO_TO_STATIC)}`,
          `${Number(app.p99.toFixed(1))} ${mark(app.p99 <= MAX_P99_TO_STATIC * file.p99)}`,
          String(Number(file.p99.toFixed(1))),
        ];
      });
      const size = target.size[mode];
      const bytes = size ? `${size.bytes} ${size.encoding}` : "–";
      lines.push(`| ${target.label} | ${coding} | ${cells.join(" | ")} | ${bytes} |`);
    }
  }
  lines.push(
    "",
    `Targets: ratio to the static-file limit ≥ ${MIN_RATIO_TO_STATIC.toFixed(2)}, ` +
      `p99 ≤ ${MAX_P99_TO_STATIC} × the static file's.`,
    "",
  );
  return lines;
}

/**
 * @param {{ floor: number; pages: { path: string; bytes: number; files: number }[] }} js
 */
export function renderFirstLoadJs(js) {
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2);
  return [
    "## First-load JavaScript (gzip), measured in Chromium, one run",
    "",
    "| page | KB | above the framework floor | scripts |",
    "| --- | ---: | ---: | ---: |",
    `| framework floor (client entry, React, router, manifest) | ${kb(js.floor)} | – | – |`,
    ...js.pages.map(
      (row) => `| ${row.path} | ${kb(row.bytes)} | ${kb(row.bytes - js.floor)} | ${row.files} |`,
    ),
  ].join("\n");
}

/**
 * bench/results/last-run.md and .json (the folder is not committed).
 * @param {string} root
 * @param {string} markdown
 * @param {unknown} raw
 */
export function writeResults(root, markdown, raw) {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "last-run.md"), `${markdown}\n`);
  writeFileSync(path.join(dir, "last-run.json"), `${JSON.stringify(raw, null, 2)}\n`);
  return path.relative(process.cwd(), dir) || dir;
}
