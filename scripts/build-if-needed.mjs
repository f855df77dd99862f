// @ts-check
// `npm start` runs this first: it builds the site when there is no build yet
// or the sources changed since the last one, and does nothing otherwise.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { STAMP_FILE, sourceFingerprint } from "./build-fingerprint.mjs";

const built = existsSync("build/server/main.js") && existsSync(STAMP_FILE);
// A deployment that ships only build/ (no sources) runs what it was given.
if (built && !existsSync("app")) process.exit(0);
const current = built && readFileSync(STAMP_FILE, "utf8").trim() === sourceFingerprint();
if (!current) {
  console.warn(
    built ? "Sources changed since the last build: rebuilding." : "No build yet: building.",
  );
  execSync("npm run build", { stdio: "inherit" });
}
