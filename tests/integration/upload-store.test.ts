import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@tus/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUploadStore,
  discardUpload,
  uploadKey,
} from "~/modules/media/create-upload-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { s3ClientConfig } from "~/modules/media/s3-client-config.server";
import {
  generatedSlice,
  MEDIA_STORE_KINDS,
  type MediaConfig,
  openMediaWorld,
} from "../support/media-store-world";

// The tus data store of each configuration writes where the media store of
// the same configuration reads: a finished upload is checked and kept from
// `uploadKey(id)`, without copying it first.

describe.each(MEDIA_STORE_KINDS)("the tus data store beside the %s media store", (kind) => {
  let store: MediaStore;
  let config: MediaConfig;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, config, close } = await openMediaWorld(kind));
  });
  afterAll(() => close());

  it("is the folder store locally and the S3 store with a bucket", async () => {
    expect((await createUploadStore(config)).constructor.name).toBe(
      kind === "local" ? "FileStore" : "S3UploadStore",
    );
  });

  it("leaves a finished upload readable by the media store under uploadKey", async () => {
    const uploads = await createUploadStore(config);
    const id = "0f3a9c1e5b7d4a2c8e6f1b3d5a7c9e0f";
    const size = 20_000;
    await uploads.create(new Upload({ id, size, offset: 0, metadata: { filetype: "video/mp4" } }));
    // Two PATCHes: the first is shorter than an S3 part, so the S3 store keeps it aside.
    expect(await uploads.write(Readable.from([generatedSlice(0, 12_345)]), id, 0)).toBe(12_346);
    const halfway = await uploads.getUpload(id);
    expect([halfway.id, halfway.offset, halfway.size]).toEqual([id, 12_346, size]);
    expect(await uploads.write(Readable.from([generatedSlice(12_346, size - 1)]), id, 12_346)).toBe(
      size,
    );

    expect(uploadKey(id)).toBe(`uploads/${id}`);
    expect((await store.stat(uploadKey(id)))?.size).toBe(size);
    expect(await buffer(await store.read(uploadKey(id)))).toEqual(generatedSlice(0, size - 1));
    const range = await store.read(uploadKey(id), { start: 12_340, end: 12_350 });
    expect(await buffer(range)).toEqual(generatedSlice(12_340, 12_350));
  });

  it("removes an unfinished upload through the data store (a cancelled tus upload)", async () => {
    const uploads = await createUploadStore(config);
    const id = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    await uploads.create(new Upload({ id, size: 100, offset: 0 }));
    await uploads.write(Readable.from([generatedSlice(0, 49)]), id, 0);
    await uploads.remove(id);
    await expect(uploads.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    expect(await store.stat(uploadKey(id))).toBeNull();
  });

  it("discards a finished upload (a refused file) through the media store, its tus record too", async () => {
    const uploads = await createUploadStore(config);
    const id = "c0ffee00c0ffee00c0ffee00c0ffee00";
    await uploads.create(new Upload({ id, size: 10, offset: 0 }));
    await uploads.write(Readable.from([Buffer.from("0123456789")]), id, 0);
    expect((await store.stat(uploadKey(id)))?.size).toBe(10);
    await discardUpload(store, id);
    expect(await store.stat(uploadKey(id))).toBeNull();
    await expect(uploads.getUpload(id)).rejects.toBeTruthy();
  });

  it.runIf(kind === "s3")(
    "keeps every object of an upload under S3_KEY_PREFIX/uploads",
    async () => {
      const s3 = config.s3;
      if (!s3) throw new Error("no S3 settings");
      const uploads = await createUploadStore(config);
      const id = "5e1d2c3b4a5968778695a4b3c2d1e0f9";
      await uploads.create(new Upload({ id, size: 10, offset: 0 }));
      await uploads.write(Readable.from([Buffer.from("0123456789")]), id, 0);
      const client = new S3Client(s3ClientConfig(s3));
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      client.destroy();
      const keys = (listed.Contents ?? []).map((object) => object.Key);
      expect(keys).toContain(`cle/media/uploads/${id}`);
      expect(keys).toContain(`cle/media/uploads/${id}.info`);
      expect(keys.filter((key) => !key?.startsWith("cle/media/uploads/"))).toEqual([]);
    },
  );

  it("refuses an upload id that is not a key segment", () => {
    expect(() => uploadKey("../etc/passwd")).toThrow(/Not a media key/);
  });
});
