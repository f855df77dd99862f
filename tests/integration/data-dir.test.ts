import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/modules/config/env.server";
import { ensureSecrets } from "~/modules/config/secrets.server";
import { DataDirLockedError, lockDataDir } from "../../server/data-dir-lock";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cle-data-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("DATA_DIR lock", () => {
  it("refuses a second process while the first holds the directory", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    // A real second process, as a second `npm start` would be.
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("${path.resolve("server/data-dir-lock.ts")}").then(m => m.lockDataDir(${JSON.stringify(dir)})).then(() => process.exit(0), e => { process.stdout.write(e.name); process.exit(3); })`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(3);
    expect(output).toBe("DataDirLockedError");
    lock.release();
    expect(existsSync(path.join(dir, ".lock"))).toBe(false);
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, ".lock"), `2147483646 ${hostname()}\n`);
    const lock = await lockDataDir(dir);
    expect(readFileSync(path.join(dir, ".lock"), "utf8").trim()).toBe(
      `${process.pid} ${hostname()}`,
    );
    lock.release();
  });

  it("respects a fresh lock held from another host, and takes it over once it goes stale", async () => {
    const dir = tempDir();
    const file = path.join(dir, ".lock");
    writeFileSync(file, "1 other-container\n");
    await expect(lockDataDir(dir)).rejects.toThrow(/pid 1 on other-container/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const lock = await lockDataDir(dir);
    lock.release();
  });

  it("names the holder in its message", () => {
    expect(new DataDirLockedError("/srv/data", { pid: 42, host: "web-1" }).message).toMatch(
      /pid 42 on web-1.*DATABASE_URL/,
    );
  });
});

describe("generated secrets", () => {
  it("generates BETTER_AUTH_SECRET once into DATA_DIR and reuses it", () => {
    const dir = tempDir();
    const result = loadConfig({ DATA_DIR: dir });
    if (!result.ok) throw new Error(result.problems.join());
    const first = ensureSecrets(result.config);
    const second = ensureSecrets(result.config);
    expect(first.betterAuthSecret).toMatch(/^[\w-]{43}$/);
    expect(second.betterAuthSecret).toBe(first.betterAuthSecret);
    expect(statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
  });

  it("keeps an explicit secret and writes nothing", () => {
    const dir = tempDir();
    const result = loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: "s".repeat(32) });
    if (!result.ok) throw new Error(result.problems.join());
    expect(ensureSecrets(result.config).betterAuthSecret).toBe("s".repeat(32));
    expect(existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });
});
