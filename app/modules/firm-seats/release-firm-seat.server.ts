import { and, eq, gt } from "drizzle-orm";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import { sessionJoins } from "~/db/schema/attendance";
import { certificates } from "~/db/schema/certificates";
import { firmSeats } from "~/db/schema/firm-seats";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { hasStarted, lockPool, type SeatResult } from "./give-firm-seat.server";

/**
 * Frees a course seat its holder has not used, until the course starts (its
 * live session begins; an on-demand course, until the holder begins it): the
 * holder's registration through the firm is withdrawn and the seat is free
 * for another member. Membership and bundle seats are used once given.
 */
export async function releaseFirmSeat(
  db: Database,
  input: { firmId: string; seatId: string },
  now = new Date(),
): Promise<SeatResult> {
  return db.transaction((tx) => releaseSeatIn(tx, input, now));
}

/** The same, inside a transaction the caller holds. */
export async function releaseSeatIn(
  tx: Database,
  input: { firmId: string; seatId: string },
  now: Date,
): Promise<SeatResult> {
  const [found] = await tx
    .select({ poolId: firmSeats.poolId })
    .from(firmSeats)
    .where(eq(firmSeats.id, input.seatId));
  const pool = found ? await lockPool(tx, input.firmId, found.poolId) : null;
  if (!pool) return { ok: false, status: 404, message: FIRM_SEAT_MESSAGES.poolGone };
  const [seat] = await tx.select().from(firmSeats).where(eq(firmSeats.id, input.seatId));
  if (!seat?.holderUid) return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.seatFree };
  if (pool.product !== "course" || !pool.courseId)
    return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.notMoveable };
  if (await hasStarted(tx, pool.liveSessionId, now))
    return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.started };
  if (await isUsed(tx, seat.holderUid, pool.courseId, pool.liveSessionId))
    return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.seatUsed };
  await tx
    .delete(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.id, registrationId(seat.holderUid, pool.courseId)),
        eq(courseRegistrations.orderId, pool.orderId),
      ),
    );
  await tx
    .update(firmSeats)
    .set({ holderUid: null, givenBy: null, givenAt: null })
    .where(eq(firmSeats.id, seat.id));
  return { ok: true, seatId: seat.id };
}

/** Whether the holder has begun the course: watched some of it, joined its session, or holds its certificate. */
async function isUsed(
  tx: Database,
  uid: string,
  courseId: string,
  liveSessionId: string | null,
): Promise<boolean> {
  const [watched] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(eq(enrolments.uid, uid), eq(enrolments.courseId, courseId), gt(enrolments.progress, 0)),
    )
    .limit(1);
  if (watched) return true;
  const [certified] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.uid, uid), eq(certificates.courseId, courseId)))
    .limit(1);
  if (certified) return true;
  if (!liveSessionId) return false;
  const [joined] = await tx
    .select({ uid: sessionJoins.uid })
    .from(sessionJoins)
    .where(and(eq(sessionJoins.uid, uid), eq(sessionJoins.liveSessionId, liveSessionId)))
    .limit(1);
  return Boolean(joined);
}
