/** The types staff may upload, as read from a file's first bytes. */
export type SniffedType = "video/mp4" | "video/webm" | "text/vtt" | "application/pdf";

/** How many leading bytes `sniffMediaType` needs to see. */
export const SNIFF_BYTES = 16;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The type of a file from its first bytes, never from its name: MP4 (an ISO
 * base media `ftyp` box at offset 4), WebM/Matroska (the EBML magic number),
 * WebVTT (`WEBVTT`, after an optional byte-order mark, followed by a space,
 * tab or line end) or PDF (`%PDF-`). Null for anything else.
 */
export function sniffMediaType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, EBML)) return "video/webm";
  if (head.length >= 8 && ascii(head, 4, 8) === "ftyp") return "video/mp4";
  if (ascii(head, 0, 5) === "%PDF-") return "application/pdf";
  const text = startsWith(head, UTF8_BOM) ? 3 : 0;
  if (ascii(head, text, text + 6) === "WEBVTT") {
    const next = head[text + 6];
    if (next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) {
      return "text/vtt";
    }
  }
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
