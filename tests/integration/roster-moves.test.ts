import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema } from "~/modules/live-sessions/session-forms";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";
import { listMovableRegistrations } from "~/modules/rosters/list-movable-registrations.server";
import { moveRegistration } from "~/modules/rosters/move-registration.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

// A session's roster moves its places as the attendee page does (same module),
// but only a place still in that roster's session.
const ADMIN: StaffActor = {
  id: null,
  email: "admin@example.com",
  roles: ["administrator"],
  ipAddress: "192.0.2.8",
};

let day = 0;
function sessionForm() {
  day += 1;
  return scheduleSessionSchema.parse({
    courseId: SPLASH_COURSE_ID,
    day: new Date(Date.UTC(2027, 5, 1 + day)).toISOString().slice(0, 10),
    time: "13:00",
    timeZone: "America/New_York",
    durationMinutes: "60",
    capacity: "10",
    presenter: "",
    label: "",
    joinUrl: "",
  });
}

describe.each(DATABASE_KINDS)("moving a place from a session's roster on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const mail = { baseUrl: "http://localhost:3000", organizerEmail: "support@lexedgecle.com" };

  async function schedule() {
    const scheduled = await scheduleSession(buyers.db, ADMIN, sessionForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    return scheduled.sessionId;
  }

  async function paidSeat(sessionId: string) {
    const uid = await buyers.newUser();
    const created = await buyers.order(uid, { liveSessionId: sessionId });
    if (!created.ok) throw new Error(created.message);
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    return { uid, registrationId: `${uid}_${SPLASH_COURSE_ID}` };
  }

  const sessionOf = async (registrationId: string) =>
    (
      await buyers.db
        .select({ liveSessionId: courseRegistrations.liveSessionId })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.id, registrationId))
    )[0]?.liveSessionId;

  it("offers each place the course's other sessions, read once for the whole page", async () => {
    const from = await schedule();
    const to = await schedule();
    const movable = await listMovableRegistrations(
      buyers.db,
      ["a", "b"].map((id) => ({
        id,
        courseId: SPLASH_COURSE_ID,
        courseName: "The course",
        attendeeName: `Attendee ${id}`,
        liveSessionId: from,
        sessionStartsAt: new Date(NOW.getTime() + 30 * 86_400_000),
      })),
      NOW,
    );
    expect(movable.map((each) => each.attendeeName)).toEqual(["Attendee a", "Attendee b"]);
    for (const each of movable) {
      const ids = each.choices.map((choice) => choice.id);
      expect(ids).toContain(to);
      expect(ids).not.toContain(from);
    }
  });

  it("moves a place only while it is still in the roster's session, audited with the reason", async () => {
    const from = await schedule();
    const to = await schedule();
    const seat = await paidSeat(from);
    const auditBefore = await buyers.db.select().from(staffAuditLog);
    const fromRoster = (rosterSessionId: string) =>
      moveRegistration(
        buyers.db,
        { mailer: buyers.mailer(), ...mail },
        ADMIN,
        {
          registrationId: seat.registrationId,
          sessionId: to,
          reason: "Asked by phone",
          fromSessionId: rosterSessionId,
        },
        NOW,
      );
    // The roster of another session (an old page after the place moved) moves nothing.
    expect(await fromRoster(to)).toEqual({
      ok: false,
      status: 409,
      message: MOVE_MESSAGES.changed,
    });
    expect(await sessionOf(seat.registrationId)).toBe(from);
    expect(await buyers.db.select().from(staffAuditLog)).toHaveLength(auditBefore.length);

    expect(await fromRoster(from)).toMatchObject({ ok: true, uid: seat.uid });
    expect(await sessionOf(seat.registrationId)).toBe(to);
    const { entries } = await listAuditLog(
      buyers.db,
      { record: seat.registrationId, action: "registration.move" },
      1,
    );
    expect(entries[0]).toMatchObject({
      reason: "Asked by phone",
      before: { liveSessionId: from },
      after: { liveSessionId: to },
    });
  });
});
