import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { type ImageVariant, makeImageVariants } from "~/modules/media/make-image-variants.server";
import { pngHeaderClaiming, testImage } from "../support/test-images";

// The image pipeline run for real (sharp), on pictures made here.

/** What each variant really is, read back from its bytes. */
async function readBack(variants: readonly ImageVariant[]) {
  return Promise.all(
    variants.map(async (variant) => {
      const metadata = await sharp(variant.bytes).metadata();
      return {
        named: `${variant.width}.${variant.extension}`,
        format: metadata.format === "heif" ? `heif/${metadata.compression}` : metadata.format,
        width: metadata.width,
        height: metadata.height,
        exif: metadata.exif !== undefined,
      };
    }),
  );
}

describe("making an upload's variants", () => {
  it("makes artwork at 2:1 as AVIF and WebP at 320, 640, 960 and 1280 from a large JPEG", async () => {
    const made = await makeImageVariants(await testImage(2400, 1600, "jpeg"), "course-artwork");
    if (!made.ok) throw new Error(made.message);
    expect(made).toMatchObject({ width: 1280, height: 640, widths: [320, 640, 960, 1280] });
    const read = await readBack(made.variants);
    expect(read).toEqual(
      [320, 640, 960, 1280].flatMap((width) => [
        { named: `${width}.avif`, format: "heif/av1", width, height: width / 2, exif: false },
        { named: `${width}.webp`, format: "webp", width, height: width / 2, exif: false },
      ]),
    );
  });

  it("never scales a picture up: an 800-wide PNG makes 320, 640 and 800", async () => {
    const made = await makeImageVariants(await testImage(800, 500, "png"), "course-artwork");
    if (!made.ok) throw new Error(made.message);
    expect(made).toMatchObject({ width: 800, height: 400, widths: [320, 640, 800] });
    const widths = (await readBack(made.variants)).map((variant) => variant.width);
    expect(Math.max(...widths)).toBe(800);
  });

  it("turns a picture taken sideways upright before cropping it (EXIF orientation)", async () => {
    // Stored 1400 × 700 but marked as rotated: it is shown 700 × 1400.
    const sideways = await testImage(1400, 700, "jpeg", { orientation: 6 });
    const made = await makeImageVariants(sideways, "course-artwork");
    if (!made.ok) throw new Error(made.message);
    expect(made).toMatchObject({ width: 700, height: 350, widths: [320, 640, 700] });
  });

  it("makes portraits square, from WebP and AVIF uploads too", async () => {
    for (const format of ["webp", "avif"] as const) {
      const made = await makeImageVariants(await testImage(900, 1200, format), "faculty-portrait");
      if (!made.ok) throw new Error(made.message);
      expect(made).toMatchObject({ width: 640, height: 640, widths: [160, 320, 480, 640] });
      for (const variant of await readBack(made.variants)) {
        expect(variant.width).toBe(variant.height);
      }
    }
  });

  it("refuses what is not a picture it takes, with the status and words to act on", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"/>');
    expect(await makeImageVariants(svg, "course-artwork")).toEqual({
      ok: false,
      status: 415,
      message: IMAGE_MESSAGES.notImage,
    });
    const jpeg = await testImage(1400, 700, "jpeg");
    const cutShort = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await makeImageVariants(cutShort, "course-artwork")).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.unreadable,
    });
    expect(await makeImageVariants(Buffer.from("just text"), "course-artwork")).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await makeImageVariants(new Uint8Array(), "course-artwork")).toMatchObject({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.empty,
    });
  });

  it("refuses a picture too small to stay sharp, and one of too many pixels before decoding it", async () => {
    expect(await makeImageVariants(await testImage(600, 600, "png"), "course-artwork")).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.tooSmall("course-artwork"),
    });
    expect(IMAGE_MESSAGES.tooSmall("course-artwork")).toContain("640 × 320 pixels");
    expect(await makeImageVariants(await testImage(300, 300, "png"), "faculty-portrait")).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.tooSmall("faculty-portrait"),
    });
    expect(await makeImageVariants(pngHeaderClaiming(20_000, 20_000), "course-artwork")).toEqual({
      ok: false,
      status: 400,
      message: IMAGE_MESSAGES.tooManyPixels,
    });
  });
});
