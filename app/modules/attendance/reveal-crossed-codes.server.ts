import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";

/**
 * The lecture's codes whose moment the attorney's playback has just passed
 * (from `fromSeconds` to `toSeconds` of continuous viewing), recorded as shown
 * to them. Only these ever leave the server, and only at that moment: a
 * missed code comes back only by watching that part again.
 */
export async function revealCrossedCodes(
  tx: Database,
  options: { uid: string; courseId: string; fromSeconds: number; toSeconds: number; now: Date },
): Promise<{ position: number; code: string }[]> {
  const { uid, courseId, fromSeconds, toSeconds, now } = options;
  const crossed = await tx
    .select({
      id: attendanceCheckpoints.id,
      position: attendanceCheckpoints.position,
      code: attendanceCheckpoints.code,
    })
    .from(attendanceCheckpoints)
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
        sql`${attendanceCheckpoints.atSeconds} > ${fromSeconds}`,
        sql`${attendanceCheckpoints.atSeconds} <= ${toSeconds}`,
      ),
    )
    .orderBy(asc(attendanceCheckpoints.position));
  for (const checkpoint of crossed) {
    await tx
      .insert(attendanceCodeEntries)
      .values({ uid, checkpointId: checkpoint.id, revealedAt: now })
      .onConflictDoUpdate({
        target: [attendanceCodeEntries.uid, attendanceCodeEntries.checkpointId],
        set: {
          revealedAt: sql`coalesce(${attendanceCodeEntries.revealedAt}, ${now.toISOString()}::timestamptz)`,
        },
      });
  }
  return crossed.map(({ position, code }) => ({ position, code }));
}
