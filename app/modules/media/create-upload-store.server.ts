import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { Config } from "~/modules/config/env.server";

/**
 * Where tus keeps uploads while they arrive: DATA_DIR/media/uploads, inside
 * the media store's folder, so a finished upload is already a media object
 * (`uploadKey`) and is never copied.
 */
export function createUploadStore(config: Config) {
  return new FileStore({ directory: path.join(config.dataDir, "media", "uploads") });
}

/** The media store's key of an upload's bytes. */
export function uploadKey(uploadId: string): string {
  return `uploads/${uploadId}`;
}
