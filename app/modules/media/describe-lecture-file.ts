import type { LectureFileKind } from "~/content/course-types";

/** What the audit log keeps of a lecture file. */
export function describeFile(file: {
  id: string;
  kind: LectureFileKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  title: string | null;
}) {
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    ...(file.durationSeconds !== null ? { durationSeconds: file.durationSeconds } : {}),
    ...(file.title !== null ? { title: file.title } : {}),
  };
}
