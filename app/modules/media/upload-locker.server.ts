import { randomBytes } from "node:crypto";
import type { Lock, Locker, RequestRelease } from "@tus/utils";
import { ERRORS } from "@tus/utils";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploadLocks } from "~/db/schema/media";

export type UploadLockTimings = {
  /** How long a lock lasts without renewal (a stopped instance's lock then frees itself). */
  leaseSeconds: number;
  /** How often the holder renews its lease and looks for a request to let go. */
  renewMs: number;
  /** How often a waiting request tries again. */
  retryMs: number;
  /** How long a request waits for the lock before tus answers it with an error. */
  acquireTimeoutMs: number;
};

const DEFAULT_TIMINGS: UploadLockTimings = {
  leaseSeconds: 30,
  renewMs: 2_000,
  retryMs: 250,
  acquireTimeoutMs: 30_000,
};

/**
 * tus's locker over the database, so every instance sees the same locks
 * (decision 0024): a request writing an upload holds a lease in
 * `upload_locks` and renews it; a second request for the same upload asks
 * it to let go (tus then ends the first request) and takes the lock once it
 * is free or its lease has run out. Requests of this process are asked at
 * once, others' at their next renewal.
 */
export function createUploadLocker(db: Database, timings: Partial<UploadLockTimings> = {}): Locker {
  const t = { ...DEFAULT_TIMINGS, ...timings };
  // This process's holders, so a release it asks of itself is not left to the next renewal.
  const local = new Map<string, RequestRelease>();

  async function tryAcquire(uploadId: string, holder: string): Promise<boolean> {
    const lease = sql`now() + make_interval(secs => ${t.leaseSeconds})`;
    const taken = await db
      .insert(uploadLocks)
      .values({ uploadId, holder, leaseUntil: lease, releaseRequested: false })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder, leaseUntil: lease, releaseRequested: false },
        setWhere: sql`${uploadLocks.leaseUntil} < now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return taken[0]?.holder === holder;
  }

  async function askToRelease(uploadId: string): Promise<void> {
    await db
      .update(uploadLocks)
      .set({ releaseRequested: true })
      .where(eq(uploadLocks.uploadId, uploadId));
    await local.get(uploadId)?.();
  }

  function newLock(uploadId: string): Lock {
    const holder = randomBytes(12).toString("hex");
    let renewal: NodeJS.Timeout | undefined;
    let held: RequestRelease | undefined;

    async function renew(release: RequestRelease): Promise<void> {
      const [row] = await db
        .update(uploadLocks)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${t.leaseSeconds})` })
        .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)))
        .returning({ releaseRequested: uploadLocks.releaseRequested });
      // Asked to let go, or the lease was lost: the request stops writing.
      if (!row || row.releaseRequested) await release();
    }

    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + t.acquireTimeoutMs;
        while (!(await tryAcquire(uploadId, holder))) {
          if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await askToRelease(uploadId);
          await new Promise((resolve) => setTimeout(resolve, t.retryMs));
        }
        held = requestRelease;
        local.set(uploadId, requestRelease);
        renewal = setInterval(() => {
          renew(requestRelease).catch(() => undefined);
        }, t.renewMs);
        renewal.unref();
      },
      async unlock() {
        clearInterval(renewal);
        if (held && local.get(uploadId) === held) local.delete(uploadId);
        await db
          .delete(uploadLocks)
          .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)));
      },
    };
  }

  return { newLock };
}
