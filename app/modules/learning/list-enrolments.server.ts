import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrolments } from "~/db/schema/learning";

/** The user's enrolments, most recently used first (the header's list, the dashboard). */
export function listEnrolments(db: Database, uid: string) {
  return db
    .select({
      id: enrolments.id,
      courseId: enrolments.courseId,
      courseName: enrolments.courseName,
      progress: enrolments.progress,
      lastAccessed: enrolments.lastAccessed,
    })
    .from(enrolments)
    .where(eq(enrolments.uid, uid))
    .orderBy(desc(enrolments.lastAccessed))
    .limit(10);
}
