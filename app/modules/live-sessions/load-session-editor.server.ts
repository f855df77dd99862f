import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { utcToZonedParts } from "~/lib/time";
import { seatsTakenSql } from "~/modules/catalogue/seats.server";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";

/** The courses a session may be scheduled for (all but archived ones), by title. */
export function listSchedulableCourses(db: Database) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(ne(courses.status, "archived"))
    .orderBy(asc(courses.title));
}

/**
 * One session as its staff page shows it: the details (the start as a day and
 * time in the zone it was scheduled in), seats, who registered and how, and
 * its recent changes.
 */
export async function loadSessionEditor(db: Database, sessionId: string, now = new Date()) {
  const [session] = await db
    .select({
      session: liveSessions,
      courseTitle: courses.title,
      seatsTaken: seatsTakenSql(sql`${liveSessions.id}`, now),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(eq(liveSessions.id, sessionId));
  if (!session) return null;
  const [registrations, paidOrders, history] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        paid: sql<number>`count(${courseRegistrations.orderId})::int`,
      })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.liveSessionId, sessionId)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.liveSessionId, sessionId), eq(orders.status, "paid"))),
    latestAuditEntries(db, 10, { recordType: "live-session", record: sessionId }),
  ]);
  const row = session.session;
  const start = utcToZonedParts(row.startsAt, row.timeZone);
  return {
    session: {
      id: row.id,
      courseId: row.courseId,
      courseTitle: session.courseTitle,
      startsAt: row.startsAt,
      version: row.version,
      cancelledAt: row.cancelledAt,
      cancellationReason: row.cancellationReason,
      past: row.startsAt <= now,
    },
    fields: {
      day: start.day,
      time: start.time,
      timeZone: row.timeZone,
      durationMinutes: String(row.durationMinutes),
      capacity: String(row.capacity),
      presenter: row.presenter ?? "",
      label: row.label ?? "",
      joinUrl: row.joinUrl ?? "",
      soldOut: row.soldOut,
    },
    seatsTaken: Number(session.seatsTaken),
    registered: registrations[0]?.total ?? 0,
    registeredPaid: registrations[0]?.paid ?? 0,
    paidOrders: paidOrders[0]?.count ?? 0,
    paidOrdersCents: Number(paidOrders[0]?.cents ?? 0),
    history,
  };
}
