// @ts-check
// The static-file limit measured in the same pass (issue 38): each public
// page as the app sent it, in each coding, is written down right after the
// app was measured on it, then served by scripts/bench/static-file-server.mjs
// and driven as the app was, seconds later (a busy machine's load changes
// by the minute). A signed-out page compressed (brotli and gzip) should be served at
// half that rate or more, with p99 at most twice its.
import { readFileSync, writeFileSync } from "node:fs";
import { BROWSER_ENCODING, GZIP_ENCODING } from "./load.mjs";
import { get } from "./probe.mjs";

/** The codings measured against the limit, with what the client sends for each. */
export const LIMIT_MODES = /** @type {const} */ (["compressed", "gzip"]);

// Headers Node writes itself on every answer (the static server sends its own).
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * Adds each page's bytes and headers, as the app sends them, to `file`.
 * @param {string} base the app
 * @param {string[]} paths
 * @param {string} file
 */
export async function recordPages(base, paths, file) {
  /** @type {Record<string, Record<string, { headers: Record<string, string | string[]>; body: string }>>} */
  let pages = {};
  try {
    pages = JSON.parse(readFileSync(file, "utf8"));
  } catch {}
  for (const path of paths) {
    pages[path] = {};
    for (const [coding, accept] of [
      ["identity", undefined],
      ["br", BROWSER_ENCODING],
      ["gzip", GZIP_ENCODING],
    ]) {
      const reply = await get(`${base}${path}`, accept ? { "accept-encoding": accept } : {});
      /** @type {Record<string, string | string[]>} */
      const headers = {};
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined && !PER_CONNECTION.has(name)) headers[name] = value;
      }
      headers["content-length"] = String(reply.body.length);
      pages[path][String(coding)] = { headers, body: reply.body.toString("base64") };
    }
  }
  writeFileSync(file, JSON.stringify(pages));
}
