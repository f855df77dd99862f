import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { S3Settings } from "~/modules/config/env.server";

/** The bucket lecture media live in (from the S3_* settings). */
export type { S3Settings };

/** The client settings both the media store and the tus upload store use. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK otherwise adds CRC checksums to every upload (as a trailer of an
    // aws-chunked body when the length is unknown) and asks for them on every
    // download; several S3-compatible services refuse them, and s3rver keeps
    // the chunk framing as data. TLS already guards the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

/** The object key of a media key under the configured prefix. */
export function objectKey(settings: S3Settings, key: string): string {
  return settings.keyPrefix ? `${settings.keyPrefix}/${key}` : key;
}
