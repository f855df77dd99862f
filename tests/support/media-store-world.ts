import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMediaStore } from "~/modules/media/create-media-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import type { S3Settings } from "~/modules/media/s3-client-config.server";
import { startS3Server } from "../setup/s3-server";

export type MediaStoreKind = MediaStore["kind"];
export const MEDIA_STORE_KINDS: MediaStoreKind[] = ["local", "s3"];

/** The configuration both factories take (a slice of `Config`). */
export type MediaConfig = { dataDir: string; s3: S3Settings | undefined };

/**
 * A media configuration of `kind` on a world of its own: a temporary
 * DATA_DIR, and for S3 an s3rver bucket with a key prefix (so the tests see
 * that the prefix is honoured).
 */
export async function openMediaWorld(
  kind: MediaStoreKind,
): Promise<{ config: MediaConfig; store: MediaStore; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "cle-media-"));
  const server = kind === "s3" ? await startS3Server({ keyPrefix: "cle/media" }) : null;
  const config: MediaConfig = { dataDir, s3: server?.settings };
  return {
    config,
    store: await createMediaStore(config),
    async close() {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The byte at `index` of the generated test data: varied enough that a misplaced range shows. */
function byteAt(index: number): number {
  return (index * 31 + (index >> 13)) & 0xff;
}

/** Bytes `start` to `end` (inclusive) of the generated test data. */
export function generatedSlice(start: number, end: number): Buffer {
  const bytes = Buffer.alloc(end - start + 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = byteAt(start + i);
  return bytes;
}

/** `length` bytes of generated test data, made chunk by chunk as a stream reads them, never held whole. */
export function* generatedBytes(length: number, chunkSize = 1024 * 1024): Generator<Buffer> {
  for (let offset = 0; offset < length; offset += chunkSize) {
    yield generatedSlice(offset, Math.min(offset + chunkSize, length) - 1);
  }
}
