import type { Metadata, OutputInfo } from "sharp";
import { IMAGE_VARIANT_FORMATS, type ImageVariantExtension } from "~/lib/picture";
import {
  checkImageUpload,
  cropSize,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  IMAGE_PURPOSES,
  type ImagePurpose,
  type ImageType,
  largestVariant,
  variantWidths,
} from "./image-rules";

export type ImageVariant = { width: number; extension: ImageVariantExtension; bytes: Buffer };

export type ImageVariants =
  | {
      ok: true;
      /** The picture's size: its largest variant. */
      width: number;
      height: number;
      /** Ascending; each made as AVIF and as WebP. */
      widths: number[];
      variants: ImageVariant[];
    }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** What sharp reports each taken type as (AVIF is a HEIF file with AV1 inside). */
const SHARP_FORMATS: Record<ImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

// Quality for pictures people look at, not inspect; AVIF at effort 4 takes
// about a second for the widest variant on one core.
const AVIF_OPTIONS = { quality: 55, effort: 4 };
const WEBP_OPTIONS = { quality: 80, effort: 4 };

/**
 * An uploaded image, checked and made ready to serve: its type read from its
 * bytes (JPEG, PNG, WebP or AVIF), its size and pixel count capped, turned
 * upright (EXIF orientation), cropped to the purpose's shape around its most
 * interesting part, and made as AVIF and WebP at each width up to its own
 * (never scaled up). Metadata (camera, place) is dropped; colours end in
 * sRGB. A refusal says why in words staff can act on.
 */
export async function makeImageVariants(
  bytes: Uint8Array,
  purpose: ImagePurpose,
): Promise<ImageVariants> {
  const checked = checkImageUpload(bytes);
  if (!checked.ok) return checked;
  const { type } = checked;

  // Loaded on the first picture, not at start-up (libvips takes a while to load).
  const { default: sharp } = await import("sharp");
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options = {
    autoOrient: true,
    failOn: "error",
    limitInputPixels: IMAGE_MAX_PIXELS,
    // The first frame of an animated WebP or AVIF.
    pages: 1,
  } as const;
  let metadata: Metadata;
  try {
    // The header alone: the pixel count is checked below, with its own message.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse(400, IMAGE_MESSAGES.unreadable);
  }
  if (metadata.format !== SHARP_FORMATS[type]) return refuse(415, IMAGE_MESSAGES.notImage);
  if (type === "image/avif" && metadata.compression !== "av1") {
    return refuse(415, IMAGE_MESSAGES.notImage);
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > IMAGE_MAX_PIXELS) return refuse(400, IMAGE_MESSAGES.tooManyPixels);
  const crop = cropSize(purpose, width, height);
  const largest = largestVariant(purpose, crop);
  if (largest.width < IMAGE_PURPOSES[purpose].minWidth)
    return refuse(400, IMAGE_MESSAGES.tooSmall(purpose));

  // One decode, crop and scale to the largest variant, kept as raw pixels;
  // every variant is made from those.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, options)
      .resize({
        width: largest.width,
        height: largest.height,
        fit: "cover",
        position: sharp.strategy.attention,
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse(400, IMAGE_MESSAGES.unreadable);
  }
  const raw = {
    raw: {
      width: pixels.info.width,
      height: pixels.info.height,
      channels: pixels.info.channels as 1 | 2 | 3 | 4,
    },
  };
  const widths = variantWidths(purpose, pixels.info.width);
  const variants: ImageVariant[] = [];
  for (const each of widths) {
    const scaled = sharp(pixels.data, raw).resize({ width: each });
    for (const format of IMAGE_VARIANT_FORMATS) {
      const encoded =
        format.extension === "avif"
          ? scaled.clone().avif(AVIF_OPTIONS)
          : scaled.clone().webp(WEBP_OPTIONS);
      variants.push({ width: each, extension: format.extension, bytes: await encoded.toBuffer() });
    }
  }
  return { ok: true, width: pixels.info.width, height: pixels.info.height, widths, variants };
}

function refuse(status: 400 | 413 | 415, message: string): ImageVariants {
  return { ok: false, status, message };
}
