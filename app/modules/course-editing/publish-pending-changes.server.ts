import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import type { MediaStore } from "~/modules/media/media-store";
import { removeImageVariants } from "~/modules/media/store-image-variants.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { moveCourseAddress } from "./change-course-address.server";
import { unnamedImages } from "./change-course-artwork.server";
import { addressTaken, lockCourseAddresses } from "./course-addresses.server";
import { publicFieldsOf } from "./diff-pending-fields";
import { formatChapterLines, parseChapterLines } from "./lecture-chapters";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import {
  artworkOf,
  auditedArtwork,
  type PendingParts,
  pendingPartsOf,
} from "./pending-parts.server";
import { markRemovedUploads } from "./save-course-materials.server";

const NOTHING_PENDING =
  "This course has no pending changes (someone may have published or discarded them).";

type PendingOptions = {
  courseId: string;
  version: number;
  /** Where artwork variants are stored: those nothing names once this is done are removed. */
  store?: MediaStore;
};

/**
 * Puts all of a course's pending changes on its public pages at once (its
 * details, artwork, materials, chapters and address), if the course is still
 * at the version the reviewer saw the differences at. One transaction: the
 * course row's write raises its version and sends the change notice that
 * drops every instance's cached public pages (decision 0045); a pending
 * address moves the course as the address form does (the old address then
 * redirects). Refused, nothing published, when a part no longer fits (the
 * address taken since, chapters past a new lecture's end). The replaced
 * upload's variants are removed after the commit unless a copy shares them.
 */
export async function publishPendingChanges(
  db: Database,
  actor: StaffActor,
  options: PendingOptions,
  now = new Date(),
): Promise<CourseChange> {
  let unused: { key: string; widths: number[] }[] = [];
  const published = await db.transaction(async (tx): Promise<CourseChange> => {
    // Taken first, as every address change takes it, so no two wait on each other.
    await lockCourseAddresses(tx);
    const locked = await lockCourseAt(tx, options.courseId, options.version);
    if (!locked.ok) return locked;
    const course = locked.course;
    const [row] = await tx
      .select()
      .from(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId));
    if (!row) return { ok: false, reason: "invalid", message: NOTHING_PENDING };
    const pending = pendingPartsOf(row);
    let media = course.media;
    if (pending.chapters) {
      if (!media) {
        return {
          ok: false,
          reason: "invalid",
          message:
            "The course has no recorded lecture any more: discard the pending changes, or save the chapters again.",
        };
      }
      const fit = parseChapterLines(formatChapterLines(pending.chapters), media.durationSeconds);
      if (!fit.ok) {
        return {
          ok: false,
          reason: "invalid",
          message: `The pending chapters no longer fit the lecture (${fit.message}): save them again.`,
        };
      }
      media = { ...media, chapters: pending.chapters };
    }
    if (pending.slug && (await addressTaken(tx, pending.slug, options.courseId))) {
      return {
        ok: false,
        reason: "invalid",
        message: `The pending address /courses/${pending.slug} is another course's now: choose another.`,
      };
    }
    if (pending.materials) {
      await markRemovedUploads(tx, options.courseId, course.materials, pending.materials, now);
    }
    if (pending.slug) {
      await moveCourseAddress(tx, course.slug, { courseId: options.courseId, slug: pending.slug });
    }
    await tx
      .update(courses)
      .set({
        ...(pending.fields ? publicFieldsOf(pending.fields) : {}),
        ...(pending.artwork ? artworkOf(pending.artwork) : {}),
        ...(pending.materials ? { materials: pending.materials } : {}),
        media,
        version: course.version + 1,
        updatedAt: now,
      })
      .where(eq(courses.id, options.courseId));
    await tx
      .delete(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId));
    await recordChangedFields(
      tx,
      actor,
      { action: "course.pending-publish", recordType: "course", recordId: options.courseId },
      auditedParts(pending, {
        fields: publicFieldsOf(course),
        artwork: artworkOf(course),
        materials: course.materials,
        chapters: course.media?.chapters ?? null,
        slug: course.slug,
      }),
      auditedParts(pending, pending),
    );
    unused = await unnamedImages(tx, [artworkOf(course)]);
    return { ok: true };
  });
  await removeUnused(options.store, published.ok ? unused : []);
  return published;
}

/** Drops all of a course's pending changes; the public pages stay as they are. */
export async function discardPendingChanges(
  db: Database,
  actor: StaffActor,
  options: PendingOptions,
  now = new Date(),
): Promise<CourseChange> {
  let unused: { key: string; widths: number[] }[] = [];
  const discarded = await db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, options.courseId, options.version);
    if (!locked.ok) return locked;
    const [row] = await tx
      .delete(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId))
      .returning();
    if (!row) return { ok: false, reason: "invalid", message: NOTHING_PENDING };
    const pending = pendingPartsOf(row);
    // Raised so a form still showing the discarded values is refused as stale.
    await tx
      .update(courses)
      .set({ version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, options.courseId));
    await recordStaffAction(tx, actor, {
      action: "course.pending-discard",
      recordType: "course",
      recordId: options.courseId,
      before: auditedParts(pending, pending),
    });
    // A pending upload never shown goes with them (unless something else names it).
    unused = await unnamedImages(tx, [pending.artwork]);
    return { ok: true };
  });
  await removeUnused(options.store, discarded.ok ? unused : []);
  return discarded;
}

/** The parts `pending` holds, read from `from`, flat, as the audit log keeps them. */
function auditedParts(pending: PendingParts, from: PendingParts): Record<string, unknown> {
  return {
    ...(pending.fields && from.fields ? publicFieldsOf(from.fields) : {}),
    ...(pending.artwork && from.artwork ? auditedArtwork(from.artwork) : {}),
    ...(pending.materials ? { materials: from.materials } : {}),
    ...(pending.chapters ? { chapters: from.chapters } : {}),
    ...(pending.slug ? { slug: from.slug } : {}),
  };
}

async function removeUnused(
  store: MediaStore | undefined,
  images: readonly { key: string; widths: number[] }[],
): Promise<void> {
  if (!store) return;
  for (const image of images) await removeImageVariants(store, image.key, image.widths);
}
