import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { IMAGE_VARIANT_FORMATS, imageVariantKey } from "~/lib/picture";
import type { ImageVariant } from "./make-image-variants.server";
import type { MediaStore } from "./media-store";

/**
 * Writes an image's variants under a new prefix of their own (`images/{id}`),
 * which is what the database names. A prefix is never reused, so a variant's
 * address never changes what it serves (it is cached as immutable). A failed
 * write leaves nothing behind.
 */
export async function storeImageVariants(
  store: MediaStore,
  variants: readonly ImageVariant[],
): Promise<string> {
  const prefix = `images/${randomBytes(10).toString("hex")}`;
  try {
    for (const variant of variants) {
      const type = IMAGE_VARIANT_FORMATS.find((format) => format.extension === variant.extension);
      await store.write(
        imageVariantKey(prefix, variant.width, variant.extension),
        Readable.from([variant.bytes]),
        type?.type ?? "application/octet-stream",
      );
    }
  } catch (error) {
    await removeImageVariants(
      store,
      prefix,
      variants.map((variant) => variant.width),
    );
    throw error;
  }
  return prefix;
}

/** Removes an image's variants (each width, each format); missing ones are no matter. */
export async function removeImageVariants(
  store: MediaStore,
  prefix: string,
  widths: readonly number[],
): Promise<void> {
  for (const width of new Set(widths)) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      await store.remove(imageVariantKey(prefix, width, format.extension)).catch(() => undefined);
    }
  }
}
