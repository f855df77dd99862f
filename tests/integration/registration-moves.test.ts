import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { loadDashboard } from "~/modules/dashboard/load-dashboard.server";
import { cancelSession } from "~/modules/live-sessions/cancel-session.server";
import { saveSession, scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema, sessionIntents } from "~/modules/live-sessions/session-forms";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { chooseLiveSession } from "~/modules/registration/choose-live-session.server";
import { getRegistrationSession } from "~/modules/registration/get-registration-session.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";
import { sendSessionReminders } from "~/modules/registration/session-reminders.server";
import { moveRegistration } from "~/modules/rosters/move-registration.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: "192.0.2.7",
};

let day = 0;
/** A session form for a new, distinct day in 2027 (each test schedules its own sessions). */
function sessionForm(courseId: string, capacity = 10) {
  day += 1;
  const date = new Date(Date.UTC(2027, 0, 1 + day));
  return scheduleSessionSchema.parse({
    courseId,
    day: date.toISOString().slice(0, 10),
    time: "13:00",
    timeZone: "America/New_York",
    durationMinutes: "60",
    capacity: String(capacity),
    presenter: "",
    label: "",
    joinUrl: "https://meet.example.com/x",
  });
}

/** The SEQUENCE and DTSTART of an invite as attached, unfolded. */
function inviteOf(message: { attachments: { content: string }[] } | undefined) {
  const ics = (message?.attachments[0]?.content ?? "").replace(/\r\n /g, "");
  return {
    sequence: Number(/SEQUENCE:(\d+)/.exec(ics)?.[1] ?? Number.NaN),
    start: /DTSTART:(\w+)/.exec(ics)?.[1],
    uid: /UID:([^\r]+)/.exec(ics)?.[1],
    method: /METHOD:(\w+)/.exec(ics)?.[1],
  };
}

