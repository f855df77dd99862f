import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/content/staff-roles";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffRoleGrants } from "~/db/schema/staff";
import { createTestProvider } from "~/modules/payments/provider.server";
import { refundOrder } from "~/modules/payments/refund-order.server";
import { registrationId } from "~/modules/registration/register-for-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as exportLoader } from "~/routes/staff/live-sessions-registrants-export";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMailer } from "../setup/test-services";
import { COURSE, START } from "../support/attendance-fixtures";
import { getFrom } from "../support/route-calls";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: null,
};

/** The CSV's lines as records keyed by the header (no cell here holds a comma). */
function readCsv(text: string) {
  const [head = "", ...lines] = text.trim().split("\r\n");
  const header = head.split(",");
  return {
    header,
    rows: lines.map((line) => {
      const cells = line.split(",");
      return Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""]));
    }),
  };
}

describe.each(DATABASE_KINDS)("the registrants of several live sessions on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let officer: string;
  let support: string;
  let courseTitle: string;
  const first = `several-first-${kind}`;
  const second = `several-second-${kind}`;
  const other = `several-other-${kind}`;

  /** An attorney registered in a session, named "<name> Several". */
  const register = async (name: string, sessionId: string, orderId: string | null = null) => {
    const uid = `several-${name.toLowerCase()}-${kind}`;
    const email = `${uid}@example.com`;
    await database.db.insert(user).values({ id: uid, name: `${name} Several`, email });
    if (orderId) {
      await database.db.insert(orders).values({
        id: orderId,
        uid,
        courseId: COURSE,
        courseName: "A course",
        liveSessionId: sessionId,
        amountCents: 14_900,
        priceKind: "member",
        status: "paid",
        provider: "test",
        idempotencyKey: orderId,
        attendee: { firstName: name, lastName: "Several", email, state: "new-york" },
        holdExpiresAt: START,
        paidAt: START,
      });
    }
    await database.db.insert(courseRegistrations).values({
      id: registrationId(uid, COURSE),
      uid,
      courseId: COURSE,
      courseName: "A course",
      firstName: name,
      lastName: "Several",
      email,
      state: "new-york",
      liveSessionId: sessionId,
      orderId,
    });
    return uid;
  };

  const staffWith = async (role: StaffRole, name: string) => {
    const staff = await signUpMember(context, `${name}-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db.insert(staffRoleGrants).values({ userId: staff.user.id, role });
    return staff.cookie;
  };

  const csv = async (query: string, cookie = officer) => {
    const answer = await getFrom(
      exportLoader,
      context,
      `/staff/live-sessions/registrants.csv?${query}`,
      {},
      cookie,
    );
    return { status: answer.status, text: (await answer.response?.text()) ?? "" };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
    await seedDatabase(database.db, START);
    const [course] = await database.db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, COURSE));
    courseTitle = course?.title ?? "";
    await database.db.insert(liveSessions).values(
      [
        { id: first, startsAt: new Date("2026-11-23T15:00:00Z") },
        { id: second, startsAt: new Date("2026-11-24T18:30:00Z") },
        { id: other, startsAt: new Date("2026-11-25T15:00:00Z") },
      ].map((session) => ({ ...session, courseId: COURSE, durationMinutes: 60, capacity: 50 })),
    );
    await register("Ann", first);
    await register("Ben", first);
    await register("Cal", first, `several-order-cal-${kind}`);
    await register("Dee", second);
    await register("Eli", other);
    officer = await staffWith("compliance_officer", "several-officer");
    support = await staffWith("support", "several-support");
    // Cal cancels: refunded with his place taken back.
    expect(
      await refundOrder(
        database.db,
        { provider: createTestProvider(), mailer: outboxMailer(database.db) },
        SUPPORT,
        {
          orderId: `several-order-cal-${kind}`,
          amountCents: 14_900,
          reason: "Cannot attend",
          releaseAccess: true,
        },
      ),
    ).toMatchObject({ ok: true });
  });
  afterAll(() => database?.destroy());

  it("exports the ticked sessions' registrants, each with its session, in one CSV", async () => {
    const answer = await csv(
      `action=export&id=${encodeURIComponent(second)}&id=${encodeURIComponent(first)}`,
    );
    expect(answer.status).toBe(200);
    const { header, rows } = readCsv(answer.text);
    expect(header.slice(0, 6)).toEqual([
      "course",
      "session start (ET)",
      "session id",
      "registration id",
      "account id",
      "first name",
    ]);
    // Session after session, soonest first; the cancelled registration and the unticked session absent.
    expect(rows.map((row) => [row["session id"], row["first name"]])).toEqual([
      [first, "Ann"],
      [first, "Ben"],
      [second, "Dee"],
    ]);
    expect(rows[0]).toMatchObject({
      course: courseTitle,
      "session start (ET)": "2026-11-23 10:00",
      "e-mail": `several-ann-${kind}@example.com`,
    });
    expect(rows[2]?.["session start (ET)"]).toBe("2026-11-24 13:30");
  });

  it("exports every session matching the list's view and search when all are chosen", async () => {
    const answer = await csv(`action=export&all=on&show=past&q=${encodeURIComponent(courseTitle)}`);
    expect(answer.status).toBe(200);
    const names = readCsv(answer.text).rows.map((row) => row["first name"]);
    expect(names).toEqual(expect.arrayContaining(["Ann", "Ben", "Dee", "Eli"]));
    expect(names).not.toContain("Cal");
  });

  it("refuses an export with nothing ticked, and staff who may not see rosters", async () => {
    const none = await csv("action=export");
    expect(none.status).toBe(400);
    expect(none.text).toContain("tick at least one session");
    expect((await csv(`action=export&id=${first}`, support)).status).toBe(403);
  });
});
