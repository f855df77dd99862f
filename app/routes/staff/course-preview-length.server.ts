import type { AppLoadContext } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { changePreviewLength } from "~/modules/course-editing/change-preview-length.server";
import { MISSING_PERMISSION_MESSAGE, type StaffMember } from "~/modules/staff/require-staff.server";
import { courseRefusal } from "./course-refusal.server";

/** The course editor's "preview" form: the uploaded lecture's public preview length (media.manage). */
export async function answerPreviewLength(
  staff: StaffMember,
  context: AppLoadContext,
  courseId: string,
  value: { previewSeconds: number; version: number },
) {
  if (!staff.permissions.has("media.manage")) {
    return refuseForm(MISSING_PERMISSION_MESSAGE, { intent: "preview", status: 403 });
  }
  const { database, mediaStore } = context.services;
  const changed = await changePreviewLength(
    { db: database.db, store: mediaStore },
    staff.actor,
    courseId,
    value,
  );
  if (changed.ok) {
    return replyToForm({
      ok: true,
      intent: "preview",
      message:
        value.previewSeconds === 0
          ? "The public preview is withdrawn: visitors see no preview of this lecture."
          : "The public preview is saved and cut from the lecture video.",
    });
  }
  if (changed.reason === "invalid") {
    return refuseForm(changed.message, {
      intent: "preview",
      values: { previewSeconds: String(value.previewSeconds) },
      status: 409,
    });
  }
  return courseRefusal(changed, "preview");
}
