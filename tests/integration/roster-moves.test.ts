import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import type { StaffRole } from "~/content/staff-roles";
import { user } from "~/db/schema/auth";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema } from "~/modules/live-sessions/session-forms";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";
import { listMovableRegistrations } from "~/modules/rosters/list-movable-registrations.server";
import { moveRegistration } from "~/modules/rosters/move-registration.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { action as rosterAction, loader as rosterLoader } from "~/routes/staff/roster";
import { signUpMember } from "../setup/sign-up-account";
import { DATABASE_KINDS } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";
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
      null,
    );
    expect(entries[0]).toMatchObject({
      reason: "Asked by phone",
      before: { liveSessionId: from },
      after: { liveSessionId: to },
    });
  });

  describe("the roster page", () => {
    let context: AppLoadContext;
    const cookies: Partial<Record<StaffRole, string>> = {};
    beforeAll(async () => {
      context = createTestContext(buyers.database);
      for (const role of ["administrator", "compliance_officer"] as const) {
        const member = await signUpMember(context, `roster-${role}-${kind}`);
        await buyers.db
          .update(user)
          .set({ emailVerified: true })
          .where(eq(user.id, member.user.id));
        await buyers.db.insert(staffRoleGrants).values({ userId: member.user.id, role });
        cookies[role] = member.cookie;
      }
    });

    /** What a route threw or returned: its status and data. */
    const answer = async (run: () => Promise<unknown>) => {
      const result = await run().catch((thrown: unknown) => thrown);
      if (result instanceof Response) return { status: result.status, data: null };
      const shaped = result as { init?: { status?: number } | null; data?: unknown };
      return {
        status: shaped.init?.status ?? 200,
        data: shaped.data as Record<string, unknown> | null,
      };
    };
    const route = (
      scope: string,
      scopeId: string,
      cookie: string,
      form?: Record<string, string>,
    ) => {
      const args = {
        request: browserRequest(`/staff/rosters/${scope}/${scopeId}`, {
          cookie,
          ...(form ? { form } : {}),
        }),
        params: { scope, scopeId },
        context: { ...context },
      };
      return answer(() =>
        form
          ? rosterAction(args as unknown as Parameters<typeof rosterAction>[0])
          : rosterLoader(args as unknown as Parameters<typeof rosterLoader>[0]),
      );
    };

    it("lists the session's places with the move form for those who may move them, and moves one", async () => {
      const from = await schedule();
      const to = await schedule();
      const seat = await paidSeat(from);
      const admin = cookies.administrator ?? "";
      const officer = cookies.compliance_officer ?? "";

      const page = await route("sessions", from, admin);
      expect(page.status).toBe(200);
      const movable = page.data?.movable as { id: string; choices: { id: string }[] }[];
      expect(movable.map((each) => each.id)).toEqual([seat.registrationId]);
      expect(movable[0]?.choices.map((choice) => choice.id)).toContain(to);
      // A compliance officer sees the roster, not the move.
      expect((await route("sessions", from, officer)).data?.movable).toBeNull();

      const form = {
        intent: "move",
        registrationId: seat.registrationId,
        sessionId: to,
        reason: "Asked by e-mail",
      };
      expect((await route("sessions", from, officer, form)).status).toBe(403);
      expect((await route("courses", SPLASH_COURSE_ID, admin, form)).status).toBe(404);
      expect((await route("sessions", from, admin, { ...form, reason: "" })).status).toBe(400);
      expect(await sessionOf(seat.registrationId)).toBe(from);
      const moved = await route("sessions", from, admin, form);
      expect(moved).toMatchObject({ status: 200, data: { ok: true, intent: "move" } });
      expect(await sessionOf(seat.registrationId)).toBe(to);
      // The same form again, from the old page: refused, nothing moves.
      expect((await route("sessions", from, admin, form)).status).toBe(409);
    });
  });
});
