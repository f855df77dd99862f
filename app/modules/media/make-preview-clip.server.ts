import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mediaToolPath } from "~/lib/locate-media-tools.server";
import { assertMediaKey } from "~/lib/media-key";
import type { MediaStore } from "./media-store";

/** A stream copy reads only the first minutes; a re-encode of five minutes takes longer on a small machine. */
const COPY_TIMEOUT_MS = 5 * 60_000;
const ENCODE_TIMEOUT_MS = 15 * 60_000;

type Container = "mp4" | "webm";

/**
 * Where a video's public preview is kept: beside the video, named by its
 * length, so a re-cut clip is a new object and never half-replaces the old.
 */
export function previewClipKey(videoKey: string, seconds: number, container: Container): string {
  return assertMediaKey(`${videoKey}.preview-${seconds}s.${container}`);
}

/** The length a clip was cut to, read back from its key (0 for none). */
export function previewClipSeconds(previewKey: string | null): number {
  const match = previewKey ? /\.preview-(\d+)s\.(?:mp4|webm)$/.exec(previewKey) : null;
  return match ? Number(match[1]) : 0;
}

function containerOf(contentType: string): Container {
  return contentType === "video/webm" ? "webm" : "mp4";
}

function runFfmpeg(args: string[], timeout: number): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      mediaToolPath("ffmpeg"),
      ["-v", "error", "-y", ...args],
      { timeout, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error) => resolve(!error),
    );
  });
}

/**
 * The first `seconds` of a video into `output` (the whole video when it is
 * shorter), in the video's own container. Stream-copied (`-c copy`: no
 * decoding, it only reads the first minutes); re-encoded only when copying
 * fails. An MP4 gets its index at the front (`+faststart`) so it starts
 * playing before it is all downloaded. False when ffmpeg could make neither.
 */
export async function renderPreviewClip(
  location: string,
  seconds: number,
  output: string,
  container: Container,
): Promise<boolean> {
  const input = ["-i", location, "-t", String(seconds), "-map", "0:v:0", "-map", "0:a:0?"];
  const format = container === "mp4" ? ["-movflags", "+faststart", "-f", "mp4"] : ["-f", "webm"];
  if (await runFfmpeg([...input, "-c", "copy", ...format, output], COPY_TIMEOUT_MS)) return true;
  const codecs =
    container === "mp4"
      ? [
          "-c:v",
          "libx264",
          "-preset",
          "veryfast",
          "-crf",
          "23",
          "-pix_fmt",
          "yuv420p",
          "-c:a",
          "aac",
        ]
      : ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"];
  return runFfmpeg([...input, ...codecs, ...format, output], ENCODE_TIMEOUT_MS);
}

/**
 * Cuts a stored video's public preview and keeps it in the media store; its
 * key, or null when ffmpeg could not make it (the video is then offered
 * without a preview, never refused for it). The clip passes through a
 * temporary file: `+faststart` rewrites the MP4 after writing it.
 */
export async function storePreviewClip(
  store: MediaStore,
  video: { storageKey: string; contentType: string },
  seconds: number,
): Promise<string | null> {
  const container = containerOf(video.contentType);
  const dir = await mkdtemp(path.join(os.tmpdir(), "cle-preview-"));
  try {
    const output = path.join(dir, `preview.${container}`);
    const location = await store.probeLocation(video.storageKey);
    if (!(await renderPreviewClip(location, seconds, output, container))) return null;
    const key = previewClipKey(video.storageKey, seconds, container);
    await store.write(key, createReadStream(output), video.contentType);
    return key;
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
