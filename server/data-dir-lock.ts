import {
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory would
 * corrupt it. The app holds DATA_DIR/.lock while it runs and refuses to start
 * if another live process holds it.
 *
 * The lock names its holder (host and pid) and is touched every few seconds.
 * It is stale, and may be taken over, when its holder is a dead process on
 * this host, or when it has not been touched for STALE_AFTER_MS (a holder on
 * another host or in another PID namespace, e.g. a container sharing the
 * volume, cannot be probed, only timed out). A takeover writes a new lock by
 * atomic rename and re-reads it after a pause: the last writer wins and every
 * other contender backs off.
 */

const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;

type Holder = { pid: number; host: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `Another process (pid ${holder.pid} on ${holder.host}) is already using DATA_DIR ${dataDir}. The embedded database allows one process per data directory: stop it, choose another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.`,
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

function readHolder(file: string): (Holder & { touchedAt: number }) | null {
  try {
    const [pid = "", host = ""] = readFileSync(file, "utf8").trim().split(/\s+/);
    return { pid: Number.parseInt(pid, 10), host, touchedAt: statSync(file).mtimeMs };
  } catch {
    return null;
  }
}

function isStale(holder: Holder & { touchedAt: number }, now: number): boolean {
  if (now - holder.touchedAt > STALE_AFTER_MS) return true;
  return holder.host === hostname() && !isAlive(holder.pid);
}

export async function lockDataDir(dataDir: string, settleMs = 100): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ".lock");
  const me: Holder = { pid: process.pid, host: hostname() };
  const content = `${me.pid} ${me.host}\n`;

  try {
    writeFileSync(file, content, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = readHolder(file);
    if (
      holder &&
      !(holder.pid === me.pid && holder.host === me.host) &&
      !isStale(holder, Date.now())
    ) {
      throw new DataDirLockedError(dataDir, holder);
    }
    const temporary = `${file}.${me.pid}`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  }

  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const holder = readHolder(file);
  if (!holder || holder.pid !== me.pid || holder.host !== me.host) {
    throw new DataDirLockedError(dataDir, holder ?? { pid: -1, host: "unknown" });
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The directory went away; nothing useful to do until shutdown.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      const current = readHolder(file);
      if (current?.pid === me.pid && current.host === me.host) rmSync(file, { force: true });
    },
  };
}
