import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory would
 * corrupt it. The app holds DATA_DIR/.lock (its pid) while it runs and refuses
 * to start if a live process holds it. A lock left by a killed process is taken
 * over. Takeover races are settled by re-reading the lock after a pause: the
 * last writer wins and every other contender backs off.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another process (pid ${holderPid}) is already using DATA_DIR ${dataDir}. The embedded database allows one process per data directory: stop it, choose another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { release(): void };

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, "utf8").trim(), 10);
  } catch {
    return null;
  }
}

export async function lockDataDir(dataDir: string, settleMs = 50): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ".lock");
  const me = process.pid;

  try {
    writeFileSync(file, `${me}\n`, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = readHolder(file);
    if (holder !== null && holder !== me && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale lock from a process that is gone: take it over.
    writeFileSync(file, `${me}\n`);
  }

  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const holder = readHolder(file);
  if (holder !== me) throw new DataDirLockedError(dataDir, holder ?? -1);

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readHolder(file) === me) rmSync(file, { force: true });
    },
  };
}
