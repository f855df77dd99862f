import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The browser suite runs against the production build (scripts/e2e.mjs builds
// it first) on a fresh embedded database, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
// Shared with scripts/lighthouse.mjs (read, not imported: Node needs an import attribute for JSON).
const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL("./scripts/chromium-args.json", import.meta.url), "utf8"),
);
// Workers re-evaluate this file; the environment carries one data dir to all.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "cle-e2e-"));
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "cle-e2e-mail-"));
process.env.E2E_SMTP_PORT ??= String(port + 1);

const chromium = { ...devices["Desktop Chrome"], channel: undefined };
// The sweep of every staff page, the longest test by minutes.
const LONGEST_SPEC = "**/staff-pages.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: process.env.CI === "true",
  retries: 0,
  reporter: process.env.CI === "true" ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failing test keeps its trace (actions, DOM snapshots, network); screenshots
    // are left out: taking one at every step cost the suite minutes on two cores.
    // Under CI no trace is recorded: nothing keeps the files of a CI run, and
    // recording every test's actions cost it about a twentieth of its time.
    trace: process.env.CI === "true" ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      // No calls to Google's services, which this network refuses.
      args: chromiumArgs,
    },
  },
  // The longest test is queued first, so one worker runs it while the other
  // takes the rest, rather than alone at the end: the same tests, the same browser.
  projects: [
    { name: "chromium-first", testMatch: LONGEST_SPEC, use: chromium },
    { name: "chromium", testIgnore: LONGEST_SPEC, use: chromium },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/e2e-server.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Start-up migrates and seeds a fresh database: give a busy machine time.
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      // The staff-page tests' bootstrap administrators (each must confirm its address).
      STAFF_EMAILS:
        "staff-e2e@example.com,admin-e2e@example.com,inbox-lead-e2e@example.com,orders-lead-e2e@example.com,fuzz-admin-e2e@example.com,catalogue-lead-e2e@example.com,sessions-lead-e2e@example.com,rosters-lead-e2e@example.com,faculty-lead-e2e@example.com,media-lead-e2e@example.com,bundles-lead-e2e@example.com,materials-lead-e2e@example.com,layouts-admin-e2e@example.com,moves-lead-e2e@example.com,questions-lead-e2e@example.com,applications-lead-e2e@example.com,applications-nojs-e2e@example.com,aid-lead-e2e@example.com,evaluations-lead-e2e@example.com,phone-menu-e2e@example.com,audit-words-e2e@example.com,lists-lead-e2e@example.com,rerun-e2e@example.com,confirm-e2e@example.com,waitlist-e2e@example.com,mailings-e2e@example.com,bulk-lead-e2e@example.com",
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
    },
  },
});
