import { and, count, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { changeCourseStatus } from "~/modules/course-editing/change-course-status.server";
import { undoCourseStatus } from "~/modules/course-editing/undo-course-status.server";
import { cancelSession } from "~/modules/live-sessions/cancel-session.server";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { scheduleSessionSchema } from "~/modules/live-sessions/session-forms";
import { tellCancelNow } from "~/modules/live-sessions/tell-cancel-now.server";
import { undoSessionCancel } from "~/modules/live-sessions/undo-session-cancel.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import * as certificateRoute from "~/routes/staff/certificate";
import * as courseStatusRoute from "~/routes/staff/course/status";
import * as sessionRoute from "~/routes/staff/live-session";
import * as orderRoute from "~/routes/staff/order";
import { signUpMember } from "../setup/sign-up-account";
import { DATABASE_KINDS } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { postTo } from "../support/route-calls";
import { NOW, seatBuyers } from "../support/seat-buyers";

// Destructive staff actions: a post without its confirmation is refused and
// writes nothing; archive, unpublish and a cancellation that kept the places
// can be undone within their time, and only while nothing else happened
// (docs/decisions/0067-confirmations-and-undo.md).

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.9",
};

const MINUTE = 60_000;

/** The mails a cancellation's audit entry keeps for its undo. */
const mailsOf = (after: unknown): string[] =>
  (after as { undo?: { mails?: string[] } } | undefined)?.undo?.mails ?? [];

