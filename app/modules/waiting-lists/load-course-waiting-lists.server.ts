import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { seatsTakenSql } from "~/modules/catalogue/seats.server";
import { findRegistration } from "~/modules/registration/find-registration.server";

export type MyWaitingListSession = {
  id: string;
  startsAt: Date;
  label: string | null;
  /** No seat free to this attorney (a seat held for them by an offer is free to them). */
  full: boolean;
  mine: null | { status: "waiting" | "offered"; place: number; offerExpiresAt: Date | null };
};

/**
 * A course's upcoming sessions as one attorney sees their waiting lists:
 * which are full, their place on each list they are on, and an offer they
 * hold. Null when the course is not on the site.
 */
export async function loadCourseWaitingLists(
  db: Database,
  uid: string,
  courseId: string,
  now = new Date(),
) {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      priceCents: courses.priceCents,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (course?.status !== "published") return null;
  const sessions = await db
    .select({
      id: liveSessions.id,
      startsAt: liveSessions.startsAt,
      label: liveSessions.label,
      capacity: liveSessions.capacity,
      soldOut: liveSessions.soldOut,
      taken: seatsTakenSql(sql`${liveSessions.id}`, now, undefined, uid),
    })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.courseId, courseId),
        gt(liveSessions.startsAt, now),
        isNull(liveSessions.cancelledAt),
      ),
    )
    .orderBy(asc(liveSessions.startsAt));
  const ids = sessions.map((session) => session.id);
  const entries =
    ids.length === 0
      ? []
      : await db
          .select({
            liveSessionId: waitingListEntries.liveSessionId,
            uid: waitingListEntries.uid,
            status: waitingListEntries.status,
            position: waitingListEntries.position,
            offerExpiresAt: waitingListEntries.offerExpiresAt,
          })
          .from(waitingListEntries)
          .where(
            and(
              inArray(waitingListEntries.liveSessionId, ids),
              inArray(waitingListEntries.status, ["waiting", "offered"]),
            ),
          );
  const list: MyWaitingListSession[] = sessions.map((session) => {
    const mine = entries.find((entry) => entry.liveSessionId === session.id && entry.uid === uid);
    const ahead = mine
      ? entries.filter(
          (entry) => entry.liveSessionId === session.id && entry.position < mine.position,
        ).length
      : 0;
    return {
      id: session.id,
      startsAt: session.startsAt,
      label: session.label,
      full: session.soldOut || Number(session.taken) >= session.capacity,
      mine:
        mine && (mine.status === "waiting" || mine.status === "offered")
          ? {
              status: mine.status,
              place: ahead + 1,
              offerExpiresAt: mine.status === "offered" ? mine.offerExpiresAt : null,
            }
          : null,
    };
  });
  return {
    course: { id: course.id, title: course.title, paid: (course.priceCents ?? 0) > 0 },
    registered: (await findRegistration(db, uid, courseId)) !== null,
    sessions: list,
  };
}
