/**
 * Whether a file is built as a PDF, not merely labelled as one: `%PDF-` and a
 * version first; at its end, within the last 1,024 bytes, `startxref`, an
 * offset and `%%EOF`; at that offset a cross-reference section (an `xref`
 * table, or a cross-reference stream object) whose trailer names the
 * document's root. A file that starts with `%PDF-` and goes on as HTML, or an
 * upload cut short, has none of that.
 *
 * It reads the first bytes, the last PDF_TAIL_BYTES and PDF_SECTION_BYTES at
 * the offset, whatever the file's size (handouts reach 100 MB and may sit in
 * S3), where a full parse would hold the whole file and every object in
 * memory. A file forged to pass it is still served only as an
 * `application/pdf` download that browsers may not sniff (decision 0053).
 */

/** How much of the end is read: the trailer, `startxref` and `%%EOF` sit there. */
export const PDF_TAIL_BYTES = 4096;
/** How much is read at the cross-reference offset. */
export const PDF_SECTION_BYTES = 4096;
/** Readers look for `%%EOF` this far from the end (PDF 1.7, implementation note 18). */
const EOF_WITHIN = 1024;

const HEADER = /^%PDF-[12]\.\d/;
const START_XREF = /startxref\s+(\d{1,15})\s+%%EOF/g;
const XREF_TABLE = /^\s*xref\s+\d+\s+\d+\s/;
const XREF_STREAM = /^\s*\d+\s+\d+\s+obj\s*<<([\s\S]*?)stream/;
const ROOT = /\/Root\s+\d+\s+\d+\s+R/;

/** Whether the first bytes are a PDF header with its version. */
export function hasPdfHeader(head: Uint8Array): boolean {
  return HEADER.test(latin1(head.subarray(0, 16)));
}

/**
 * Where the last cross-reference section starts, from the file's last bytes
 * (`tail`, of a file of `size` bytes); null without `startxref … %%EOF` near
 * the end, or with an offset outside the file.
 */
export function findStartXref(tail: Uint8Array, size: number): number | null {
  const text = latin1(tail);
  const last = [...text.matchAll(START_XREF)].at(-1);
  if (!last) return null;
  if (text.length - (last.index + last[0].length) > EOF_WITHIN) return null;
  const offset = Number(last[1]);
  return offset > 0 && offset < size ? offset : null;
}

/**
 * Whether `section` (the bytes at the `startxref` offset) is a cross-reference
 * section whose trailer names the root: a stream's dictionary names it; a
 * table's trailer follows it (read in `section` when the table is short, as a
 * linearized file's first one is) or ends the file (in `tail`).
 */
export function isXrefSection(section: Uint8Array, tail: Uint8Array): boolean {
  const text = latin1(section);
  const stream = XREF_STREAM.exec(text);
  if (stream) return /\/Type\s*\/XRef\b/.test(stream[1] ?? "") && ROOT.test(stream[1] ?? "");
  if (!XREF_TABLE.test(text)) return false;
  return trailerNamesRoot(text) || trailerNamesRoot(latin1(tail));
}

/** Whether a `trailer` dictionary in the text, before its `startxref`, names /Root. */
function trailerNamesRoot(text: string): boolean {
  const start = text.lastIndexOf("trailer");
  if (start < 0) return false;
  const end = text.indexOf("startxref", start);
  return ROOT.test(text.slice(start, end < 0 ? undefined : end));
}

/** The whole check on a file held in memory (an attorney's uploaded certificate). */
export function hasPdfStructure(bytes: Uint8Array): boolean {
  if (!hasPdfHeader(bytes)) return false;
  const tail = bytes.subarray(Math.max(0, bytes.byteLength - PDF_TAIL_BYTES));
  const offset = findStartXref(tail, bytes.byteLength);
  if (offset === null) return false;
  return isXrefSection(bytes.subarray(offset, offset + PDF_SECTION_BYTES), tail);
}

const SINGLE_BYTE = new TextDecoder("latin1");

/** Bytes as one character each, so offsets in the text are offsets in the file. */
function latin1(bytes: Uint8Array): string {
  return SINGLE_BYTE.decode(bytes);
}
