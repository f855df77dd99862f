import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";

/** A registration's live session, for its calendar file (the attorney's own only). */
export async function getRegistrationSession(db: Database, uid: string, courseId: string) {
  const [row] = await db
    .select({
      registrationId: courseRegistrations.id,
      courseName: courseRegistrations.courseName,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      sequence: liveSessions.sequence,
      sequenceOffset: courseRegistrations.inviteSequenceOffset,
    })
    .from(courseRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  return row ?? null;
}
