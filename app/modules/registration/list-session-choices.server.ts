import type { Database } from "~/db/client.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";

export type SessionChoice = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  label: string | null;
  seatsLeft: number;
};

/** A course's upcoming sessions that still have a seat, earliest first (counted now, not cached). */
export async function listSessionChoices(
  db: Database,
  courseId: string,
  now: Date,
): Promise<SessionChoice[]> {
  const sessions = await listLiveSessions(db, { courseId, from: now }, now);
  return sessions
    .filter((session) => !session.soldOut && session.startsAt > now)
    .map((session) => ({
      id: session.id,
      startsAt: session.startsAt,
      durationMinutes: session.durationMinutes,
      label: session.label,
      seatsLeft: session.capacity - session.seatsTaken,
    }));
}