describe.each(DATABASE_KINDS)("confirmations and undo on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const mail = { baseUrl: "http://localhost:3000", organizerEmail: "support@lexedgecle.com" };
  const deps = () => ({ mailer: buyers.mailer(), provider: buyers.provider, ...mail });
  let context: AppLoadContext;
  let cookie = "";

  beforeAll(async () => {
    context = createTestContext(buyers.database);
    const member = await signUpMember(context, `confirm-${kind}`);
    await buyers.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    await buyers.db
      .insert(staffRoleGrants)
      .values({ userId: member.user.id, role: "administrator" });
    cookie = member.cookie;
  });

  const auditCount = async () =>
    (await buyers.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;

  async function courseVersion() {
    const [row] = await buyers.db
      .select({ version: courses.version, status: courses.status })
      .from(courses)
      .where(eq(courses.id, SPLASH_COURSE_ID));
    if (!row) throw new Error("no splash course");
    return row;
  }

  /** A session with two paid seats, cancelled keeping the places at NOW. */
  async function cancelledSession() {
    const scheduled = await scheduleSession(
      buyers.db,
      MANAGER,
      scheduleSessionSchema.parse({
        courseId: SPLASH_COURSE_ID,
        day: "2027-03-10",
        time: "13:00",
        timeZone: "America/New_York",
        durationMinutes: "60",
        capacity: "20",
        presenter: "",
        label: "",
        joinUrl: "",
      }),
      NOW,
    );
    if (!scheduled.ok) throw new Error(scheduled.reason);
    const sessionId = scheduled.sessionId;
    for (let seat = 0; seat < 2; seat += 1) {
      const created = await buyers.order(await buyers.newUser(), { liveSessionId: sessionId });
      if (!created.ok) throw new Error(created.message);
      await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    }
    const [row] = await buyers.db
      .select({ version: liveSessions.version })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId));
    const cancelled = await cancelSession(
      buyers.db,
      deps(),
      MANAGER,
      sessionId,
      { version: row?.version ?? 0, reason: "The presenter is ill.", paidSeats: "keep" },
      NOW,
    );
    if (!cancelled.ok || !cancelled.undo) throw new Error("not cancelled with an undo");
    expect(cancelled.told).toBe(2);
    expect(cancelled.undo.until).toEqual(new Date(NOW.getTime() + 5 * MINUTE));
    return { sessionId, undo: cancelled.undo };
  }

  const sessionState = async (sessionId: string) => {
    const [session] = await buyers.db
      .select({ cancelledAt: liveSessions.cancelledAt, sequence: liveSessions.sequence })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId));
    const places = await buyers.db
      .select({ id: courseRegistrations.id })
      .from(courseRegistrations)
      .innerJoin(orders, eq(orders.id, courseRegistrations.orderId))
      .where(
        and(eq(orders.liveSessionId, sessionId), eq(courseRegistrations.liveSessionId, sessionId)),
      );
    const mails = await buyers.db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "session-cancelled"));
    return { session, places: places.length, mails };
  };

  it("refuses each destructive post without its confirmation, with a 400 and nothing written", async () => {
    const before = await auditCount();
    const { version } = await courseVersion();
    const posts = [
      postTo(
        courseStatusRoute.action,
        context,
        `/staff/courses/${SPLASH_COURSE_ID}/status`,
        { courseId: SPLASH_COURSE_ID },
        { intent: "status", change: "archive", version: String(version) },
        cookie,
      ),
      postTo(
        courseStatusRoute.action,
        context,
        `/staff/courses/${SPLASH_COURSE_ID}/status`,
        { courseId: SPLASH_COURSE_ID },
        // A stale form's field does not confirm another action.
        { intent: "delete", version: String(version), confirmed: "archive" },
        cookie,
      ),
      postTo(
        sessionRoute.action,
        context,
        `/staff/live-sessions/${buyers.launchSessionId}`,
        { sessionId: buyers.launchSessionId },
        { intent: "cancel", version: "1", reason: "A test", paidSeats: "keep" },
        cookie,
      ),
      postTo(
        orderRoute.action,
        context,
        "/staff/orders/no-such-order",
        { orderId: "no-such-order" },
        { intent: "refund", amount: "1", reason: "A test", releaseAccess: "on" },
        cookie,
      ),
      postTo(
        certificateRoute.action,
        context,
        "/staff/certificates/LX-AAAA-AAAA-AAAA",
        { certificateId: "LX-AAAA-AAAA-AAAA" },
        { intent: "revoke", reason: "A test" },
        cookie,
      ),
    ];
    for (const answer of await Promise.all(posts)) {
      expect(answer).toMatchObject({
        status: 400,
        data: { ok: false, message: expect.stringMatching(/not confirmed, so nothing was done/) },
      });
    }
    expect(await auditCount()).toBe(before);
    expect((await courseVersion()).status).toBe("published");
  });

  it("undoes an archive within five minutes, once; later or after another change it is refused", async () => {
    const { version } = await courseVersion();
    const archived = await changeCourseStatus(buyers.db, MANAGER, {
      courseId: SPLASH_COURSE_ID,
      change: "archive",
      version,
    });
    if (!archived.ok || !archived.entry || !archived.version) throw new Error("not archived");
    const offer = { courseId: SPLASH_COURSE_ID, entry: archived.entry, version: archived.version };

    // Too late: nothing changes.
    const late = await undoCourseStatus(
      buyers.db,
      MANAGER,
      offer,
      new Date(Date.now() + 5 * MINUTE + 1000),
    );
    expect(late).toMatchObject({ ok: false, reason: "invalid" });
    expect(late.ok ? "" : "message" in late ? late.message : "").toMatch(/^Too late to undo/);
    expect(await courseVersion()).toEqual({ version: archived.version, status: "archived" });

    const undone = await undoCourseStatus(buyers.db, MANAGER, offer);
    expect(undone).toMatchObject({ ok: true });
    expect(await courseVersion()).toEqual({ version: archived.version + 1, status: "published" });
    const [entry] = await buyers.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course.undo"));
    expect(entry).toMatchObject({
      recordId: SPLASH_COURSE_ID,
      before: { status: "archived" },
      after: { status: "published", undid: "course.archive" },
    });

    // The same undo again: the course has moved on since (its version).
    expect(await undoCourseStatus(buyers.db, MANAGER, offer)).toMatchObject({
      ok: false,
      reason: "overtaken",
    });
    // A publish is not undone this way.
    const { version: now } = await courseVersion();
    const unpublished = await changeCourseStatus(buyers.db, MANAGER, {
      courseId: SPLASH_COURSE_ID,
      change: "unpublish",
      version: now,
    });
    if (!unpublished.ok || !unpublished.entry || !unpublished.version) throw new Error("no");
    const republished = await changeCourseStatus(buyers.db, MANAGER, {
      courseId: SPLASH_COURSE_ID,
      change: "publish",
      version: unpublished.version,
    });
    if (!republished.ok || !republished.entry || !republished.version) throw new Error("no");
    expect(
      await undoCourseStatus(buyers.db, MANAGER, {
        courseId: SPLASH_COURSE_ID,
        entry: republished.entry,
        version: republished.version,
      }),
    ).toMatchObject({ ok: false, reason: "invalid", message: "There is no such change to undo." });
    expect((await courseVersion()).status).toBe("published");
  });

  it("undoes a cancellation before the mails go: the mails withdrawn, the places and session back", async () => {
    const { sessionId, undo } = await cancelledSession();
    const cancelledState = await sessionState(sessionId);
    expect(cancelledState.places).toBe(0);
    // The mails wait in the outbox until the undo's time ends.
    const [cancel] = await buyers.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.id, undo.entry));
    const ids = mailsOf(cancel?.after);
    const waiting = await buyers.db
      .select({ nextAttemptAt: emailOutbox.nextAttemptAt, status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids));
    expect(waiting).toEqual([
      { nextAttemptAt: undo.until, status: "pending" },
      { nextAttemptAt: undo.until, status: "pending" },
    ]);

    const undone = await undoSessionCancel(
      buyers.db,
      MANAGER,
      { sessionId, entry: undo.entry, version: undo.version },
      new Date(NOW.getTime() + 4 * MINUTE),
    );
    expect(undone).toEqual({ ok: true, withdrawn: 2, restored: 2 });
    expect(await buyers.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids))).toEqual(
      [],
    );
    const state = await sessionState(sessionId);
    expect(state.session).toEqual({ cancelledAt: null, sequence: 0 });
    expect(state.places).toBe(2);
    const [entry] = await buyers.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "session.cancel-undo"), eq(staffAuditLog.recordId, sessionId)),
      );
    expect(entry?.after).toEqual({ cancelledAt: null, mailsWithdrawn: 2, placesRestored: 2 });
  });

  it("refuses an undo after its time or once a mail has gone, and changes nothing", async () => {
    const first = await cancelledSession();
    const late = await undoSessionCancel(
      buyers.db,
      MANAGER,
      { sessionId: first.sessionId, entry: first.undo.entry, version: first.undo.version },
      new Date(NOW.getTime() + 5 * MINUTE),
    );
    expect(late).toMatchObject({ ok: false, message: expect.stringMatching(/^Too late to undo/) });

    const second = await cancelledSession();
    const [entry] = await buyers.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.id, second.undo.entry));
    const mails = mailsOf(entry?.after);
    expect(mails).toHaveLength(2);
    // One of the two mails has gone out.
    await buyers.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), attempts: 1 })
      .where(eq(emailOutbox.id, mails[0] ?? ""));
    const before = await auditCount();
    const refused = await undoSessionCancel(
      buyers.db,
      MANAGER,
      { sessionId: second.sessionId, entry: second.undo.entry, version: second.undo.version },
      new Date(NOW.getTime() + MINUTE),
    );
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too late to undo: 1 of the 2 mails/),
    });
    // Nothing half-written: still cancelled, the unsent mail still queued, no entry.
    expect(await auditCount()).toBe(before);
    const [session] = await buyers.db
      .select({ cancelledAt: liveSessions.cancelledAt })
      .from(liveSessions)
      .where(eq(liveSessions.id, second.sessionId));
    expect(session?.cancelledAt).not.toBeNull();
    const left = await buyers.db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, mails));
    expect(left.map((row) => row.status).sort()).toEqual(["pending", "sent"]);

    // Sent at once: the undo is given up.
    const third = await cancelledSession();
    expect(
      await tellCancelNow(buyers.db, buyers.mailer(), MANAGER, {
        sessionId: third.sessionId,
        entry: third.undo.entry,
      }),
    ).toEqual({ ok: true, mails: 2 });
    expect(
      await undoSessionCancel(
        buyers.db,
        MANAGER,
        { sessionId: third.sessionId, entry: third.undo.entry, version: third.undo.version },
        new Date(),
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^Too late to undo/) });
  });

  it("races two undos of one cancellation: one restores, the other is refused", async () => {
    const { sessionId, undo } = await cancelledSession();
    const at = new Date(NOW.getTime() + MINUTE);
    const input = { sessionId, entry: undo.entry, version: undo.version };
    const outcomes = await Promise.all([
      undoSessionCancel(buyers.db, MANAGER, input, at),
      undoSessionCancel(buyers.db, MANAGER, input, at),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect((await sessionState(sessionId)).places).toBe(2);
  });
});
