import { and, asc, count, eq, gte, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";

export type LiveSessionAvailability = {
  id: string;
  courseId: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  label: string | null;
  /** From seats taken against capacity, or a staff decision; never a fixed label. */
  soldOut: boolean;
};

export async function listLiveSessions(
  db: Database,
  filter: { courseId?: string; from?: Date } = {},
): Promise<LiveSessionAvailability[]> {
  const conditions: SQL[] = [];
  if (filter.courseId) conditions.push(eq(liveSessions.courseId, filter.courseId));
  if (filter.from) conditions.push(gte(liveSessions.startsAt, filter.from));
  const rows = await db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      staffSoldOut: liveSessions.soldOut,
      label: liveSessions.label,
      seatsTaken: count(courseRegistrations.id),
    })
    .from(liveSessions)
    .leftJoin(courseRegistrations, eq(courseRegistrations.liveSessionId, liveSessions.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .groupBy(liveSessions.id)
    .orderBy(asc(liveSessions.startsAt));
  return rows.map(({ staffSoldOut, ...row }) => ({
    ...row,
    soldOut: staffSoldOut || row.seatsTaken >= row.capacity,
  }));
}
