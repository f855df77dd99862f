import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm } from "~/lib/form-reply";
import { changeCourseArtwork } from "~/modules/course-editing/change-course-artwork.server";
import type { courseArtworkSchema } from "~/modules/course-editing/course-forms";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/modules/media/image-rules";
import type { StaffMember } from "~/modules/staff/require-staff.server";
import { courseRefusal } from "./course-refusal.server";

/**
 * The course page's posts are read up to this (the artwork form's picture and
 * the multipart wrapping around it); the other forms are far smaller.
 */
export const COURSE_POST_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

/** A post over the cap: only a picture makes one that large, so the artwork form answers (413). */
export function refuseLargeArtwork() {
  return refuseForm(FIELD_ERRORS_MESSAGE, {
    intent: "artwork",
    errors: { artwork: IMAGE_MESSAGES.tooLarge },
    status: 413,
  });
}

/** The course editor's "artwork" form: an uploaded picture or an illustration, and its description. */
export async function answerArtwork(
  staff: StaffMember,
  context: AppLoadContext,
  courseId: string,
  value: z.infer<typeof courseArtworkSchema>,
) {
  const { database, mediaStore } = context.services;
  const changed = await changeCourseArtwork(
    { db: database.db, store: mediaStore },
    staff.actor,
    courseId,
    {
      version: value.version,
      imageAlt: value.imageAlt,
      illustration: value.illustration,
      upload: value.artwork?.bytes ?? null,
    },
  );
  if (changed.ok) {
    return replyToForm({
      ok: true,
      intent: "artwork",
      message: value.artwork
        ? "The artwork is uploaded: the course's pages show it now."
        : value.illustration
          ? "The illustration is chosen: the course's pages show it now."
          : "The artwork's description is saved.",
    });
  }
  if (changed.reason === "image") {
    return refuseForm(FIELD_ERRORS_MESSAGE, {
      intent: "artwork",
      errors: { artwork: changed.message },
      values: { imageAlt: value.imageAlt },
      status: changed.status,
    });
  }
  return courseRefusal(changed, "artwork");
}
