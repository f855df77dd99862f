import { eq, sql } from "drizzle-orm";
import type { PendingArtwork } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";

type PendingRow = typeof coursePendingChanges.$inferSelect;

/** The parts of a course that pending changes may hold, each null when not pending. */
export type PendingParts = Pick<
  PendingRow,
  "fields" | "artwork" | "materials" | "chapters" | "slug"
>;

const NONE: PendingParts = {
  fields: null,
  artwork: null,
  materials: null,
  chapters: null,
  slug: null,
};

/** The course's pending parts as kept (all null when it has none). */
export async function readPendingParts(tx: Database, courseId: string): Promise<PendingParts> {
  const [row] = await tx
    .select()
    .from(coursePendingChanges)
    .where(eq(coursePendingChanges.courseId, courseId));
  return row ? pendingPartsOf(row) : { ...NONE };
}

/** Only the parts of a pending row. */
export function pendingPartsOf(row: PendingParts): PendingParts {
  return {
    fields: row.fields,
    artwork: row.artwork,
    materials: row.materials,
    chapters: row.chapters,
    slug: row.slug,
  };
}

/**
 * Sets some of a course's pending parts (null: that part is not pending any
 * more), leaving the others as they are; a row left with nothing pending is
 * deleted. `savedBy` is named on the row when a part is written. Call it in
 * the transaction that holds the course's row lock.
 */
export async function setPendingParts(
  tx: Database,
  courseId: string,
  parts: Partial<PendingParts>,
  saved: { email: string; at: Date },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(coursePendingChanges)
    .where(eq(coursePendingChanges.courseId, courseId));
  const next = { ...(row ? pendingPartsOf(row) : NONE), ...parts };
  if (Object.values(next).every((value) => value === null)) {
    if (row) {
      await tx.delete(coursePendingChanges).where(eq(coursePendingChanges.courseId, courseId));
    }
    return;
  }
  // Who saved them is who last wrote a part; clearing one (a live save) names nobody new.
  const writes = Object.values(parts).some((value) => value !== null);
  const by = writes || !row ? { savedByEmail: saved.email, savedAt: saved.at } : {};
  if (row) {
    await tx
      .update(coursePendingChanges)
      .set({ ...parts, ...by })
      .where(eq(coursePendingChanges.courseId, courseId));
  } else {
    await tx
      .insert(coursePendingChanges)
      .values({ courseId, ...next, savedByEmail: saved.email, savedAt: saved.at });
  }
}

/** The artwork a course row shows now. */
export function artworkOf(course: PendingArtwork): PendingArtwork {
  return {
    imagePath: course.imagePath,
    imageKey: course.imageKey,
    imageWidth: course.imageWidth,
    imageHeight: course.imageHeight,
    imageWidths: course.imageWidths,
    imageAlt: course.imageAlt,
  };
}

/** Whether two artworks show the same picture with the same description. */
export function sameArtwork(a: PendingArtwork, b: PendingArtwork): boolean {
  return JSON.stringify(artworkOf(a)) === JSON.stringify(artworkOf(b));
}

/** The artwork as the audit log records it: what is shown, its size and its description. */
export function auditedArtwork(artwork: PendingArtwork) {
  return {
    artwork: artwork.imageKey
      ? `upload ${artwork.imageKey} (${artwork.imageWidth} × ${artwork.imageHeight})`
      : artwork.imagePath,
    imageAlt: artwork.imageAlt,
  };
}

/**
 * Whether stored artwork variants under `key` are still named by a course or
 * by pending changes (a copy shares its original's keys, decision 0070), so
 * must stay. Read inside the transaction that stops naming it.
 */
export async function isArtworkKeyNamed(tx: Database, key: string): Promise<boolean> {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.imageKey, key))
    .limit(1);
  if (course) return true;
  const [pending] = await tx
    .select({ id: coursePendingChanges.courseId })
    .from(coursePendingChanges)
    .where(sql`${coursePendingChanges.artwork}->>'imageKey' = ${key}`)
    .limit(1);
  return pending !== undefined;
}
