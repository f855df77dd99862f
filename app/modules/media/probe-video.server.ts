import { execFile } from "node:child_process";
import { mediaToolPath } from "~/lib/locate-media-tools.server";

export type VideoProbe =
  | { ok: true; durationSeconds: number; hasVideo: boolean }
  | { ok: false; message: string };

/** How long ffprobe may take: it reads a file's headers, not its whole length. */
const PROBE_TIMEOUT_MS = 60_000;

/**
 * A video's length and whether it has a picture, read by ffprobe (the build
 * npm installs, or FFPROBE_PATH's) from a file path or a URL it can read
 * with ranges.
 */
export function probeVideo(location: string): Promise<VideoProbe> {
  return new Promise((resolve) => {
    execFile(
      mediaToolPath("ffprobe"),
      [
        "-v",
        "error",
        "-show_entries",
        "format=duration:stream=codec_type",
        "-of",
        "json",
        location,
      ],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error, stdout) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        // Not the file's fault: the server has no ffprobe it can run, or it
        // crashed (a static build that cannot look up a bucket's host name).
        if (code === "ENOENT" || code === "EACCES" || (error?.signal && !error.killed)) {
          resolve({
            ok: false,
            message:
              "The server cannot read videos: its ffprobe is missing or does not run. Ask the site's administrator.",
          });
          return;
        }
        if (error) {
          resolve({
            ok: false,
            message: error.killed
              ? "Reading the video took too long; the file may be damaged."
              : "The video could not be read; the file may be damaged or incomplete.",
          });
          return;
        }
        try {
          const parsed = JSON.parse(stdout) as {
            format?: { duration?: string };
            streams?: { codec_type?: string }[];
          };
          const durationSeconds = Number(parsed.format?.duration);
          if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
            resolve({ ok: false, message: "The video's length could not be read." });
            return;
          }
          resolve({
            ok: true,
            durationSeconds,
            hasVideo: (parsed.streams ?? []).some((stream) => stream.codec_type === "video"),
          });
        } catch {
          resolve({ ok: false, message: "The video could not be read." });
        }
      },
    );
  });
}
