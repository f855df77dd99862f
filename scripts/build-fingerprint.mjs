// @ts-check
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Inputs of the production build; when their content changes, the build is stale. */
const INPUTS = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

export const STAMP_FILE = path.join("build", ".fingerprint");

/** @param {string} entry @param {import("node:crypto").Hash} hash */
function add(entry, hash) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) add(path.join(entry, child), hash);
    return;
  }
  hash.update(entry);
  hash.update(readFileSync(entry));
}

export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) add(input, hash);
  return hash.digest("hex");
}
