import { defineConfig } from "vitest/config";

// Unit and integration tests (Node). The browser suite is Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The migrated databases each test file copies (tests/setup/database-templates.ts).
    globalSetup: ["tests/setup/global-database-templates.ts"],
    pool: "forks",
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next:
    // importing the app afresh for each of two hundred files was a fifth of
    // the suite's time. Every file still opens its own database, and no test
    // mocks a module or writes to process.env.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
