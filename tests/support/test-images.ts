import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A picture `width` × `height` as an upload would bring it: shapes on a
 * coloured ground (something for the crop to find), encoded as `format`, and
 * optionally marked as taken sideways (EXIF orientation 6).
 */
export async function testImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif",
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) / 4}" fill="#f59e0b"/>
      <rect x="${width * 0.1}" y="${height * 0.6}" width="${width / 3}" height="${height / 5}" fill="#e0f2fe"/>
    </svg>`,
  );
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 23, g: 37, b: 84 } },
  }).composite([{ input: shapes }]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** One PNG chunk: its length, type, data and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([name, data])));
  return Buffer.concat([length, name, data, crc]);
}

/**
 * A small PNG file that claims to be `width` × `height` (its header says so;
 * its pixel data is one row): what a decompression bomb looks like before
 * it is decoded.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
