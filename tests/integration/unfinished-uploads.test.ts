import { Readable } from "node:stream";
import { Upload } from "@tus/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { unfinishedUploads } from "~/db/schema/media";
import { createUploadStore, uploadKey } from "~/modules/media/create-upload-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import {
  expireUnfinishedUploads,
  MAX_UNFINISHED_UPLOADS,
  recordUploadProgress,
  reserveUnfinishedUpload,
  UNFINISHED_UPLOAD_LIFETIME_MS,
} from "~/modules/media/unfinished-uploads.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  generatedSlice,
  MEDIA_STORE_KINDS,
  type MediaConfig,
  openMediaWorld,
} from "../support/media-store-world";

// Unfinished uploads expire a day after their last progress, in the folder
// store and in a bucket (s3rver on loopback), on a moved clock.

const HOUR = 60 * 60_000;
const T0 = new Date("2026-11-20T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const cases = DATABASE_KINDS.flatMap((database) =>
  MEDIA_STORE_KINDS.map((store) => [database, store] as const),
);

describe.each(cases)("unfinished uploads on %s with the %s store", (databaseKind, storeKind) => {
  let database: TestDatabase;
  let store: MediaStore;
  let config: MediaConfig;
  let close: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase(databaseKind);
    ({ store, config, close } = await openMediaWorld(storeKind));
    await database.db.insert(user).values([
      { id: "uploader-a", name: "A", email: "a@example.com" },
      { id: "uploader-b", name: "B", email: "b@example.com" },
    ]);
  });
  afterAll(async () => {
    await close?.();
    await database?.destroy();
  });

  /** An upload begun at `when`, with part of its bytes written. */
  async function begin(id: string, when: Date) {
    const uploads = await createUploadStore(config);
    const size = 20_000;
    await uploads.create(new Upload({ id, size, offset: 0, metadata: {} }));
    await uploads.write(Readable.from([generatedSlice(0, 12_345)]), id, 0);
    expect(
      await reserveUnfinishedUpload(database.db, { uploadId: id, userId: "uploader-a", now: when }),
    ).toBe(true);
    return uploads;
  }

  it("deletes an upload's bytes and bookkeeping a day after its last progress, not before", async () => {
    const id = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1";
    const uploads = await begin(id, T0);
    const deps = { db: database.db, uploads: async () => uploads, mediaStore: store };
    expect(await expireUnfinishedUploads(deps, at(23 * HOUR))).toEqual({ expired: 0 });
    await recordUploadProgress(database.db, id, at(23 * HOUR));
    // A day after creation, less than a day after progress: kept.
    expect(await expireUnfinishedUploads(deps, at(30 * HOUR))).toEqual({ expired: 0 });
    expect((await uploads.getUpload(id)).offset).toBeGreaterThan(0);
    expect(await expireUnfinishedUploads(deps, at(47 * HOUR + 60_000))).toEqual({ expired: 1 });
    await expect(uploads.getUpload(id)).rejects.toBeDefined();
    for (const key of ["", ".json", ".info", ".part"].map((end) => `${uploadKey(id)}${end}`)) {
      expect(await store.stat(key)).toBeNull();
    }
    expect(await database.db.select().from(unfinishedUploads)).toEqual([]);
    // A second pass (another instance) finds nothing left to do.
    expect(await expireUnfinishedUploads(deps, at(48 * HOUR))).toEqual({ expired: 0 });
  });

  it("holds at most the limit per person; expired ones free their place", async () => {
    const reserve = (uploadId: string, userId: string, now: Date) =>
      reserveUnfinishedUpload(database.db, { uploadId, userId, now });
    for (let index = 0; index < MAX_UNFINISHED_UPLOADS; index++) {
      expect(await reserve(`held-${index}`, "uploader-a", T0)).toBe(true);
    }
    expect(await reserve("one-too-many", "uploader-a", at(HOUR))).toBe(false);
    expect(await reserve("someone-else", "uploader-b", at(HOUR))).toBe(true);
    expect(
      await reserve("after-a-day", "uploader-a", at(UNFINISHED_UPLOAD_LIFETIME_MS + HOUR)),
    ).toBe(true);
  });
});
