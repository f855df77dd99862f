import { describe, expect, it } from "vitest";
import {
  checkImageUpload,
  cropSize,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  largestVariant,
  sniffImageType,
  variantWidths,
} from "~/modules/media/image-rules";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );
/** An ISO media `ftyp` box of `size` bytes with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], compatible.join(""));
};

describe("what an upload is, by its first bytes", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), "image/png"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF (major brand)", ftyp("avif", "mif1", "miaf"), "image/avif"],
    ["AVIF (compatible brand)", ftyp("mif1", "avif", "miaf"), "image/avif"],
    ["an AVIF sequence", ftyp("avis", "msf1"), "image/avif"],
  ])("%s is taken", (_name, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it.each([
    ["an SVG drawing", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["an MP4 video", ftyp("isom", "iso2", "mp41")],
    ["a HEIC photo", ftyp("heic", "mif1", "heic")],
    ["a PDF", bytes("%PDF-1.7")],
    ["a text file named photo.jpg", bytes("hello, this is not a picture")],
    ["a RIFF file that is not WebP", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["nothing", bytes()],
  ])("%s is not", (_name, head) => {
    expect(sniffImageType(head)).toBeNull();
  });

  it("refuses an empty file (400), one over 10 MB (413) and one not an image (415)", () => {
    expect(checkImageUpload(new Uint8Array())).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.empty,
    });
    const large = new Uint8Array(IMAGE_MAX_BYTES + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(checkImageUpload(large)).toMatchObject({ ok: false, status: 413 });
    expect(checkImageUpload(bytes("<svg></svg>"))).toMatchObject({ ok: false, status: 415 });
    const atLimit = new Uint8Array(IMAGE_MAX_BYTES);
    atLimit.set([0xff, 0xd8, 0xff]);
    expect(checkImageUpload(atLimit)).toEqual({ ok: true, type: "image/jpeg" });
  });
});

describe("the shape and widths made of an upload", () => {
  it("crops to 2:1 for artwork and square for portraits, from the middle's size", () => {
    expect(cropSize("course-artwork", 3000, 2000)).toEqual({ width: 3000, height: 1500 });
    expect(cropSize("course-artwork", 4000, 1000)).toEqual({ width: 2000, height: 1000 });
    expect(cropSize("faculty-portrait", 1200, 1600)).toEqual({ width: 1200, height: 1200 });
    expect(cropSize("faculty-portrait", 1600, 900)).toEqual({ width: 900, height: 900 });
  });

  it("makes the standard widths below the picture's own, and its own, never more", () => {
    expect(variantWidths("course-artwork", 1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths("course-artwork", 1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths("course-artwork", 640)).toEqual([320, 640]);
    expect(variantWidths("faculty-portrait", 400)).toEqual([160, 320, 400]);
  });

  it("keeps the largest variant at the widest standard width", () => {
    expect(largestVariant("course-artwork", { width: 3000, height: 1500 })).toEqual({
      width: 1280,
      height: 640,
    });
    expect(largestVariant("course-artwork", { width: 900, height: 450 })).toEqual({
      width: 900,
      height: 450,
    });
    expect(largestVariant("faculty-portrait", { width: 2000, height: 2000 })).toEqual({
      width: 640,
      height: 640,
    });
  });
});
