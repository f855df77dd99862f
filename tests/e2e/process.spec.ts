import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

// These start whole servers (migrations on a fresh embedded database), which
// is slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

// The server process itself: configuration errors and the DATA_DIR lock.
const env = { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "warn" };

test("bad configuration prints every problem and exits non-zero", () => {
  const result = spawnSync(process.execPath, ["build/server/main.js"], {
    env: { ...env, PORT: "abc", DATABASE_URL: "mysql://nope", BETTER_AUTH_SECRET: "short" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("PORT must be a number");
  expect(result.stderr).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
  expect(result.stderr).toContain("BETTER_AUTH_SECRET must be at least 32 characters");
});

test("a second process on the same DATA_DIR refuses to start", () => {
  const result = spawnSync(process.execPath, ["build/server/main.js"], {
    env: { ...env, PORT: "3299", DATA_DIR: process.env.E2E_DATA_DIR ?? "" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/Another process \(pid \d+ on [^)]+\) is already using DATA_DIR/);
});

test("SIGTERM stops accepting, closes the database and releases DATA_DIR", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cle-sigterm-"));
  const server = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...env, PORT: "3298", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => {
    output += chunk;
  });
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('"msg":"listening"');
    const response = await fetch("http://localhost:3298/readyz");
    expect(response.status).toBe(200);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(true);
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down");
    expect(output).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
    await expect(fetch("http://localhost:3298/healthz")).rejects.toThrow();
  } finally {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the built server runs as production when NODE_ENV is not set", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cle-noenv-"));
  const { NODE_ENV: _unset, ...withoutNodeEnv } = env;
  const server = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...withoutNodeEnv, PORT: "3297", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    await expect
      .poll(async () => (await fetch("http://localhost:3297/readyz").catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    expect((await fetch("http://localhost:3297/register")).status).toBe(200);
    expect((await fetch("http://localhost:3297/dev/mailbox")).status).toBe(404);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
