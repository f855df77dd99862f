import path from "node:path";
import { createLocalMediaStore } from "./local-media-store.server";
import type { MediaStore } from "./media-store";
import type { S3Settings } from "./s3-client-config.server";
import { createS3MediaStore } from "./s3-media-store.server";

/** The bucket when S3_BUCKET is set (several instances share it), else the folder DATA_DIR/media. */
export function createMediaStore(config: {
  dataDir: string;
  s3: S3Settings | undefined;
}): MediaStore {
  return config.s3
    ? createS3MediaStore(config.s3)
    : createLocalMediaStore(path.join(config.dataDir, "media"));
}
