import { execFile } from "node:child_process";
import { Readable } from "node:stream";
import { mediaToolPath } from "~/lib/locate-media-tools.server";
import { assertMediaKey } from "~/lib/media-key";
import type { MediaStore } from "./media-store";
import { posterSeconds } from "./preview-rules";

/** How long ffmpeg may take: it seeks to one frame, it never reads the whole file. */
const POSTER_TIMEOUT_MS = 60_000;
/** Posters are at most this wide (the player's width on a large screen). */
const POSTER_MAX_WIDTH = 1280;

/** Where an uploaded video's poster is kept: beside the video, under its own name. */
export function posterKey(videoKey: string): string {
  return assertMediaKey(`${videoKey}.poster.webp`);
}

/**
 * One frame of a video as a WebP image, a tenth of the way in (titles and
 * black lead-ins come first) and at most 10 seconds in; null when ffmpeg
 * cannot make one (the lecture is then shown without a poster).
 */
export function renderVideoPoster(
  location: string,
  durationSeconds: number,
): Promise<Buffer | null> {
  const at = posterSeconds(durationSeconds).toFixed(2);
  return new Promise((resolve) => {
    execFile(
      mediaToolPath("ffmpeg"),
      [
        "-v",
        "error",
        "-ss",
        at,
        "-i",
        location,
        "-frames:v",
        "1",
        "-vf",
        `scale='min(${POSTER_MAX_WIDTH},iw)':-2`,
        "-c:v",
        "libwebp",
        "-quality",
        "75",
        "-f",
        "webp",
        "pipe:1",
      ],
      {
        encoding: "buffer",
        timeout: POSTER_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        killSignal: "SIGKILL",
      },
      (error, stdout) => {
        resolve(error || stdout.length === 0 ? null : stdout);
      },
    );
  });
}

/**
 * Makes the poster of an uploaded video and keeps it in the media store;
 * its key, or null when none could be made (never a reason to refuse the video).
 */
export async function storeVideoPoster(
  store: MediaStore,
  videoKey: string,
  durationSeconds: number,
): Promise<string | null> {
  const image = await renderVideoPoster(await store.probeLocation(videoKey), durationSeconds);
  if (!image) return null;
  const key = posterKey(videoKey);
  await store.write(key, Readable.from([image]), "image/webp");
  return key;
}
