import { eq } from "drizzle-orm";
import { COURSE_ARTWORK, SHIPPED_ARTWORK_SIZE } from "~/content/course-artwork";
import type { PendingArtwork } from "~/content/course-types";
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
import { ONLY_PUBLISHED } from "./pending-messages";
import {
  artworkOf,
  auditedArtwork,
  isArtworkKeyNamed,
  readPendingParts,
  sameArtwork,
  setPendingParts,
} from "./pending-parts.server";

export type ArtworkInput = {
  version: number;
  imageAlt: string;
  /** A shipped illustration's path chosen instead of an upload. */
  illustration: string | null;
  /** The uploaded picture's bytes. */
  upload: Uint8Array | null;
  /** Kept as pending changes of a published course (decision 0070) rather than shown at once. */
  pending?: boolean;
};

export type ArtworkChange =
  | CourseChange
  /** The upload is not an image that can be used; `status` is the answer's. */
  | { ok: false; reason: "image"; status: 400 | 413 | 415; message: string };

type StoredImage = { key: string; widths: number[] };

/**
 * Changes a course's artwork, if nobody saved the course since the version
 * the staff member saw: an upload is checked and made into AVIF and WebP
 * variants (sharp, outside the transaction: it takes a moment) and stored
 * under a new prefix; then, in one transaction, the course (or its pending
 * changes) names it, with the course's new version and the audit entry. An
 * illustration chosen instead replaces an upload; with neither, only the
 * description changes. The form shows pending artwork when there is some, so
 * a live save puts what it shows on the pages and ends the pending artwork.
 * Stored variants no course and no pending changes name any more (the former
 * upload, a replaced pending one, the new one when the save is refused) are
 * removed after the commit; a copy's shared ones stay.
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
  if (input.pending && checked.course.status !== "published") {
    return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
  }

  let uploaded: { key: string; width: number; height: number; widths: number[] } | null = null;
  if (input.upload) {
    const made = await makeImageVariants(input.upload, "course-artwork");
    if (!made.ok) return { ok: false, reason: "image", status: made.status, message: made.message };
    const key = await storeImageVariants(store, made.variants);
    uploaded = { key, width: made.width, height: made.height, widths: made.widths };
  }

  let unused: StoredImage[] = [];
  const saved = await db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (input.pending && current.status !== "published") {
      return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
    }
    const live = artworkOf(current);
    const pending = (await readPendingParts(tx, courseId)).artwork;
    // What the form showed: the pending artwork if any, else the live one.
    const shown = pending ?? live;
    const picture: Partial<PendingArtwork> = uploaded
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
    const imageAlt = shipped && input.imageAlt === shown.imageAlt ? shipped.alt : input.imageAlt;
    const after: PendingArtwork = { ...shown, ...picture, imageAlt };
    const now = new Date();
    const by = { email: actor.email, at: now };
    if (input.pending) {
      await setPendingParts(tx, courseId, { artwork: sameArtwork(after, live) ? null : after }, by);
    } else {
      await tx.update(courses).set(after).where(eq(courses.id, courseId));
      await setPendingParts(tx, courseId, { artwork: null }, by);
    }
    await tx
      .update(courses)
      .set({ version: current.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    await recordChangedFields(
      tx,
      actor,
      {
        action: input.pending ? "course.pending-save" : "course.artwork",
        recordType: "course",
        recordId: courseId,
      },
      auditedArtwork(shown),
      auditedArtwork(after),
    );
    unused = await unnamedImages(tx, [live, pending]);
    return { ok: true };
  });

  if (!saved.ok && uploaded) unused = [uploaded];
  for (const image of unused) await removeImageVariants(store, image.key, image.widths);
  return saved;
}

/** The uploads among `artworks` that nothing names any more (read in the saving transaction). */
export async function unnamedImages(
  tx: Database,
  artworks: readonly (PendingArtwork | null)[],
): Promise<StoredImage[]> {
  const unnamed: StoredImage[] = [];
  for (const artwork of artworks) {
    if (!artwork?.imageKey || unnamed.some((image) => image.key === artwork.imageKey)) continue;
    if (await isArtworkKeyNamed(tx, artwork.imageKey)) continue;
    unnamed.push({ key: artwork.imageKey, widths: artwork.imageWidths });
  }
  return unnamed;
}
