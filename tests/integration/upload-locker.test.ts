import { ERRORS } from "@tus/utils";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLocks } from "~/db/schema/media";
import { createUploadLocker } from "~/modules/media/upload-locker.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const FAST = { leaseSeconds: 2, renewMs: 50, retryMs: 20, acquireTimeoutMs: 3_000 };
const never = () => new AbortController().signal;

describe.each(DATABASE_KINDS)("the upload locker on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  it("lets one request write an upload at a time, and a second one from another instance ask the first to let go", async () => {
    // Two lockers on one database: two instances.
    const first = createUploadLocker(database.db, FAST);
    const second = createUploadLocker(database.db, FAST);
    const a = first.newLock("upload-1");
    let asked = 0;
    await a.lock(never(), async () => {
      asked += 1;
      // tus ends the request, then unlocks.
      await a.unlock();
    });
    const b = second.newLock("upload-1");
    await b.lock(never(), () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    const rows = await database.db
      .select()
      .from(uploadLocks)
      .where(eq(uploadLocks.uploadId, "upload-1"));
    expect(rows).toHaveLength(1);
    await b.unlock();
    expect(
      await database.db.select().from(uploadLocks).where(eq(uploadLocks.uploadId, "upload-1")),
    ).toEqual([]);
  });

  it("gives up with tus's lock timeout while a holder does not let go, and takes over a lease left to run out", async () => {
    const locker = createUploadLocker(database.db, { ...FAST, acquireTimeoutMs: 300 });
    const stubborn = locker.newLock("upload-2");
    await stubborn.lock(never(), () => undefined);
    const other = createUploadLocker(database.db, { ...FAST, acquireTimeoutMs: 300 });
    await expect(other.newLock("upload-2").lock(never(), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await stubborn.unlock();

    // An instance that stopped mid-write: its lease, no longer renewed, runs out.
    await database.db.insert(uploadLocks).values({
      uploadId: "upload-3",
      holder: "gone",
      leaseUntil: sql`now() - interval '1 second'`,
    });
    const next = other.newLock("upload-3");
    await next.lock(never(), () => undefined);
    const [row] = await database.db
      .select()
      .from(uploadLocks)
      .where(eq(uploadLocks.uploadId, "upload-3"));
    expect(row?.holder).not.toBe("gone");
    await next.unlock();
  });

  it("stops waiting when tus aborts the request", async () => {
    const locker = createUploadLocker(database.db, FAST);
    const holding = locker.newLock("upload-4");
    await holding.lock(never(), () => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      createUploadLocker(database.db, FAST)
        .newLock("upload-4")
        .lock(controller.signal, () => undefined),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holding.unlock();
  });
});
