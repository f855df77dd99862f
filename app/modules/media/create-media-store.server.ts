import path from "node:path";
import { createLocalMediaStore } from "./local-media-store.server";
import type { MediaStore } from "./media-store";
import type { S3Settings } from "./s3-client-config.server";

/**
 * The bucket when S3_BUCKET is set (several instances share it), else the
 * folder DATA_DIR/media. The AWS SDK is loaded only for the bucket: a server
 * on its own folder never pays its memory and start-up time.
 */
export async function createMediaStore(config: {
  dataDir: string;
  s3: S3Settings | undefined;
}): Promise<MediaStore> {
  if (!config.s3) return createLocalMediaStore(path.join(config.dataDir, "media"));
  const { createS3MediaStore } = await import("./s3-media-store.server");
  return createS3MediaStore(config.s3);
}
