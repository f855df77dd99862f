import type { Readable } from "node:stream";

/** What the store knows of one stored object. */
export type StoredObject = { size: number; modifiedAt: Date; etag: string };

/**
 * Where uploaded lecture media live: a folder under DATA_DIR by default, an
 * S3-compatible bucket when S3_* is set (several instances then share the
 * files). Keys are relative paths with `/` separators, chosen by the server,
 * never by a visitor.
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  /** Writes the whole object from a stream, without holding it in memory. */
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object's size and validators, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, all or an inclusive range. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** A file path or a short-lived URL that ffprobe can open (it reads with ranges). */
  probeLocation(key: string): Promise<string>;
}
