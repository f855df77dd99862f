import type { Readable } from "node:stream";
import type { LectureFileKind } from "~/content/course-types";
import {
  findStartXref,
  hasPdfHeader,
  isXrefSection,
  PDF_SECTION_BYTES,
  PDF_TAIL_BYTES,
} from "~/lib/check-pdf-structure";
import { LECTURE_FILE_RULES, MIN_VIDEO_SECONDS, TYPE_NAMES } from "./lecture-file-rules";
import type { MediaStore } from "./media-store";
import { parseWebVtt } from "./parse-webvtt";
import { probeVideo, type VideoProbe } from "./probe-video.server";
import { SNIFF_BYTES, type SniffedType, sniffMediaType } from "./sniff-media-type";

export type CheckedFile =
  | { ok: true; contentType: SniffedType; sizeBytes: number; durationSeconds: number | null }
  | { ok: false; status: number; message: string };

/**
 * Whether an uploaded file is what its kind needs, from its content: its first
 * bytes name a type the kind takes; a video is read by ffprobe (it must have a
 * picture and last at least MIN_VIDEO_SECONDS); captions must parse as WebVTT
 * with every cue within `lectureSeconds` when the lecture's length is known;
 * a handout must be built as a PDF (check-pdf-structure), read in three small
 * ranges whatever its size.
 */
export async function checkLectureFile(
  store: MediaStore,
  key: string,
  kind: LectureFileKind,
  options: { lectureSeconds: number | null; probe?: (location: string) => Promise<VideoProbe> },
): Promise<CheckedFile> {
  const rules = LECTURE_FILE_RULES[kind];
  const info = await store.stat(key);
  if (!info || info.size === 0) {
    return { ok: false, status: 400, message: "The file is empty or did not arrive." };
  }
  if (info.size > rules.maxBytes) {
    return { ok: false, status: 413, message: `${rules.label}: the file is too large.` };
  }
  const head = await readAll(
    await store.read(key, { start: 0, end: Math.min(info.size, SNIFF_BYTES) - 1 }),
  );
  const type = sniffMediaType(head);
  if (!type || !rules.types.includes(type)) {
    const found = type ? `it is ${TYPE_NAMES[type]}` : "its content is of no type taken here";
    return {
      ok: false,
      status: 415,
      message: `This file is not ${rules.expected}: ${found}, whatever its name says.`,
    };
  }
  if (type === "application/pdf" && !(await isStoredPdf(store, key, head, info.size))) {
    return {
      ok: false,
      status: 422,
      message:
        "This file is not a valid PDF: it begins like one, but the cross-reference table and trailer a PDF ends with are missing or damaged. Save it as a PDF again and upload that.",
    };
  }
  if (kind === "video") {
    const probed = await (options.probe ?? probeVideo)(await store.probeLocation(key));
    if (!probed.ok) return { ok: false, status: 422, message: probed.message };
    if (!probed.hasVideo) {
      return { ok: false, status: 422, message: "The file has no picture (sound only)." };
    }
    if (probed.durationSeconds < MIN_VIDEO_SECONDS) {
      return {
        ok: false,
        status: 422,
        message: `The video lasts ${probed.durationSeconds.toFixed(1)} seconds; a lecture must last at least ${MIN_VIDEO_SECONDS} seconds.`,
      };
    }
    return {
      ok: true,
      contentType: type,
      sizeBytes: info.size,
      durationSeconds: Math.round(probed.durationSeconds),
    };
  }
  if (kind === "captions") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await readAll(await store.read(key)));
    } catch {
      return { ok: false, status: 422, message: "The captions are not UTF-8 text." };
    }
    const parsed = parseWebVtt(text, options.lectureSeconds);
    if (!parsed.ok) {
      return {
        ok: false,
        status: 422,
        message: `The captions are not valid WebVTT. ${parsed.message}`,
      };
    }
  }
  return { ok: true, contentType: type, sizeBytes: info.size, durationSeconds: null };
}

/** Whether a stored file is built as a PDF, from its header, its last bytes and its cross-reference section. */
async function isStoredPdf(
  store: MediaStore,
  key: string,
  head: Uint8Array,
  size: number,
): Promise<boolean> {
  if (!hasPdfHeader(head)) return false;
  const tail = await readAll(
    await store.read(key, { start: Math.max(0, size - PDF_TAIL_BYTES), end: size - 1 }),
  );
  const offset = findStartXref(tail, size);
  if (offset === null) return false;
  const end = Math.min(size, offset + PDF_SECTION_BYTES) - 1;
  return isXrefSection(await readAll(await store.read(key, { start: offset, end })), tail);
}

/** A small stream's bytes (the first bytes of a file, or captions of at most 2 MB). */
async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}
