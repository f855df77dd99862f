import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { describeFile } from "./describe-lecture-file";
import type { MediaStore } from "./media-store";

export type VideoWithdrawal =
  | {
      ok: true;
      fileName: string;
      /** False when the media store refused a deletion: the object stays, unreferenced. */
      deleted: boolean;
    }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Withdraws the video a course keeps until its captions arrive (decision
 * 0035): nothing served changes (the current lecture keeps playing), its row
 * goes and its bytes, poster and preview clip are deleted from the media
 * store. The course's row is locked as every acceptance locks it, so
 * captions taken at the same moment either make the video current first (and
 * this refuses) or find it gone. The row is deleted before the bytes: a
 * failed deletion leaves an unreferenced object, never a row without bytes.
 */
export async function withdrawWaitingVideo(
  deps: { db: Database; store: MediaStore },
  actor: StaffActor,
  courseId: string,
  fileId: string,
): Promise<VideoWithdrawal> {
  const withdrawn = await deps.db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!course) return null;
    const [row] = await tx
      .delete(lectureFiles)
      .where(
        and(
          eq(lectureFiles.id, fileId),
          eq(lectureFiles.courseId, courseId),
          eq(lectureFiles.waitingForCaptions, true),
          isNull(lectureFiles.replacedAt),
        ),
      )
      .returning();
    if (!row) return { gone: true as const };
    await recordStaffAction(tx, actor, {
      action: "media.withdraw-video",
      recordType: "course",
      recordId: courseId,
      before: { waiting: describeFile(row) },
      after: null,
    });
    return { gone: false as const, row };
  });
  if (!withdrawn) return { ok: false, status: 404, message: "This course no longer exists." };
  if (withdrawn.gone) {
    return {
      ok: false,
      status: 409,
      message:
        "That video is no longer waiting for captions: its captions came, or another video replaced it. The page now shows the lecture as it is.",
    };
  }
  const { row } = withdrawn;
  const keys = [row.storageKey, row.posterKey, row.previewKey].filter(
    (key): key is string => key !== null,
  );
  const removals = await Promise.allSettled(keys.map((key) => deps.store.remove(key)));
  return {
    ok: true,
    fileName: row.fileName,
    deleted: removals.every((removal) => removal.status === "fulfilled"),
  };
}
