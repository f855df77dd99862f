import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertMediaKey } from "~/lib/media-key";
import type { MediaStore } from "./media-store";

/** Refuses keys that could leave the store's folder. */
function resolveKey(root: string, key: string): string {
  return path.join(root, ...assertMediaKey(key).split("/"));
}

/** Media in a folder (DATA_DIR/media): written to a temporary name, then renamed, so a reader never sees half a file. */
export function createLocalMediaStore(root: string): MediaStore {
  return {
    kind: "local",
    async write(key, body) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async stat(key) {
      const info = await stat(resolveKey(root, key)).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modifiedAt: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async read(key, range) {
      return createReadStream(resolveKey(root, key), range);
    },
    async remove(key) {
      await rm(resolveKey(root, key), { force: true });
    },
    async probeLocation(key) {
      return resolveKey(root, key);
    },
  };
}
