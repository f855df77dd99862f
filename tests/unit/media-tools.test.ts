import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  isExecutableFile,
  locateMediaTool,
  type MediaToolLocation,
  makeExecutable,
} from "~/lib/locate-media-tools.server";
import { bucketHost, checkMediaTools } from "~/modules/media/check-media-tools.server";

// ffmpeg and ffprobe come with `npm install` (a static build per platform);
// FFMPEG_PATH and FFPROBE_PATH choose another, and the start-up log says
// which one runs, or what uploads will lack.

const dir = mkdtempSync(path.join(tmpdir(), "cle-media-tools-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function program(name: string, script: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  return file;
}

/** A stand-in that answers -version like the real one, then crashes on anything else. */
function crashingProgram(name: string): string {
  return program(
    name,
    `if [ "$1" = -version ]; then echo "${name} version 9.9-test"; exit 0; fi\nkill -SEGV $$`,
  );
}

const from = (file: string): MediaToolLocation => ({ path: file, source: "setting" });

describe("locating ffmpeg and ffprobe", () => {
  it("runs the builds npm installed for this platform, which can be run", () => {
    for (const tool of ["ffmpeg", "ffprobe"] as const) {
      const location = locateMediaTool(tool, {});
      expect(location).toEqual({
        path: expect.stringContaining("node_modules"),
        source: "bundled",
      });
      expect(isExecutableFile(location.path)).toBe(true);
    }
  });

  it("runs the program FFMPEG_PATH or FFPROBE_PATH names instead; a blank one is no setting", () => {
    expect(locateMediaTool("ffmpeg", { FFMPEG_PATH: " /usr/bin/ffmpeg " })).toEqual({
      path: "/usr/bin/ffmpeg",
      source: "setting",
    });
    expect(locateMediaTool("ffprobe", { FFPROBE_PATH: "  " }).source).toBe("bundled");
  });

  it("gives a build npm left without its execute bits those bits back", () => {
    const file = program("unpacked-ffprobe", "exit 0");
    chmodSync(file, 0o644);
    expect(isExecutableFile(file)).toBe(false);
    expect(makeExecutable(file)).toBeNull();
    expect(statSync(file).mode & 0o111).toBe(0o111);
    expect(makeExecutable(path.join(dir, "missing"))).toMatch(/missing cannot be run/);
  });
});

describe("the start-up check of ffmpeg and ffprobe", () => {
  it("says which build of each runs, and its version", async () => {
    const findings = await checkMediaTools(
      { ffmpeg: locateMediaTool("ffmpeg", {}), ffprobe: locateMediaTool("ffprobe", {}) },
      null,
    );
    expect(findings).toEqual([
      {
        level: "info",
        message: "ffprobe ready",
        fields: expect.objectContaining({ source: "bundled", version: expect.any(String) }),
      },
      {
        level: "info",
        message: "ffmpeg ready",
        fields: expect.objectContaining({ source: "bundled", version: expect.any(String) }),
      },
    ]);
  });

  it("says what uploads will lack when a program does not run, and how to choose another", async () => {
    const missing = path.join(dir, "no-such-program");
    const findings = await checkMediaTools({ ffmpeg: from(missing), ffprobe: from(missing) }, null);
    expect(findings.map(({ level, message }) => ({ level, message }))).toEqual([
      {
        level: "error",
        message:
          "ffprobe does not run (ENOENT): lecture videos will be refused (their length cannot be read); set FFPROBE_PATH to another build (such as /usr/bin/ffprobe from apt-get install ffmpeg)",
      },
      {
        level: "warn",
        message:
          "ffmpeg does not run (ENOENT): lecture videos will be taken without a poster or a public preview; set FFMPEG_PATH to another build (such as /usr/bin/ffmpeg from apt-get install ffmpeg)",
      },
    ]);
  });

  it("with a bucket reached by name, says when a program crashes looking the name up", async () => {
    const tools = { ffmpeg: crashingProgram("ffmpeg"), ffprobe: crashingProgram("ffprobe") };
    const locations = { ffmpeg: from(tools.ffmpeg), ffprobe: from(tools.ffprobe) };
    const byName = await checkMediaTools(locations, "s3.us-east-1.amazonaws.com");
    expect(byName).toEqual([
      expect.objectContaining({
        level: "error",
        message: expect.stringMatching(
          /^ffprobe crashes looking up a host name \(SIGSEGV\), so it cannot read the bucket at s3\.us-east-1\.amazonaws\.com: lecture videos will be refused .*set FFPROBE_PATH .*\)$/,
        ),
      }),
      expect.objectContaining({ level: "warn", message: expect.stringMatching(/^ffmpeg crashes/) }),
    ]);
    // Media on disk, or a bucket at an address, needs no look-up.
    for (const host of [null, "127.0.0.1", "[::1]"]) {
      const findings = await checkMediaTools(locations, host);
      expect(findings.map((finding) => finding.message)).toEqual(["ffprobe ready", "ffmpeg ready"]);
    }
  });

  it("knows the host of the bucket's presigned URLs", () => {
    const settings = {
      bucket: "lecture-media",
      region: "eu-west-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: undefined,
    };
    expect(bucketHost(undefined)).toBeNull();
    expect(bucketHost(settings)).toBe("s3.eu-west-1.amazonaws.com");
    expect(bucketHost({ ...settings, endpoint: "http://127.0.0.1:9000" })).toBe("127.0.0.1");
  });
});
