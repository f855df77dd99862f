import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { cancelSession } from "~/modules/live-sessions/cancel-session.server";
import { loadSessionEditor } from "~/modules/live-sessions/load-session-editor.server";
import {
  PAST_START_MESSAGE,
  saveSession,
  scheduleSession,
} from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema, sessionIntents } from "~/modules/live-sessions/session-forms";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.9",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };

/** The session form as a browser posts it, parsed as the action does. */
const fields = (overrides: Record<string, string> = {}) => ({
  day: "2027-02-10",
  time: "13:00",
  timeZone: "America/Chicago",
  durationMinutes: "90",
  capacity: "40",
  presenter: "Dana Whitfield",
  label: "",
  joinUrl: "",
  ...overrides,
});

function scheduleForm(overrides: Record<string, string> = {}) {
  return scheduleSessionSchema.parse({ courseId: SPLASH_COURSE_ID, ...fields(overrides) });
}

function saveForm(version: number, overrides: Record<string, string> = {}) {
  return sessionIntents.save.parse({ version: String(version), ...fields(overrides) });
}

describe.each(DATABASE_KINDS)("live sessions staff schedule, move and cancel on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const mail = { baseUrl: "http://localhost:3000", organizerEmail: "support@lexedgecle.com" };
  const deps = () => ({ mailer: buyers.mailer(), provider: buyers.provider, ...mail });

  async function versionOf(sessionId: string) {
    const [row] = await buyers.db
      .select({ version: liveSessions.version })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId));
    return row?.version ?? 0;
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
    return { uid, orderId: created.orderId };
  }

  async function mailsOf(uids: string[], template: string) {
    return buyers.db
      .select()
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.uid, uids), eq(emailOutbox.template, template)));
  }

  it("schedules a session in the zone chosen, on sale at once, with its attendance codes", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    // 1:00 PM in Chicago in February is 19:00 UTC.
    const [row] = await buyers.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, scheduled.sessionId));
    expect(row?.startsAt.toISOString()).toBe("2027-02-10T19:00:00.000Z");
    expect(row).toMatchObject({ timeZone: "America/Chicago", presenter: "Dana Whitfield" });
    const listed = await listLiveSessions(buyers.db, { courseId: SPLASH_COURSE_ID }, NOW);
    expect(listed.map((session) => session.id)).toContain(scheduled.sessionId);
    const codes = await buyers.db
      .select()
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.liveSessionId, scheduled.sessionId));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.atSeconds < 90 * 60)).toBe(true);
    const editor = await loadSessionEditor(buyers.db, scheduled.sessionId, NOW);
    expect(editor?.fields).toMatchObject({ day: "2027-02-10", time: "13:00", capacity: "40" });

    const past = await scheduleSession(
      buyers.db,
      MANAGER,
      scheduleForm({ day: "2026-11-01" }),
      NOW,
    );
    expect(past).toEqual({
      ok: false,
      reason: "invalid",
      message: PAST_START_MESSAGE,
      field: "day",
    });
    await buyers.db
      .update(courses)
      .set({ status: "archived" })
      .where(eq(courses.id, SPLASH_COURSE_ID));
    const archived = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    expect(archived.ok).toBe(false);
    await buyers.db
      .update(courses)
      .set({ status: "published" })
      .where(eq(courses.id, SPLASH_COURSE_ID));
    const entries = await listAuditLog(buyers.db, { record: scheduled.sessionId }, null);
    expect(entries.entries.map((entry) => entry.action)).toEqual(["session.schedule"]);
  });

  it("moves a session: each registrant is mailed an invite with the same UID and a higher SEQUENCE, and the reminder is due again", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    const seats = [await paidSeat(sessionId), await paidSeat(sessionId)];
    await buyers.db
      .update(courseRegistrations)
      .set({ reminderSentAt: NOW })
      .where(eq(courseRegistrations.liveSessionId, sessionId));

    const moved = await saveSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      saveForm(await versionOf(sessionId), { day: "2027-02-17", time: "10:30" }),
      NOW,
    );
    expect(moved).toEqual({ ok: true, sessionId, moved: true, told: 2 });
    const mails = await mailsOf(
      seats.map((seat) => seat.uid),
      "session-moved",
    );
    expect(mails).toHaveLength(2);
    for (const message of mails) {
      expect(message.subject).toMatch(/^New time: /);
      // Unfolded: long lines continue on the next one after a space (RFC 5545).
      const invite = (message.attachments[0]?.content ?? "").replace(/\r\n /g, "");
      expect(invite).toContain("SEQUENCE:1\r\n");
      expect(invite).toContain("DTSTART:20270217T163000Z\r\n");
      expect(invite).toMatch(/UID:[^\r]+_[^\r]+@localhost\r\n/);
    }
    const registrations = await buyers.db
      .select({ reminderSentAt: courseRegistrations.reminderSentAt })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.liveSessionId, sessionId));
    expect(registrations).toEqual([{ reminderSentAt: null }, { reminderSentAt: null }]);
    const [entry] = (
      await listAuditLog(buyers.db, { record: sessionId, action: "session.reschedule" }, null)
    ).entries;
    expect(entry?.before).toMatchObject({ startsAt: "2027-02-10T19:00:00.000Z" });
    expect(entry?.after).toMatchObject({ startsAt: "2027-02-17T16:30:00.000Z" });

    // A change that does not move it (the presenter) tells no one.
    const edited = await saveSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      saveForm(await versionOf(sessionId), {
        day: "2027-02-17",
        time: "10:30",
        presenter: "Sam Ortega",
      }),
      NOW,
    );
    expect(edited).toEqual({ ok: true, sessionId, moved: false, told: 0 });
  });

  it("never takes the capacity below the seats taken, and refuses a save based on an older version", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    await paidSeat(sessionId);
    await paidSeat(sessionId);
    const version = await versionOf(sessionId);
    expect(
      await saveSession(
        buyers.db,
        deps(),
        MANAGER,
        sessionId,
        saveForm(version, { capacity: "1" }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      reason: "invalid",
      message: "2 seats are taken: the capacity cannot be less than 2.",
      field: "capacity",
    });
    expect(
      await saveSession(
        buyers.db,
        deps(),
        OTHER,
        sessionId,
        saveForm(version, { capacity: "2" }),
        NOW,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await saveSession(
        buyers.db,
        deps(),
        MANAGER,
        sessionId,
        saveForm(version, { capacity: "60" }),
        NOW,
      ),
    ).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    const [row] = await buyers.db
      .select({ capacity: liveSessions.capacity })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId));
    expect(row?.capacity).toBe(2);
  });

  it("cancels keeping the places: off the site, no seat sold, registrants keep the course and get a CANCEL invite", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    const seat = await paidSeat(sessionId);
    const cancelled = await cancelSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      { version: await versionOf(sessionId), reason: "The presenter is ill.", paidSeats: "keep" },
      NOW,
    );
    expect(cancelled).toEqual({
      ok: true,
      told: 1,
      undo: { entry: expect.any(Number), version: expect.any(Number), until: expect.any(Date) },
      refunded: 0,
      refundFailures: [],
    });
    const listed = await listLiveSessions(buyers.db, { courseId: SPLASH_COURSE_ID }, NOW);
    expect(listed.map((session) => session.id)).not.toContain(sessionId);
    const [registration] = await buyers.db
      .select({ liveSessionId: courseRegistrations.liveSessionId })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, seat.uid));
    expect(registration).toEqual({ liveSessionId: null });
    const [message] = await mailsOf([seat.uid], "session-cancelled");
    expect(message?.attachments[0]?.content).toContain("METHOD:CANCEL\r\n");
    expect(message?.attachments[0]?.content).toContain("STATUS:CANCELLED\r\n");
    expect(message?.text.replace(/\s+/g, " ")).toContain("is cancelled. The presenter is ill.");
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, seat.orderId));
    expect(order?.status).toBe("paid");

    // No one buys a seat in it any more, not even a buyer already at the checkout.
    const late = await buyers.order(await buyers.newUser(), { liveSessionId: sessionId });
    expect(late.ok).toBe(false);
    const again = await cancelSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      { version: await versionOf(sessionId), reason: "Twice", paidSeats: "keep" },
      NOW,
    );
    expect(again).toEqual({ ok: false, reason: "cancelled" });
  });

  it("lets a running session run longer without telling anyone, and refuses to cancel it", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    await paidSeat(sessionId);
    // Twenty minutes into the session (1:00 PM Chicago is 19:00 UTC).
    const during = new Date("2027-02-10T19:20:00Z");
    const longer = await saveSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      saveForm(await versionOf(sessionId), { durationMinutes: "120" }),
      during,
    );
    expect(longer).toEqual({ ok: true, sessionId, moved: false, told: 0 });
    const cancelled = await cancelSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      { version: await versionOf(sessionId), reason: "Too late", paidSeats: "refund" },
      during,
    );
    expect(cancelled).toEqual({
      ok: false,
      reason: "invalid",
      message: "The session has started: it can no longer be cancelled.",
    });
  });

  it("cancels with refunds: each order that bought the seat is refunded in full and its registration ends", async () => {
    const scheduled = await scheduleSession(buyers.db, MANAGER, scheduleForm(), NOW);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    const seats = [await paidSeat(sessionId), await paidSeat(sessionId)];
    const before = buyers.refunds.length;
    const cancelled = await cancelSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      {
        version: await versionOf(sessionId),
        reason: "Too few registrations.",
        paidSeats: "refund",
      },
      NOW,
    );
    expect(cancelled).toEqual({ ok: true, told: 2, undo: null, refunded: 2, refundFailures: [] });
    expect(buyers.refunds.slice(before).sort()).toEqual(
      seats.map((seat) => `cs_${seat.orderId}`).sort(),
    );
    const left = await buyers.db
      .select()
      .from(courseRegistrations)
      .where(
        inArray(
          courseRegistrations.uid,
          seats.map((seat) => seat.uid),
        ),
      );
    expect(left).toEqual([]);
    const refundedOrders = await buyers.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          seats.map((seat) => seat.orderId),
        ),
      );
    expect(refundedOrders).toEqual([{ status: "refunded" }, { status: "refunded" }]);
    const entries = await listAuditLog(buyers.db, { record: sessionId }, null);
    expect(entries.entries.map((entry) => entry.action)).toContain("session.cancel");
  });
});
