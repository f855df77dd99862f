import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** Runs a program (espeak-ng, ffmpeg, ffprobe, npx) and resolves with its output. */
export const run = promisify(execFile);
