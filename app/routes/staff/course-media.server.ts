import type { AppLoadContext } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { removeHandout } from "~/modules/media/remove-handout.server";
import { withdrawWaitingVideo } from "~/modules/media/withdraw-waiting-video.server";
import { MISSING_PERMISSION_MESSAGE, type StaffMember } from "~/modules/staff/require-staff.server";

/**
 * The course editor's lecture-file buttons (media.manage): remove an uploaded
 * handout, or withdraw the video waiting for its captions. Both answer in the
 * lecture media section ("media").
 */
export async function answerLectureFileChange(
  staff: StaffMember,
  context: AppLoadContext,
  courseId: string,
  change: { intent: "remove-handout" | "withdraw-video"; fileId: string },
) {
  if (!staff.permissions.has("media.manage")) {
    return refuseForm(MISSING_PERMISSION_MESSAGE, { intent: "media", status: 403 });
  }
  const { database, mediaStore } = context.services;
  if (change.intent === "remove-handout") {
    const removed = await removeHandout(database.db, staff.actor, courseId, change.fileId);
    return removed.ok
      ? replyToForm({
          ok: true,
          intent: "media",
          message: `The handout "${removed.title}" is removed from the course's materials.`,
        })
      : refuseForm(removed.message, { intent: "media", status: 409 });
  }
  const withdrawn = await withdrawWaitingVideo(
    { db: database.db, store: mediaStore },
    staff.actor,
    courseId,
    change.fileId,
  );
  if (!withdrawn.ok) {
    return refuseForm(withdrawn.message, { intent: "media", status: withdrawn.status });
  }
  return replyToForm({
    ok: true,
    intent: "media",
    message: withdrawn.deleted
      ? `The waiting video "${withdrawn.fileName}" is withdrawn and deleted; the current lecture plays on.`
      : `The waiting video "${withdrawn.fileName}" is withdrawn; the current lecture plays on. The media store did not delete its file: it is no longer used.`,
  });
}
