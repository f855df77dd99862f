import { eq } from "drizzle-orm";
import { COURSE_ARTWORK, SHIPPED_ARTWORK_SIZE } from "~/content/course-artwork";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { makeImageVariants } from "~/modules/media/make-image-variants.server";
import type { MediaStore } from "~/modules/media/media-store";
import {
  removeImageVariants,
  storeImageVariants,
} from "~/modules/media/store-image-variants.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

export type ArtworkInput = {
  version: number;
  imageAlt: string;
  /** A shipped illustration's path chosen instead of an upload. */
  illustration: string | null;
  /** The uploaded picture's bytes. */
  upload: Uint8Array | null;
};

export type ArtworkChange =
  | CourseChange
  /** The upload is not an image that can be used; `status` is the answer's. */
  | { ok: false; reason: "image"; status: 400 | 413 | 415; message: string };

/**
 * Changes a course's artwork, if nobody saved the course since the version
 * the staff member saw: an upload is checked and made into AVIF and WebP
 * variants (sharp, outside the transaction: it takes a moment) and stored;
 * then, in one transaction, the course names it with its new version and the
 * audit entry. An illustration chosen instead replaces an upload; with
 * neither, only the description changes. Whatever is no longer named (the
 * former upload, or the new one when the save is refused) is removed.
 */
export async function changeCourseArtwork(
  deps: { db: Database; store: MediaStore },
  actor: StaffActor,
  courseId: string,
  input: ArtworkInput,
): Promise<ArtworkChange> {
  const { db, store } = deps;
  // Refuse a stale change before the image work starts.
  const checked = await db.transaction((tx) => lockCourseAt(tx, courseId, input.version));
  if (!checked.ok) return checked;

  let uploaded: { key: string; width: number; height: number; widths: number[] } | null = null;
  if (input.upload) {
    const made = await makeImageVariants(input.upload, "course-artwork");
    if (!made.ok) return { ok: false, reason: "image", status: made.status, message: made.message };
    const key = await storeImageVariants(store, made.variants);
    uploaded = { key, width: made.width, height: made.height, widths: made.widths };
  }

  // The upload the course named before, once another takes its place.
  let replaced = null as { key: string; widths: number[] } | null;
  const saved = await db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (current.imageKey && (uploaded || input.illustration)) {
      replaced = { key: current.imageKey, widths: current.imageWidths };
    }
    const picture = uploaded
      ? {
          imageKey: uploaded.key,
          imageWidth: uploaded.width,
          imageHeight: uploaded.height,
          imageWidths: uploaded.widths,
        }
      : input.illustration
        ? {
            imagePath: input.illustration,
            imageKey: null,
            imageWidth: SHIPPED_ARTWORK_SIZE.width,
            imageHeight: SHIPPED_ARTWORK_SIZE.height,
            imageWidths: [],
          }
        : {};
    // An illustration chosen with the description left as it was brings its own.
    const shipped = COURSE_ARTWORK.find((art) => art.path === input.illustration);
    const imageAlt = shipped && input.imageAlt === current.imageAlt ? shipped.alt : input.imageAlt;
    const after = { ...picture, imageAlt };
    await tx
      .update(courses)
      .set({ ...after, version: current.version + 1, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    await recordChangedFields(
      tx,
      actor,
      { action: "course.artwork", recordType: "course", recordId: courseId },
      auditedArtwork(current),
      auditedArtwork({ ...current, ...after }),
    );
    return { ok: true };
  });

  const unused = saved.ok ? replaced : uploaded;
  if (unused) await removeImageVariants(store, unused.key, unused.widths);
  return saved;
}

/** The artwork as the audit log records it: what is shown, its size and its description. */
function auditedArtwork(course: {
  imagePath: string;
  imageKey: string | null;
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
}) {
  return {
    artwork: course.imageKey
      ? `upload ${course.imageKey} (${course.imageWidth} × ${course.imageHeight})`
      : course.imagePath,
    imageAlt: course.imageAlt,
  };
}
