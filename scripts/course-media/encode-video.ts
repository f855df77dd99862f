import { mediaToolPath } from "~/lib/locate-media-tools.server";
import { FPS, RATE } from "./media-clock";
import { run } from "./run-command";

/**
 * Encodes the slides, each held for its part's frames, with the narration,
 * as `${base}.webm` (VP9 and Opus) and `${base}.mp4` (H.264 and AAC).
 */
export async function encode(
  slidePaths: string[],
  parts: { start: number; frames: number }[],
  audioPath: string,
  base: string,
) {
  const inputs: string[] = [];
  for (const [index, part] of parts.entries()) {
    inputs.push(
      "-loop",
      "1",
      "-framerate",
      String(FPS),
      "-t",
      (part.frames / FPS).toFixed(1),
      "-i",
      slidePaths[index] ?? "",
    );
  }
  inputs.push("-i", audioPath);
  const concat = `${parts.map((_, index) => `[${index}:v]`).join("")}concat=n=${parts.length}:v=1:a=0,format=yuv420p[v]`;
  // A keyframe at every slide change, so chapter jumps land on a clean frame;
  // in between the picture does not change and costs next to nothing.
  const keyframes = parts.map((part) => (part.start / RATE).toFixed(1)).join(",");
  const common = [
    ...inputs,
    "-filter_complex",
    concat,
    "-map",
    "[v]",
    "-map",
    `${parts.length}:a`,
    "-r",
    String(FPS),
    "-force_key_frames",
    keyframes,
    "-ac",
    "1",
    "-threads",
    "2",
    // Same input, same bytes: re-rendering does not churn unchanged files.
    "-fflags",
    "+bitexact",
  ];
  await ffmpeg([
    ...common,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "42",
    "-b:v",
    "0",
    "-g",
    "600",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "10k",
    "-application",
    "voip",
    // Longer packets: less container overhead at this bitrate.
    "-frame_duration",
    "60",
    `${base}.webm`,
  ]);
  await ffmpeg([
    ...common,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "stillimage",
    "-crf",
    "30",
    "-g",
    "600",
    "-c:a",
    "aac",
    "-b:a",
    "12k",
    "-ar",
    "16000",
    "-movflags",
    "+faststart",
    `${base}.mp4`,
  ]);
}

/** The first slide as the player's poster picture (WebP). */
export async function encodePoster(slidePath: string, file: string) {
  await ffmpeg(["-i", slidePath, "-frames:v", "1", "-c:v", "libwebp", "-quality", "80", file]);
}

async function ffmpeg(args: string[]) {
  await run(mediaToolPath("ffmpeg"), ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
}
