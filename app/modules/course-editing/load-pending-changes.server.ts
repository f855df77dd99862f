import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import { diffPendingFields, publicFieldsOf } from "./diff-pending-fields";
import { diffPendingParts } from "./diff-pending-parts";
import { artworkOf } from "./pending-parts.server";

/** A course's pending changes as kept: the parts they set, who saved them and when; null without. */
export async function readPendingChanges(db: Database, courseId: string) {
  const [pending] = await db
    .select()
    .from(coursePendingChanges)
    .where(eq(coursePendingChanges.courseId, courseId));
  return pending ?? null;
}

/** Who saved a course's pending changes and when, as the editor's pages say it. */
export function savedBy(pending: { savedByEmail: string; savedAt: Date }) {
  return { savedByEmail: pending.savedByEmail, savedAt: pending.savedAt };
}

/** The pending-changes page: what the public page shows now and what it will show once published. */
export async function loadPendingChanges(db: Database, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  const pending = await readPendingChanges(db, courseId);
  return {
    course: {
      id: course.id,
      title: course.title,
      slug: course.slug,
      status: course.status,
      version: course.version,
    },
    pending: pending ? { savedByEmail: pending.savedByEmail, savedAt: pending.savedAt } : null,
    changes: pending?.fields
      ? diffPendingFields(publicFieldsOf(course), publicFieldsOf(pending.fields))
      : [],
    parts: pending
      ? diffPendingParts(
          {
            artwork: artworkOf(course),
            materials: course.materials,
            chapters: course.media?.chapters ?? null,
            slug: course.slug,
          },
          pending,
        )
      : [],
  };
}
