import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints } from "~/db/schema/attendance";

/**
 * A course's recorded-lecture attendance codes, for the course editor: where
 * each comes, the code itself (support checks an attorney's report against
 * it), and whether any attorney has seen or entered one yet (after that they
 * stay where they are, even when a new video is uploaded).
 */
export async function listLectureCheckpoints(db: Database, courseId: string) {
  const rows = await db
    .select({
      position: attendanceCheckpoints.position,
      atSeconds: attendanceCheckpoints.atSeconds,
      code: attendanceCheckpoints.code,
      seen: sql<boolean>`exists (select 1 from attendance_code_entries e where e.checkpoint_id = ${attendanceCheckpoints.id})`,
    })
    .from(attendanceCheckpoints)
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
      ),
    )
    .orderBy(asc(attendanceCheckpoints.position));
  return {
    points: rows.map(({ position, atSeconds, code }) => ({ position, atSeconds, code })),
    seen: rows.some((row) => row.seen),
  };
}
