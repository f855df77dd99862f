import { accessSync, chmodSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";

/** The two programs of FFmpeg that the server, the tests and the authoring scripts run. */
export type MediaTool = "ffmpeg" | "ffprobe";

/** The setting that names another build of each program (a system one, say). */
export const MEDIA_TOOL_SETTINGS = { ffmpeg: "FFMPEG_PATH", ffprobe: "FFPROBE_PATH" } as const;

// Each package has the static build for every platform as an optional
// dependency, so npm installs the one for this machine, and exports its path.
const PACKAGES = {
  ffmpeg: "@ffmpeg-installer/ffmpeg",
  ffprobe: "@ffprobe-installer/ffprobe",
} as const;

export type MediaToolLocation = {
  /** What to run: a file, or the bare name (looked up on PATH) when there is no build to run. */
  path: string;
  source: "setting" | "bundled" | "PATH";
  /** Why the bundled build is not the one used, when the setting did not choose. */
  problem?: string;
};

/** True when `file` is a file this process may run. */
export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Gives `file` its execute bits when it lacks them (npm may skip the
 * package's own `chmod`, or have run it as another user); null when the file
 * can then be run, else what is wrong.
 */
export function makeExecutable(file: string): string | null {
  if (isExecutableFile(file)) return null;
  try {
    chmodSync(file, statSync(file).mode | 0o111);
  } catch {
    // Not ours to change: said below.
  }
  return isExecutableFile(file) ? null : `${file} cannot be run (chmod a+x ${file})`;
}

const require = createRequire(import.meta.url);

function bundledPath(tool: MediaTool): { path: string } | { problem: string } {
  try {
    // Both packages throw (one of them a bare string) when npm installed no build here.
    const { path } = require(PACKAGES[tool]) as { path: string };
    return { path };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problem: `no ${tool} for ${process.platform}-${process.arch} in ${PACKAGES[tool]} (${reason})`,
    };
  }
}

/**
 * Where to find `tool`: the file its setting names; else the build npm
 * installed for this platform; else the bare name, for one on PATH.
 */
export function locateMediaTool(
  tool: MediaTool,
  env: Record<string, string | undefined> = process.env,
): MediaToolLocation {
  const setting = env[MEDIA_TOOL_SETTINGS[tool]]?.trim();
  if (setting) return { path: setting, source: "setting" };
  const bundled = bundledPath(tool);
  const problem = "path" in bundled ? makeExecutable(bundled.path) : bundled.problem;
  if ("path" in bundled && !problem) return { path: bundled.path, source: "bundled" };
  return { path: tool, source: "PATH", problem: problem ?? undefined };
}

const located = new Map<MediaTool, MediaToolLocation>();

/** Where this process runs `tool` from, found on first use. */
export function mediaToolLocation(tool: MediaTool): MediaToolLocation {
  let location = located.get(tool);
  if (!location) {
    location = locateMediaTool(tool);
    located.set(tool, location);
  }
  return location;
}

/** The program to run for `tool`. */
export function mediaToolPath(tool: MediaTool): string {
  return mediaToolLocation(tool).path;
}
