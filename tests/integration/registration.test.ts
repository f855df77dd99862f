import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { courseRegistrations } from "~/db/schema/registrations";
import { registerForCourse } from "~/modules/registration/register-for-course.server";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

const COURSE_NAME = "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";

describe.each(DATABASE_KINDS)("course registration on %s", (kind) => {
  let database: TestDatabase;
  let counter = 0;
  const options = { baseUrl: "http://localhost:3000", organizerEmail: "support@lexedgecle.com" };
  const details = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    state: "new-york",
    attendLiveWebcast: true,
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date("2026-11-22T12:00:00Z"));
  });
  afterAll(() => database?.destroy());

  const mailer = () => outboxMailer(database.db);
  async function newUser() {
    counter += 1;
    const id = `reg-${kind}-${counter}`;
    await database.db.insert(user).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
    return { id };
  }
  const register = (who: { id: string } | null, courseId = FEATURED_COURSE_ID, extra = {}) =>
    registerForCourse(
      database.db,
      { mailer: mailer(), ...options },
      { user: who, courseId, details: { ...details, ...extra } },
    );

  it("needs a signed-in user and a free, published course", async () => {
    expect(await register(null)).toEqual({
      ok: false,
      status: 401,
      message: REGISTRATION_MESSAGES.signedOut,
    });
    const someone = await newUser();
    expect(await register(someone, SPLASH_COURSE_ID)).toMatchObject({
      ok: false,
      message: REGISTRATION_MESSAGES.notOpen,
    });
    expect(await register(someone, "no-such-course")).toMatchObject({ ok: false, status: 404 });
  });

  it("writes course_registrations/{uid}_{courseId} with the spec's fields, a seat and a confirmation with a calendar invitation", async () => {
    const someone = await newUser();
    expect(await register(someone)).toEqual({
      ok: true,
      registrationId: `${someone.id}_${FEATURED_COURSE_ID}`,
    });
    const [row] = await database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, someone.id));
    expect(row).toMatchObject({
      id: `${someone.id}_${FEATURED_COURSE_ID}`,
      courseId: FEATURED_COURSE_ID,
      courseName: COURSE_NAME,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      state: "new-york",
      attendLiveWebcast: true,
      liveSessionId: "ai-legal-tools-live-0502",
    });
    expect(Math.abs((row?.registeredAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.uid, someone.id));
    expect(mail?.subject).toBe(`You are registered: ${COURSE_NAME}`);
    expect(mail?.attachments[0]).toMatchObject({ filename: "live-webcast.ics" });
    expect(mail?.attachments[0]?.content).toContain("DTSTART:20270502T170000Z");
  });

  it("refuses a second registration with the form's message", async () => {
    const someone = await newUser();
    await register(someone);
    expect(await register(someone)).toEqual({
      ok: false,
      status: 409,
      message: REGISTRATION_MESSAGES.alreadyRegistered(COURSE_NAME),
    });
  });

  it("lets only one of two simultaneous submits through", async () => {
    const someone = await newUser();
    const results = await Promise.all([register(someone), register(someone), register(someone)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((r) => !r.ok)) {
      expect([
        REGISTRATION_MESSAGES.alreadyRegistered(COURSE_NAME),
        REGISTRATION_MESSAGES.duplicateBeforeWrite(COURSE_NAME),
      ]).toContain((result as { message: string }).message);
    }
    const [rows] = await database.db
      .select({ n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, someone.id));
    expect(rows?.n).toBe(1);
  });

  it("never gives the last live seat twice; a full session still allows the recording", async () => {
    const sessionId = "ai-legal-tools-live-0502";
    const [taken] = await database.db
      .select({ n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.liveSessionId, sessionId));
    await database.db
      .update(liveSessions)
      .set({ capacity: (taken?.n ?? 0) + 1 })
      .where(eq(liveSessions.id, sessionId));
    const racers = await Promise.all([newUser(), newUser(), newUser()]);
    const results = await Promise.all(racers.map((racer) => register(racer)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      results.filter((result) => !result.ok).map((r) => (r as { message: string }).message),
    ).toEqual([REGISTRATION_MESSAGES.liveFull, REGISTRATION_MESSAGES.liveFull]);
    const late = racers.find((_, index) => !results[index]?.ok);
    if (!late) throw new Error("no late racer");
    expect(await register(late, FEATURED_COURSE_ID, { attendLiveWebcast: false })).toMatchObject({
      ok: true,
    });
    const [recording] = await database.db
      .select()
      .from(courseRegistrations)
      .where(
        and(
          eq(courseRegistrations.uid, late.id),
          eq(courseRegistrations.courseId, FEATURED_COURSE_ID),
        ),
      );
    expect(recording).toMatchObject({ attendLiveWebcast: false, liveSessionId: null });
  });
});

describe("enrolments for the header", () => {
  it("lists only the user's own, most recently opened first", async () => {
    const { listEnrolments } = await import("~/modules/learning/list-enrolments.server");
    const { enrolments } = await import("~/db/schema/learning");
    const database = await createTestDatabase("pglite");
    try {
      await seedDatabase(database.db);
      await database.db.insert(user).values([
        { id: "e1", name: "E One", email: "e1@example.com" },
        { id: "e2", name: "E Two", email: "e2@example.com" },
      ]);
      await database.db.insert(enrolments).values([
        {
          id: "e1_a",
          uid: "e1",
          courseId: "ethics-of-ai-in-legal-practice",
          courseName: "Ethics of AI in Legal Practice",
          progress: 23,
          lastAccessed: new Date("2026-11-01"),
        },
        {
          id: "e1_b",
          uid: "e1",
          courseId: SPLASH_COURSE_ID,
          courseName: "AI and the Law",
          progress: 65,
          lastAccessed: new Date("2026-11-20"),
        },
        {
          id: "e2_a",
          uid: "e2",
          courseId: SPLASH_COURSE_ID,
          courseName: "AI and the Law",
          progress: 5,
        },
      ]);
      const list = await listEnrolments(database.db, "e1");
      expect(list.map((item) => [item.courseName, item.progress])).toEqual([
        ["AI and the Law", 65],
        ["Ethics of AI in Legal Practice", 23],
      ]);
    } finally {
      await database.destroy();
    }
  });
});
