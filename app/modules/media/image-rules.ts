// What staff may upload as a course's artwork or a faculty portrait, and what
// is made of it (decision 0031). Pure: the sharp work is in
// make-image-variants.server.ts.

/** The largest image file taken (the form's whole post is capped a little above it). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The most pixels an upload may have: a decompression bomb is refused before it is decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The types taken, as read from a file's first bytes. */
export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

/** What an upload is for: each is cropped to its shape and made at its widths. */
export const IMAGE_PURPOSES = {
  "course-artwork": {
    noun: "artwork",
    /** Width over height: course cards, the course page and the home page show it at 2:1. */
    aspect: 2,
    /** The variants' widths; the picture's own width is added when it falls between. */
    widths: [320, 640, 960, 1280],
    /** The narrowest crop taken (a card is drawn up to about 400 px wide, twice that on a sharp screen). */
    minWidth: 640,
  },
  "faculty-portrait": {
    noun: "portrait",
    aspect: 1,
    widths: [160, 320, 480, 640],
    minWidth: 320,
  },
} as const;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

export const IMAGE_MESSAGES = {
  empty: "The file is empty. Choose an image to upload.",
  tooLarge: "The image is over 10 MB. Save it smaller (or as JPEG or WebP) and upload it again.",
  notImage: "This file is not a JPEG, PNG, WebP or AVIF image. Upload an image in one of those.",
  unreadable:
    "The image could not be read: it may be damaged or cut short. Save it again and upload it.",
  tooManyPixels: "The image is over 40 megapixels. Scale it down and upload it again.",
  tooSmall(purpose: ImagePurpose): string {
    const rules = IMAGE_PURPOSES[purpose];
    const height = Math.ceil(rules.minWidth / rules.aspect);
    return `The ${rules.noun} must be at least ${rules.minWidth} × ${height} pixels, so it stays sharp. Upload a larger image.`;
  },
} as const;

/** How many leading bytes `sniffImageType` needs to see. */
export const IMAGE_SNIFF_BYTES = 32;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type of an image from its first bytes, never from its name or the
 * browser's claim: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (a RIFF
 * file of form WEBP) or AVIF (an ISO media `ftyp` box naming the avif or avis
 * brand). Null for anything else, SVG and GIF included.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (startsWith(head, PNG)) return "image/png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "image/webp";
  if (ascii(head, 4, 8) === "ftyp") {
    const boxSize = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
    // The major brand, then the compatible brands (4 bytes each, after the minor version).
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  }
  return null;
}

/**
 * What can be told of an upload before it is decoded: not empty, not over
 * 10 MB (413), and one of the taken types by its first bytes (415).
 */
export function checkImageUpload(
  bytes: Uint8Array,
): { ok: true; type: ImageType } | { ok: false; status: 400 | 413 | 415; message: string } {
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: IMAGE_MESSAGES.empty };
  if (bytes.byteLength > IMAGE_MAX_BYTES) {
    return { ok: false, status: 413, message: IMAGE_MESSAGES.tooLarge };
  }
  const type = sniffImageType(bytes.subarray(0, IMAGE_SNIFF_BYTES));
  if (!type) return { ok: false, status: 415, message: IMAGE_MESSAGES.notImage };
  return { ok: true, type };
}

/**
 * The largest part of a picture of `width` × `height` with the purpose's
 * shape (cut from the middle; the crop itself looks for the interesting part).
 */
export function cropSize(
  purpose: ImagePurpose,
  width: number,
  height: number,
): { width: number; height: number } {
  const { aspect } = IMAGE_PURPOSES[purpose];
  if (width / height > aspect) return { width: Math.round(height * aspect), height };
  return { width, height: Math.round(width / aspect) };
}

/**
 * The widths to make of a picture `width` pixels wide: the purpose's widths
 * below it, and its own width, never more (a picture is never scaled up).
 */
export function variantWidths(purpose: ImagePurpose, width: number): number[] {
  const below = IMAGE_PURPOSES[purpose].widths.filter((each) => each < width);
  return [...below, width];
}

/** Its largest variant's size: the cropped picture, no wider than the purpose's widest. */
export function largestVariant(
  purpose: ImagePurpose,
  crop: { width: number; height: number },
): { width: number; height: number } {
  const widest = Math.max(...IMAGE_PURPOSES[purpose].widths);
  if (crop.width <= widest) return crop;
  return {
    width: widest,
    height: Math.round(widest / IMAGE_PURPOSES[purpose].aspect),
  };
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}
