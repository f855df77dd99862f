import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courses } from "~/db/schema/catalogue";

/**
 * The ids of published courses that have a lecture: only these have a
 * course player to show (a live-only course has none until its recording).
 */
export function listCoursesWithLecture(db: Database): Promise<readonly string[]> {
  return cachedRead(db, "courses-with-lecture", async () => {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.status, "published"), isNotNull(courses.media)));
    return rows.map((row) => row.id);
  });
}
