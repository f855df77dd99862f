import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaStore } from "~/modules/media/media-store";
import { s3ClientConfig } from "~/modules/media/s3-client-config.server";
import {
  generatedBytes,
  generatedSlice,
  MEDIA_STORE_KINDS,
  type MediaConfig,
  openMediaWorld,
} from "../support/media-store-world";

// One contract for every MediaStore: what the upload checks, ffprobe and the
// media routes rely on, whether the bytes are on disk or in a bucket.

const text = (value: string) => Readable.from([Buffer.from(value)]);

describe.each(MEDIA_STORE_KINDS)("the %s media store", (kind) => {
  let store: MediaStore;
  let config: MediaConfig;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, config, close } = await openMediaWorld(kind));
  });
  afterAll(() => close());

  it("says which kind it is", () => {
    expect(store.kind).toBe(kind);
  });

  it("writes an object and reads it back whole and in ranges", async () => {
    await store.write("courses/c1/captions.vtt", text("WEBVTT\n\nhello"), "text/vtt");
    expect((await buffer(await store.read("courses/c1/captions.vtt"))).toString()).toBe(
      "WEBVTT\n\nhello",
    );
    const range = await store.read("courses/c1/captions.vtt", { start: 8, end: 12 });
    expect((await buffer(range)).toString()).toBe("hello");
    // Not 0-0: s3rver answers a range ending at byte 0 with the whole object (S3 does not).
    const first = await store.read("courses/c1/captions.vtt", { start: 0, end: 1 });
    expect((await buffer(first)).toString()).toBe("WE");
  });

  it("stats an object: its size, time and a quoted ETag that changes when it is replaced", async () => {
    const before = Date.now();
    await store.write("handouts/h1.pdf", text("%PDF-1.7 one"), "application/pdf");
    const first = await store.stat("handouts/h1.pdf");
    expect(first?.size).toBe(12);
    expect(first?.etag).toMatch(/^"[^"]+"$/);
    // S3 keeps whole seconds.
    expect(first?.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    await store.write("handouts/h1.pdf", text("%PDF-1.7 second"), "application/pdf");
    const second = await store.stat("handouts/h1.pdf");
    expect(second?.size).toBe(15);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it("knows no missing object: stat is null, reading fails, removing is harmless", async () => {
    expect(await store.stat("nothing/here.mp4")).toBeNull();
    await expect(store.read("nothing/here.mp4").then((stream) => buffer(stream))).rejects.toThrow();
    await expect(store.remove("nothing/here.mp4")).resolves.toBeUndefined();
  });

  it("removes an object", async () => {
    await store.write("gone/soon.txt", text("bye"), "text/plain");
    expect(await store.stat("gone/soon.txt")).not.toBeNull();
    await store.remove("gone/soon.txt");
    expect(await store.stat("gone/soon.txt")).toBeNull();
  });

  it.each([
    "",
    "../escape",
    "a/../../escape",
    "/absolute",
    "a//b",
    "a/",
    ".hidden",
    "a/.hidden",
    "back\\slash",
    "sp ace",
  ])("refuses the key %j in every operation", async (key) => {
    await expect(store.write(key, text("x"), "text/plain")).rejects.toThrow(/Not a media key/);
    await expect(store.stat(key)).rejects.toThrow(/Not a media key/);
    await expect(store.read(key)).rejects.toThrow(/Not a media key/);
    await expect(store.remove(key)).rejects.toThrow(/Not a media key/);
    await expect(store.probeLocation(key)).rejects.toThrow(/Not a media key/);
  });

  it("streams a write of several MB (more than one S3 part) and reads ranges across its parts", async () => {
    const size = 17 * 1024 * 1024 + 123;
    await store.write("videos/long.mp4", Readable.from(generatedBytes(size)), "video/mp4");
    expect((await store.stat("videos/long.mp4"))?.size).toBe(size);

    const hash = createHash("sha256");
    for await (const chunk of await store.read("videos/long.mp4")) hash.update(chunk);
    const expected = createHash("sha256");
    for (const chunk of generatedBytes(size)) expected.update(chunk);
    expect(hash.digest("hex")).toBe(expected.digest("hex"));

    // Across the first 8 MiB part boundary, and the very end.
    const boundary = 8 * 1024 * 1024;
    const across = await store.read("videos/long.mp4", { start: boundary - 10, end: boundary + 9 });
    expect(await buffer(across)).toEqual(generatedSlice(boundary - 10, boundary + 9));
    const tail = await store.read("videos/long.mp4", { start: size - 5, end: size - 1 });
    expect(await buffer(tail)).toEqual(generatedSlice(size - 5, size - 1));
  });

  it("gives ffprobe a location it can open and read in ranges", async () => {
    await store.write("videos/probe.mp4", text("0123456789"), "video/mp4");
    const location = await store.probeLocation("videos/probe.mp4");
    if (kind === "local") {
      expect((await readFile(location)).toString()).toBe("0123456789");
      return;
    }
    expect(location).toMatch(/X-Amz-Expires=900/);
    const response = await fetch(location, { headers: { Range: "bytes=2-5" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await response.text()).toBe("2345");
  });

  it.runIf(kind === "s3")("keeps its objects under S3_KEY_PREFIX", async () => {
    const s3 = config.s3;
    if (!s3) throw new Error("no S3 settings");
    await store.write("prefixed/one.txt", text("1"), "text/plain");
    const client = new S3Client(s3ClientConfig(s3));
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: "cle/media/prefixed/one.txt" }),
    );
    client.destroy();
    expect(head.ContentLength).toBe(1);
    expect(head.ContentType).toBe("text/plain");
  });
});
