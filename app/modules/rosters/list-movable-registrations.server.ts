import type { Database } from "~/db/client.server";
import {
  listSessionChoices,
  type SessionChoice,
} from "~/modules/registration/list-session-choices.server";

/**
 * Of a person's registrations, those staff may move, each with the other
 * upcoming sessions of its course that have a seat: every place whose
 * course has one (a place in a session that has begun stays there).
 */
export async function listMovableRegistrations(
  db: Database,
  registrations: readonly {
    id: string;
    courseId: string;
    courseName: string;
    /** Whose place it is, where the page lists several people's (a roster). */
    attendeeName?: string;
    liveSessionId: string | null;
    sessionStartsAt: Date | null;
  }[],
  now = new Date(),
) {
  // One read per course: a roster's places all share theirs.
  const choicesOf = new Map<string, Promise<SessionChoice[]>>();
  const choices = (courseId: string) => {
    let listed = choicesOf.get(courseId);
    if (!listed) {
      listed = listSessionChoices(db, courseId, now);
      choicesOf.set(courseId, listed);
    }
    return listed;
  };
  const movable = await Promise.all(
    registrations
      .filter((registration) => !registration.sessionStartsAt || registration.sessionStartsAt > now)
      .map(async (registration) => ({
        id: registration.id,
        courseName: registration.courseName,
        ...(registration.attendeeName ? { attendeeName: registration.attendeeName } : {}),
        sessionStartsAt: registration.sessionStartsAt,
        choices: (await choices(registration.courseId)).filter(
          (choice) => choice.id !== registration.liveSessionId,
        ),
      })),
  );
  return movable.filter((registration) => registration.choices.length > 0);
}
