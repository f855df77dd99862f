// @ts-check
// The floor compresses as the app does (server/main.ts), or as told to.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const levelsFile = fileURLToPath(new URL("../../server/compression-levels.json", import.meta.url));

/**
 * FLOOR_COMPRESSION_OPTIONS (JSON) to try other settings; else the levels the
 * app reads from server/compression-levels.json when it has that file; else
 * compression's defaults, as the app's bare compression().
 * @returns {{ options: import("compression").CompressionOptions; source: string }}
 */
export function compressionOptions() {
  if (process.env.FLOOR_COMPRESSION_OPTIONS) {
    return {
      options: JSON.parse(process.env.FLOOR_COMPRESSION_OPTIONS),
      source: `FLOOR_COMPRESSION_OPTIONS ${process.env.FLOOR_COMPRESSION_OPTIONS}`,
    };
  }
  if (!existsSync(levelsFile)) return { options: {}, source: "compression() defaults" };
  const levels = JSON.parse(readFileSync(levelsFile, "utf8"));
  return {
    options: {
      level: levels.gzipLevel,
      brotli: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.constants.BROTLI_PARAM_LGWIN]: levels.brotliWindowBits,
        },
      },
    },
    source: `${path.relative(process.cwd(), levelsFile)} (gzip level ${levels.gzipLevel}, brotli quality ${levels.brotliQuality}, window ${levels.brotliWindowBits} bits)`,
  };
}
