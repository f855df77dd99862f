import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";

/** The attorney's registration for a course (its id), or null when they have none. */
export async function findRegistration(db: Database, uid: string, courseId: string) {
  const [row] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  return row ?? null;
}
