import { z } from "zod";
import { versionField } from "~/lib/form-fields";
import { MAX_PREVIEW_SECONDS } from "~/modules/media/preview-rules";

/** The lecture media page's forms (media.manage). */
export const lectureMediaIntents = {
  /** Takes an uploaded handout out of the course's materials (lecture media). */
  "remove-handout": z.object({
    fileId: z.string().regex(/^[a-z0-9]{20}$/, { message: "Choose a handout." }),
  }),
  /** Withdraws the video waiting for its captions (decision 0035); the current lecture stays. */
  "withdraw-video": z.object({
    fileId: z.string().regex(/^[a-z0-9]{20}$/, { message: "Choose the waiting video." }),
  }),
  /** The recorded lecture's chapters, one a line ("0:00 Welcome"). */
  chapters: z.object({
    chapters: z.string().max(10_000, { message: "The chapters are too long." }),
    version: versionField,
  }),
  /** How long the uploaded lecture's public preview is, in seconds (0: none). */
  preview: z.object({
    previewSeconds: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z.coerce
        .number({ message: "Enter the preview's length in seconds, such as 120 (0 for none)." })
        .int("Enter whole seconds, such as 120.")
        .min(0, "Enter 0 for no preview, or a length in seconds.")
        .max(
          MAX_PREVIEW_SECONDS,
          `A preview lasts at most ${MAX_PREVIEW_SECONDS} seconds (5 minutes).`,
        ),
    ),
    version: versionField,
  }),
};
