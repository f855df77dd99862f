import type { Database } from "~/db/client.server";
import { listSessionChoices } from "~/modules/registration/list-session-choices.server";

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
    liveSessionId: string | null;
    sessionStartsAt: Date | null;
  }[],
  now = new Date(),
) {
  const movable = await Promise.all(
    registrations
      .filter((registration) => !registration.sessionStartsAt || registration.sessionStartsAt > now)
      .map(async (registration) => ({
        id: registration.id,
        courseName: registration.courseName,
        sessionStartsAt: registration.sessionStartsAt,
        choices: (await listSessionChoices(db, registration.courseId, now)).filter(
          (choice) => choice.id !== registration.liveSessionId,
        ),
      })),
  );
  return movable.filter((registration) => registration.choices.length > 0);
}
