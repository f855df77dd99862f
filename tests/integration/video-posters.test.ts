import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posterKey, storeVideoPoster } from "~/modules/media/make-video-poster.server";
import type { MediaStore } from "~/modules/media/media-store";
import { makeVideo, putInStore } from "../setup/lecture-media";
import { MEDIA_STORE_KINDS, openMediaWorld } from "../support/media-store-world";

// An uploaded lecture's poster: one frame made by ffmpeg from the stored
// video, kept beside it in the folder store or the bucket (s3rver).

const workDir = mkdtempSync(path.join(os.tmpdir(), "video-posters-"));
let video: string;
beforeAll(() => {
  video = makeVideo(workDir, "lecture.webm", 30);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.each(MEDIA_STORE_KINDS)("video posters in the %s store", (kind) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await openMediaWorld(kind));
  });
  afterAll(() => close());

  it("makes a WebP frame of a stored video and keeps it beside the video", async () => {
    const key = "uploads/0123456789abcdef0123456789abcdef";
    await putInStore(store, key, video, "video/webm");
    const kept = await storeVideoPoster(store, key, 30);
    expect(kept).toBe(posterKey(key));
    const image = await buffer(await store.read(posterKey(key)));
    expect(image.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(image.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("makes none (null, no error) when the file is not a video", async () => {
    const key = "uploads/fedcba9876543210fedcba9876543210";
    const text = path.join(workDir, "not-a-video.txt");
    writeFileSync(text, "Not a video at all.\n");
    await putInStore(store, key, text);
    expect(await storeVideoPoster(store, key, 30)).toBeNull();
  });
});
