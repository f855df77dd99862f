import type { Database } from "~/db/client.server";
import { loadRosterScope } from "~/modules/rosters/load-roster-scope.server";

export type AudienceHeading = {
  courseId: string;
  courseTitle: string;
  /** The live session, when the message goes to one session's registrants. */
  session: { id: string; startsAt: Date; cancelledAt: Date | null } | null;
};

/**
 * The course (and session) a message's audience names; null when either is
 * unknown. A message's audience is a roster's people, so it is read as the
 * roster's heading is.
 */
export async function loadMailingAudience(
  db: Database,
  target: { sessionId: string } | { courseId: string },
): Promise<AudienceHeading | null> {
  const heading = await loadRosterScope(
    db,
    "courseId" in target
      ? { kind: "course", courseId: target.courseId }
      : { kind: "session", sessionId: target.sessionId },
  );
  if (!heading) return null;
  const { courseId, courseTitle, session } = heading;
  return {
    courseId,
    courseTitle,
    session: session
      ? { id: session.id, startsAt: session.startsAt, cancelledAt: session.cancelledAt }
      : null,
  };
}
