import path from "node:path";
import type { DataStore } from "@tus/utils";
import { assertMediaKey } from "~/lib/media-key";
import type { MediaStore } from "./media-store";
import { objectKey, type S3Settings, s3ClientConfig } from "./s3-client-config.server";

/** Where uploads in progress live, relative to the media store's root (DATA_DIR/media, or the bucket's prefix). */
const UPLOADS = "uploads";

/**
 * S3 parts of 8 MiB: 10,000 parts (S3's limit) then reach 80 GB before the
 * store has to grow them, and a part is written to a temporary file, not held
 * in memory, until it is sent.
 */
const PART_SIZE = 8 * 1024 * 1024;

type UploadStoreConfig = { dataDir: string; s3: S3Settings | undefined };

/**
 * The data store tus writes uploads into: DATA_DIR/media/uploads, or the
 * bucket (under `{S3_KEY_PREFIX}/uploads/`) when S3 is set. Its modules
 * (tus's stores, the AWS SDK) are loaded here, on the first upload or the
 * first expired one, not at start-up.
 */
export async function createUploadStore(config: UploadStoreConfig): Promise<DataStore> {
  if (!config.s3) {
    const { FileStore } = await import("@tus/file-store");
    return new FileStore({ directory: path.join(config.dataDir, "media", UPLOADS) });
  }
  const { S3UploadStore } = await import("./s3-upload-store.server");
  return new S3UploadStore(
    {
      partSize: PART_SIZE,
      minPartSize: PART_SIZE,
      s3ClientConfig: { bucket: config.s3.bucket, ...s3ClientConfig(config.s3) },
    },
    objectKey(config.s3, UPLOADS),
  );
}

/** Opens the upload store when first asked for, then hands out the same one. */
export function openUploadStoreOnce(config: UploadStoreConfig): () => Promise<DataStore> {
  let store: Promise<DataStore> | undefined;
  return () => {
    store ??= createUploadStore(config).catch((error: unknown) => {
      store = undefined; // a failed load is tried again next time
      throw error;
    });
    return store;
  };
}

/**
 * The media key of a finished upload's bytes, for the media store of the same
 * configuration: `uploads/{id}` on disk and in the bucket alike.
 */
export function uploadKey(uploadId: string): string {
  return assertMediaKey(`${UPLOADS}/${uploadId}`);
}

/**
 * Deletes a finished upload (a refused file): its bytes and the tus record
 * beside them (`.json` on disk, `.info` and `.part` in a bucket). Through the media
 * store, because @tus/s3-store's own `remove` only works while the multipart
 * upload is still open.
 */
export async function discardUpload(store: MediaStore, uploadId: string): Promise<void> {
  const key = uploadKey(uploadId);
  // `.part`: the S3 store's bytes short of a part, which its own `remove` leaves behind.
  await Promise.all(
    [key, `${key}.json`, `${key}.info`, `${key}.part`].map((each) => store.remove(each)),
  );
}
