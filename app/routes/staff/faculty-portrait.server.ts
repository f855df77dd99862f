import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm } from "~/lib/form-reply";
import { changeFacultyPortrait } from "~/modules/course-editing/change-faculty-portrait.server";
import type { facultyPortraitSchema } from "~/modules/course-editing/faculty-forms";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/modules/media/image-rules";
import type { StaffMember } from "~/modules/staff/require-staff.server";

/** The faculty page's posts are read up to this: the portrait and its multipart wrapping. */
export const FACULTY_POST_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

/** A post over the cap: only a portrait makes one that large, so the portrait form answers (413). */
export function refuseLargePortrait() {
  return refuseForm(FIELD_ERRORS_MESSAGE, {
    intent: "portrait",
    errors: { portrait: IMAGE_MESSAGES.tooLarge },
    status: 413,
  });
}

const DONE = {
  upload: "The portrait is uploaded: the faculty and course pages show it now.",
  shipped: "The drawn portrait is back on the faculty and course pages.",
  remove: "The portrait is removed: the faculty and course pages show the initials.",
} as const;

/** The faculty editor's "portrait" form; other refusals go through the page's own. */
export async function answerPortrait(
  staff: StaffMember,
  context: AppLoadContext,
  facultyId: string,
  value: z.infer<typeof facultyPortraitSchema>,
) {
  const { database, mediaStore } = context.services;
  const input =
    value.change === "upload" && value.portrait
      ? { version: value.version, change: "upload" as const, upload: value.portrait.bytes }
      : {
          version: value.version,
          change: value.change === "shipped" ? ("shipped" as const) : ("remove" as const),
        };
  const changed = await changeFacultyPortrait(
    { db: database.db, store: mediaStore },
    staff.actor,
    facultyId,
    input,
  );
  if (changed.ok)
    return { answer: replyToForm({ ok: true, intent: "portrait", message: DONE[value.change] }) };
  if (changed.reason === "image") {
    return {
      answer: refuseForm(FIELD_ERRORS_MESSAGE, {
        intent: "portrait",
        errors: { portrait: changed.message },
        status: changed.status,
      }),
    };
  }
  if (changed.reason === "no-shipped") {
    return {
      answer: refuseForm("No portrait was drawn for this faculty member: upload one instead.", {
        intent: "portrait",
        status: 409,
      }),
    };
  }
  return { refused: changed };
}
