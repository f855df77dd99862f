import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { utcToZonedParts } from "~/lib/time";

/**
 * A session's details as the new-session form's starting point for a re-run:
 * the same course, time of day, zone, length, capacity, presenter, label and
 * join link; the day left for staff to choose. Null when there is no such session.
 */
export async function loadRerunTemplate(db: Database, sessionId: string) {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  if (!row) return null;
  const start = utcToZonedParts(row.startsAt, row.timeZone);
  return {
    sessionId: row.id,
    courseId: row.courseId,
    startsAt: row.startsAt,
    fields: {
      day: "",
      time: start.time,
      timeZone: row.timeZone,
      durationMinutes: String(row.durationMinutes),
      capacity: String(row.capacity),
      presenter: row.presenter ?? "",
      label: row.label ?? "",
      joinUrl: row.joinUrl ?? "",
      soldOut: false,
    },
  };
}
