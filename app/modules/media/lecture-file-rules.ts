import { LECTURE_FILE_KINDS, type LectureFileKind } from "~/content/course-types";
import type { SniffedType } from "./sniff-media-type";

export function isLectureFileKind(value: unknown): value is LectureFileKind {
  return typeof value === "string" && (LECTURE_FILE_KINDS as readonly string[]).includes(value);
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/**
 * Per kind: the largest file taken (refused when the upload is created), the
 * types its content may have, and what the browser's file picker offers
 * (a hint only: the server reads the content).
 */
export const LECTURE_FILE_RULES: Record<
  LectureFileKind,
  {
    label: string;
    maxBytes: number;
    types: readonly SniffedType[];
    accept: string;
    expected: string;
  }
> = {
  video: {
    label: "Lecture video",
    maxBytes: 20 * GB,
    types: ["video/mp4", "video/webm"],
    accept: "video/mp4,video/webm,.mp4,.m4v,.webm,.mkv",
    expected: "a video in MP4 or WebM format",
  },
  captions: {
    label: "Captions",
    maxBytes: 2 * MB,
    types: ["text/vtt"],
    accept: "text/vtt,.vtt",
    expected: "captions in WebVTT format (.vtt)",
  },
  handout: {
    label: "Handout",
    maxBytes: 100 * MB,
    types: ["application/pdf"],
    accept: "application/pdf,.pdf",
    expected: "a PDF document",
  },
};

/**
 * The shortest lecture taken. Attendance codes need at least 20 seconds
 * (checkpoint-placement.ts); anything under half a minute is a mistake
 * (a trailer, a test clip) rather than a course.
 */
export const MIN_VIDEO_SECONDS = 30;

/** The longest handout title. */
export const MAX_HANDOUT_TITLE = 200;

/** What a sniffed type is called in a message. */
export const TYPE_NAMES: Record<SniffedType, string> = {
  "video/mp4": "an MP4 video",
  "video/webm": "a WebM video",
  "text/vtt": "a WebVTT captions file",
  "application/pdf": "a PDF document",
};

/**
 * An uploaded file's name as shown to staff: without folders, control or
 * formatting characters, at most 200 characters; "upload" when nothing is left.
 */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "upload" : cleaned;
}

/** A size for people: "1.2 GB", "340 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The tus endpoint staff upload to (mounted by the server before the pages). */
export const UPLOADS_PATH = "/staff/uploads";
