import { execFile } from "node:child_process";

export type VideoProbe =
  | { ok: true; durationSeconds: number; hasVideo: boolean }
  | { ok: false; message: string };

/** How long ffprobe may take: it reads a file's headers, not its whole length. */
const PROBE_TIMEOUT_MS = 60_000;

/**
 * A video's length and whether it has a picture, read by ffprobe (Debian's
 * `ffmpeg` package) from a file path or a URL it can read with ranges.
 */
export function probeVideo(location: string): Promise<VideoProbe> {
  return new Promise((resolve) => {
    execFile(
      "ffprobe",
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
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          resolve({
            ok: false,
            message:
              "The server cannot read videos: ffprobe (the ffmpeg package) is not installed. Ask the site's administrator.",
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
