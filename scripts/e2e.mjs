// @ts-check
// Runs the browser suite (Playwright, Debian's Chromium) against the production
// build. Without a browser it is skipped with a message, except under CI=true,
// where a missing browser is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const browser = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(browser)) {
  const message = `No Chromium at ${browser}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`;
  if (process.env.CI === "true") {
    console.error(`${message} The browser suite cannot be skipped under CI=true.`);
    process.exit(1);
  }
  console.warn(`Skipping the browser (e2e) suite. ${message}`);
  process.exit(0);
}

const build = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: browser },
});
process.exit(result.status ?? 1);
