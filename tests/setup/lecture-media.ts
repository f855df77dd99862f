import { execFileSync } from "node:child_process";
import { createReadStream, writeFileSync } from "node:fs";
import path from "node:path";
import { mediaToolPath } from "~/lib/locate-media-tools.server";
import type { MediaStore } from "~/modules/media/media-store";
import { minimalPdf } from "../support/minimal-pdf";

/** A small test-pattern video made by ffmpeg: `seconds` long, 64×48, 5 frames a second. */
export function makeVideo(dir: string, name: string, seconds: number): string {
  const file = path.join(dir, name);
  const codec = name.endsWith(".webm") ? ["-c:v", "libvpx-vp9", "-b:v", "40k"] : ["-c:v", "mpeg4"];
  execFileSync(mediaToolPath("ffmpeg"), [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc=duration=${seconds}:size=64x48:rate=5`,
    ...codec,
    "-y",
    file,
  ]);
  return file;
}

/** A tiny one-page PDF. */
export function makePdf(dir: string, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, minimalPdf());
  return file;
}

/** Captions with two cues, the last ending at `endSeconds`. */
export function captionsText(endSeconds = 20): string {
  const end = `00:00:${String(endSeconds).padStart(2, "0")}.000`;
  return `WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nWelcome to the course.\n\n2\n00:00:05.000 --> ${end}\nFirst, the rules.\n`;
}

/** Puts a local file into the media store under `key`. */
export function putInStore(
  store: MediaStore,
  key: string,
  file: string,
  type = "application/octet-stream",
) {
  return store.write(key, createReadStream(file), type);
}