describe.each(DATABASE_KINDS)("moving a registration to another session on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const mail = { baseUrl: "http://localhost:3000", organizerEmail: "support@lexedgecle.com" };
  const deps = () => ({ mailer: buyers.mailer(), provider: buyers.provider, ...mail });

  async function schedule(courseId = SPLASH_COURSE_ID, capacity = 10) {
    const scheduled = await scheduleSession(
      buyers.db,
      SUPPORT,
      sessionForm(courseId, capacity),
      NOW,
    );
    if (!scheduled.ok) throw new Error(scheduled.reason);
    return scheduled.sessionId;
  }

  async function sessionRow(sessionId: string) {
    const [row] = await buyers.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
    if (!row) throw new Error("no session");
    return row;
  }

  /** A paid seat in `sessionId`, through the real order and settlement. */
  async function paidSeat(sessionId: string) {
    const uid = await buyers.newUser();
    const created = await buyers.order(uid, { liveSessionId: sessionId });
    if (!created.ok) throw new Error(created.message);
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    return { uid, orderId: created.orderId, registrationId: `${uid}_${SPLASH_COURSE_ID}` };
  }

  async function registration(id: string) {
    const [row] = await buyers.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, id));
    return row;
  }

  const mailsOf = (uid: string, template: string) =>
    buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, template)))
      .orderBy(emailOutbox.createdAt);

  async function seatsIn(sessionId: string) {
    const rows = await buyers.db
      .select({ id: courseRegistrations.id })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.liveSessionId, sessionId));
    return rows.length;
  }

  async function cancelKeeping(sessionId: string) {
    const cancelled = await cancelSession(
      buyers.db,
      deps(),
      SUPPORT,
      sessionId,
      {
        version: (await sessionRow(sessionId)).version,
        reason: "The presenter is ill.",
        paidSeats: "keep",
      },
      NOW,
    );
    if (!cancelled.ok) throw new Error(cancelled.reason);
  }

  it("moves a paid place: seats follow, the order follows, audited, mailed an invite that outranks the last one", async () => {
    const from = await schedule();
    const to = await schedule();
    const seat = await paidSeat(from);
    // Staff moved the old session once: the attendee's calendar holds SEQUENCE 1.
    const old = await sessionRow(from);
    const saved = await saveSession(
      buyers.db,
      deps(),
      SUPPORT,
      from,
      sessionIntents.save.parse({
        version: String(old.version),
        day: "2027-03-30",
        time: "13:00",
        timeZone: "America/New_York",
        durationMinutes: "60",
        capacity: "10",
        presenter: "",
        label: "",
        joinUrl: "https://meet.example.com/x",
      }),
      NOW,
    );
    expect(saved).toMatchObject({ ok: true, moved: true });
    const before = inviteOf((await mailsOf(seat.uid, "session-moved"))[0]);
    expect(before.sequence).toBe(1);
    await buyers.db
      .update(courseRegistrations)
      .set({ reminderSentAt: NOW })
      .where(eq(courseRegistrations.id, seat.registrationId));

    const moved = await moveRegistration(
      buyers.db,
      { mailer: buyers.mailer(), ...mail },
      SUPPORT,
      {
        uid: seat.uid,
        registrationId: seat.registrationId,
        sessionId: to,
        reason: "Asked by phone: a hearing.",
      },
      NOW,
    );
    expect(moved).toMatchObject({ ok: true, sequence: 2 });
    expect(await seatsIn(from)).toBe(0);
    expect(await seatsIn(to)).toBe(1);
    expect(await registration(seat.registrationId)).toMatchObject({
      liveSessionId: to,
      reminderSentAt: null,
    });
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, seat.orderId));
    expect(order?.liveSessionId).toBe(to);

    const [entry] = (
      await listAuditLog(
        buyers.db,
        { record: seat.registrationId, action: "registration.move" },
        null,
      )
    ).entries;
    expect(entry).toMatchObject({
      actorEmail: "support@example.com",
      reason: "Asked by phone: a hearing.",
      before: { liveSessionId: from, startsAt: "2027-03-30T17:00:00.000Z" },
      after: { liveSessionId: to, inviteSequence: 2 },
    });

    const [message] = await mailsOf(seat.uid, "registration-moved");
    const invite = inviteOf(message);
    expect(invite.method).toBe("PUBLISH");
    expect(invite.uid).toBe(before.uid);
    expect(invite.sequence).toBeGreaterThan(before.sequence);
    const target = await sessionRow(to);
    expect(invite.start).toBe(
      target.startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, ""),
    );
    expect(message?.subject).toMatch(/^Your live webcast: /);

    // The calendar file on the dashboard, and a later reschedule of the new session, keep rising.
    const download = await getRegistrationSession(buyers.db, seat.uid, SPLASH_COURSE_ID);
    expect((download?.sequence ?? 0) + (download?.sequenceOffset ?? 0)).toBe(2);
    const rescheduled = await saveSession(
      buyers.db,
      deps(),
      SUPPORT,
      to,
      sessionIntents.save.parse({
        version: String(target.version),
        day: "2027-04-06",
        time: "13:00",
        timeZone: "America/New_York",
        durationMinutes: "60",
        capacity: "10",
        presenter: "",
        label: "",
        joinUrl: "https://meet.example.com/x",
      }),
      NOW,
    );
    expect(rescheduled).toMatchObject({ ok: true, told: 1 });
    const movedMails = await mailsOf(seat.uid, "session-moved");
    expect(inviteOf(movedMails.at(-1)).sequence).toBe(3);

    // The reminder follows the new session (the day before its start).
    const dayBefore = new Date(Date.UTC(2027, 3, 5, 18));
    expect(await sendSessionReminders(buyers.db, buyers.mailer(), mail, dayBefore)).toBe(1);
    const [reminder] = await mailsOf(seat.uid, "session-reminder");
    expect(reminder?.subject).toContain("April 6");
  });

  it("refuses a full, ended, cancelled or other course's session, writing nothing", async () => {
    const soon = await schedule();
    const from = await schedule();
    const full = await schedule(SPLASH_COURSE_ID, 1);
    const cancelled = await schedule();
    const elsewhere = await schedule(FEATURED_COURSE_ID);
    const seat = await paidSeat(from);
    await paidSeat(full);
    await cancelKeeping(cancelled);
    const soonStart = (await sessionRow(soon)).startsAt;
    const auditBefore = await buyers.db.select().from(staffAuditLog);
    const mailBefore = await buyers.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.uid, seat.uid));

    const attempt = (sessionId: string, now = NOW) =>
      moveRegistration(
        buyers.db,
        { mailer: buyers.mailer(), ...mail },
        SUPPORT,
        { uid: seat.uid, registrationId: seat.registrationId, sessionId, reason: "A test" },
        now,
      );
    expect(await attempt(full)).toEqual({ ok: false, status: 409, message: MOVE_MESSAGES.full });
    expect(await attempt(cancelled)).toEqual({
      ok: false,
      status: 409,
      message: MOVE_MESSAGES.cancelled,
    });
    expect(await attempt(elsewhere)).toEqual({
      ok: false,
      status: 409,
      message: MOVE_MESSAGES.otherCourse,
    });
    expect(await attempt("no-such-session")).toMatchObject({ ok: false, status: 404 });
    // Another attendee's page cannot move this place.
    expect(
      await moveRegistration(
        buyers.db,
        { mailer: buyers.mailer(), ...mail },
        SUPPORT,
        { uid: "someone-else", registrationId: seat.registrationId, sessionId: soon, reason: "A" },
        NOW,
      ),
    ).toEqual({ ok: false, status: 404, message: MOVE_MESSAGES.noRegistration });
    expect(await attempt(from)).toMatchObject({ ok: false, status: 409 });
    // Once `soon` has ended (and `from`, later, has not begun).
    const afterSoon = new Date(soonStart.getTime() + 2 * 3_600_000);
    expect((await sessionRow(from)).startsAt > afterSoon).toBe(true);
    expect(await attempt(soon, afterSoon)).toEqual({
      ok: false,
      status: 409,
      message: MOVE_MESSAGES.notUpcoming,
    });

    expect(await registration(seat.registrationId)).toMatchObject({ liveSessionId: from });
    expect(await seatsIn(full)).toBe(1);
    expect(await seatsIn(from)).toBe(1);
    expect(await buyers.db.select().from(staffAuditLog)).toHaveLength(auditBefore.length);
    expect(
      await buyers.db.select().from(emailOutbox).where(eq(emailOutbox.uid, seat.uid)),
    ).toHaveLength(mailBefore.length);
  });

  it("lets an attendee whose session was cancelled choose another on the dashboard", async () => {
    const from = await schedule();
    const to = await schedule();
    const seat = await paidSeat(from);
    await cancelKeeping(from);
    expect(await registration(seat.registrationId)).toMatchObject({ liveSessionId: null });
    const cancelInvite = inviteOf((await mailsOf(seat.uid, "session-cancelled"))[0]);
    expect(cancelInvite.method).toBe("CANCEL");

    const dashboard = await loadDashboard(buyers.db, seat.uid, NOW);
    const listed = dashboard.registrations.find((row) => row.courseId === SPLASH_COURSE_ID);
    expect(listed?.live).toBeNull();
    expect(listed?.sessionChoices?.map((choice) => choice.id)).toContain(to);
    expect(listed?.sessionChoices?.map((choice) => choice.id)).not.toContain(from);
    expect(dashboard.next.map((step) => step.action)).toContain("Choose another session");

    const chosen = await chooseLiveSession(
      buyers.db,
      { mailer: buyers.mailer(), ...mail },
      seat.uid,
      { courseId: SPLASH_COURSE_ID, sessionId: to },
      NOW,
    );
    expect(chosen).toMatchObject({ ok: true, from: null });
    expect(await seatsIn(to)).toBe(1);
    const [message] = await mailsOf(seat.uid, "registration-moved");
    const invite = inviteOf(message);
    expect(invite.method).toBe("PUBLISH");
    expect(invite.uid).toBe(cancelInvite.uid);
    expect(invite.sequence).toBe(cancelInvite.sequence + 1);
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, seat.orderId));
    expect(order?.liveSessionId).toBe(to);
    const after = await loadDashboard(buyers.db, seat.uid, NOW);
    const row = after.registrations.find((item) => item.courseId === SPLASH_COURSE_ID);
    expect(row?.live?.sessionId).toBe(to);
    expect(row?.sessionChoices).toBeNull();

    // Once placed, the attendee cannot choose again (staff move them).
    const again = await chooseLiveSession(
      buyers.db,
      { mailer: buyers.mailer(), ...mail },
      seat.uid,
      { courseId: SPLASH_COURSE_ID, sessionId: from },
      NOW,
    );
    expect(again).toEqual({ ok: false, status: 409, message: MOVE_MESSAGES.hasSession });
  });

  it("gives the last seat to one of two attendees choosing at once; the other is told it has gone", async () => {
    const from = await schedule();
    const last = await schedule(SPLASH_COURSE_ID, 1);
    const seats = [await paidSeat(from), await paidSeat(from)];
    await cancelKeeping(from);
    const results = await Promise.all(
      seats.map((seat) =>
        chooseLiveSession(
          buyers.db,
          { mailer: buyers.mailer(), ...mail },
          seat.uid,
          { courseId: SPLASH_COURSE_ID, sessionId: last },
          NOW,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 409,
      message: MOVE_MESSAGES.full,
    });
    expect(await seatsIn(last)).toBe(1);
    const mails = await buyers.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          inArray(
            emailOutbox.uid,
            seats.map((seat) => seat.uid),
          ),
          eq(emailOutbox.template, "registration-moved"),
        ),
      );
    expect(mails).toHaveLength(1);
  });
});
