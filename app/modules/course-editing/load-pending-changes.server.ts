import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import { diffPendingFields, publicFieldsOf } from "./diff-pending-fields";

/** A course's pending changes as kept: the public fields they set, who saved them and when; null without. */
export async function readPendingChanges(db: Database, courseId: string) {
  const [pending] = await db
    .select()
    .from(coursePendingChanges)
    .where(eq(coursePendingChanges.courseId, courseId));
  return pending ?? null;
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
    changes: pending
      ? diffPendingFields(publicFieldsOf(course), publicFieldsOf(pending.fields))
      : [],
  };
}
