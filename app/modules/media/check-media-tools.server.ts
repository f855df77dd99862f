import { type ExecFileException, execFile } from "node:child_process";
import { isIP } from "node:net";
import {
  MEDIA_TOOL_SETTINGS,
  type MediaTool,
  type MediaToolLocation,
} from "~/lib/locate-media-tools.server";
import type { S3Settings } from "./s3-client-config.server";

export type MediaToolFinding = {
  level: "info" | "warn" | "error";
  message: string;
  fields: Record<string, unknown>;
};

const CHECK_TIMEOUT_MS = 10_000;
/** Refused at once on loopback; only the name's look-up matters. */
const NAME_LOOKUP_URL = "http://localhost:9/";

const WITHOUT = {
  ffprobe: "lecture videos will be refused (their length cannot be read)",
  ffmpeg: "lecture videos will be taken without a poster or a public preview",
} as const;

function run(
  file: string,
  args: string[],
): Promise<{ stdout: string; error: ExecFileException | null }> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { timeout: CHECK_TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error, stdout) => resolve({ stdout, error }),
    );
  });
}

async function checkTool(
  tool: MediaTool,
  location: MediaToolLocation,
  bucketHost: string | null,
): Promise<MediaToolFinding> {
  const fields = { path: location.path, source: location.source, bundled: location.problem };
  const level = tool === "ffprobe" ? "error" : "warn";
  const fix = `set ${MEDIA_TOOL_SETTINGS[tool]} to another build (such as /usr/bin/${tool} from apt-get install ffmpeg)`;
  const version = await run(location.path, ["-version"]);
  if (version.error) {
    const reason = version.error.code ?? version.error.signal ?? version.error.message;
    return { level, message: `${tool} does not run (${reason}): ${WITHOUT[tool]}; ${fix}`, fields };
  }
  const found = { ...fields, version: version.stdout.split("\n")[0]?.split(" ")[2] };
  // A build linked statically with glibc crashes when it looks a host name
  // up on another glibc: files in a bucket reached by name cannot be read.
  if (bucketHost && isIP(bucketHost.replace(/^\[|\]$/g, "")) === 0) {
    const lookup = await run(location.path, ["-v", "error", "-i", NAME_LOOKUP_URL]);
    if (lookup.error?.signal && !lookup.error.killed) {
      return {
        level,
        message: `${tool} crashes looking up a host name (${lookup.error.signal}), so it cannot read the bucket at ${bucketHost}: ${WITHOUT[tool]}; ${fix}`,
        fields: found,
      };
    }
  }
  return { level: "info", message: `${tool} ready`, fields: found };
}

/** The host of the bucket's presigned URLs, which ffprobe and ffmpeg read; null for media on disk. */
export function bucketHost(s3: S3Settings | undefined): string | null {
  if (!s3) return null;
  return s3.endpoint ? new URL(s3.endpoint).hostname : `s3.${s3.region}.amazonaws.com`;
}

/**
 * What the start-up log says of ffmpeg and ffprobe: which build runs, or
 * what staff's uploads will lack without it, told once at start-up instead
 * of found in a failed upload. `bucketHost` is the host of the presigned
 * URLs the programs read (null for media on disk).
 */
export async function checkMediaTools(
  locations: Record<MediaTool, MediaToolLocation>,
  bucketHost: string | null,
): Promise<MediaToolFinding[]> {
  return Promise.all(
    (["ffprobe", "ffmpeg"] as const).map((tool) => checkTool(tool, locations[tool], bucketHost)),
  );
}
