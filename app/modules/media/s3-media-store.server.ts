import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertMediaKey } from "~/lib/media-key";
import type { MediaStore } from "./media-store";
import { objectKey, type S3Settings, s3ClientConfig } from "./s3-client-config.server";

/** Parts of a streamed write: 8 MiB × 4 in flight bounds the memory one write holds. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;
/** How long ffprobe's URL stays valid: long enough to read a long video's index. */
const PROBE_URL_SECONDS = 15 * 60;

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/** S3's ETag is already quoted; some compatible services drop the quotes or the header. */
function quotedEtag(etag: string | undefined, size: number, modifiedAt: Date): string {
  if (!etag) return `"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
  return etag.startsWith('"') || etag.startsWith("W/") ? etag : `"${etag}"`;
}

/**
 * Media in an S3-compatible bucket, shared by every instance. Writes stream
 * as a multipart upload; S3 makes the object visible only when it is
 * complete, so a reader never sees half a file.
 */
export function createS3MediaStore(settings: S3Settings): MediaStore {
  const s3 = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  const keyOf = (key: string) => objectKey(settings, assertMediaKey(key));
  return {
    kind: "s3",
    async write(key, body, contentType) {
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },
    async stat(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        const size = head.ContentLength ?? 0;
        const modifiedAt = head.LastModified ?? new Date(0);
        return { size, modifiedAt, etag: quotedEtag(head.ETag, size, modifiedAt) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const object = await s3.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is a Readable (an IncomingMessage).
      if (!(object.Body instanceof Readable)) {
        throw new Error(`S3 returned no readable body for ${JSON.stringify(key)}`);
      }
      // A service that ignores the range would send more bytes than the response promised.
      if (range && !object.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
        object.Body.destroy();
        throw new Error(
          `S3 answered bytes ${range.start}-${range.end} of ${JSON.stringify(key)} with ${object.ContentRange ?? "the whole object"}`,
        );
      }
      return object.Body;
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async probeLocation(key) {
      return getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: keyOf(key) }), {
        expiresIn: PROBE_URL_SECONDS,
      });
    },
  };
}
