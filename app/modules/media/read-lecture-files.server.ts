import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { LectureFileKind } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { lectureFiles } from "~/db/schema/media";

export type LectureFile = typeof lectureFiles.$inferSelect;

/**
 * A course's current uploaded video and captions (null when none was
 * uploaded): what is served. A video waiting for its captions is not.
 */
export async function readCurrentLectureMedia(
  db: Database,
  courseId: string,
): Promise<{ video: LectureFile | null; captions: LectureFile | null }> {
  const rows = await db
    .select()
    .from(lectureFiles)
    .where(
      and(
        eq(lectureFiles.courseId, courseId),
        isNull(lectureFiles.replacedAt),
        eq(lectureFiles.waitingForCaptions, false),
      ),
    );
  return {
    video: rows.find((row) => row.kind === "video") ?? null,
    captions: rows.find((row) => row.kind === "captions") ?? null,
  };
}

/** The video a course keeps until its captions arrive (decision 0035), or null. */
export async function readWaitingVideo(
  db: Database,
  courseId: string,
): Promise<LectureFile | null> {
  const [row] = await db
    .select()
    .from(lectureFiles)
    .where(
      and(
        eq(lectureFiles.courseId, courseId),
        isNull(lectureFiles.replacedAt),
        eq(lectureFiles.waitingForCaptions, true),
      ),
    );
  return row ?? null;
}

/** One of a course's listed (not removed) uploaded handouts, or null. */
export async function readCurrentHandout(
  db: Database,
  courseId: string,
  fileId: string,
): Promise<LectureFile | null> {
  const [row] = await db
    .select()
    .from(lectureFiles)
    .where(
      and(
        eq(lectureFiles.id, fileId),
        eq(lectureFiles.courseId, courseId),
        eq(lectureFiles.kind, "handout" satisfies LectureFileKind),
        isNull(lectureFiles.replacedAt),
      ),
    );
  return row ?? null;
}

/**
 * What the course editor lists: the current files and a video waiting for
 * its captions, with who uploaded each, handouts oldest first.
 */
export async function listLectureFiles(db: Database, courseId: string) {
  const rows = await db
    .select({
      id: lectureFiles.id,
      kind: lectureFiles.kind,
      fileName: lectureFiles.fileName,
      contentType: lectureFiles.contentType,
      sizeBytes: lectureFiles.sizeBytes,
      durationSeconds: lectureFiles.durationSeconds,
      title: lectureFiles.title,
      uploadedAt: lectureFiles.uploadedAt,
      uploadedBy: user.email,
      waitingForCaptions: lectureFiles.waitingForCaptions,
    })
    .from(lectureFiles)
    .leftJoin(user, eq(user.id, lectureFiles.uploadedBy))
    .where(and(eq(lectureFiles.courseId, courseId), isNull(lectureFiles.replacedAt)))
    .orderBy(asc(lectureFiles.uploadedAt), desc(lectureFiles.id));
  return {
    video: rows.find((row) => row.kind === "video" && !row.waitingForCaptions) ?? null,
    waitingVideo: rows.find((row) => row.waitingForCaptions) ?? null,
    captions: rows.find((row) => row.kind === "captions") ?? null,
    handouts: rows.filter((row) => row.kind === "handout"),
  };
}

/** The material id under which an uploaded handout is listed and downloaded. */
export function handoutMaterialId(fileId: string): string {
  return `upload-${fileId}`;
}

/** The uploaded handout a material id names, if it names one. */
export function handoutFileId(materialId: string): string | null {
  const match = /^upload-([a-z0-9]{20})$/.exec(materialId);
  return match?.[1] ?? null;
}
