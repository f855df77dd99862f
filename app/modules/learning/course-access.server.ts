import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";

/**
 * Whether the attorney may watch a course's whole lecture and download its
 * materials: anyone registered for it (a paid seat, a bundle, or a free
 * registration). Visitors get the preview.
 */
export async function hasCourseAccess(
  db: Database,
  uid: string | null | undefined,
  courseId: string,
): Promise<boolean> {
  if (!uid) return false;
  const [row] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}
