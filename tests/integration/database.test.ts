import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_CATEGORIES, COURSES, FACULTY, SPLASH_COURSE_ID } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { user } from "~/db/schema/auth";
import { courseCategories, courses, faculty, liveSessions, states } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

describe.each(DATABASE_KINDS)("database on %s", (kind) => {
  let database: TestDatabase;
  const seededAt = new Date("2026-11-22T12:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, seededAt);
  });
  afterAll(() => database?.destroy());

  async function countRows() {
    const db = database.db;
    const [[s], [c], [f], [k], [l]] = await Promise.all([
      db.select({ n: count() }).from(states),
      db.select({ n: count() }).from(courses),
      db.select({ n: count() }).from(faculty),
      db.select({ n: count() }).from(courseCategories),
      db.select({ n: count() }).from(liveSessions),
    ]);
    return { states: s?.n, courses: c?.n, faculty: f?.n, categories: k?.n, sessions: l?.n };
  }

  it("seeds the whole catalogue from the content module", async () => {
    expect(await countRows()).toEqual({
      states: APPROVED_STATES.length,
      courses: COURSES.length,
      faculty: FACULTY.length,
      categories: COURSE_CATEGORIES.length,
      sessions: COURSES.flatMap((course) => course.liveSessions).length,
    });
    expect(APPROVED_STATES).toHaveLength(13);
    expect(COURSES.filter((course) => course.status === "upcoming")).toHaveLength(3);
    expect(COURSES.filter((course) => course.status === "published").length).toBeGreaterThanOrEqual(
      8,
    );
  });

  it("re-seeds idempotently without moving live-session dates", async () => {
    const before = await database.db.select().from(liveSessions).orderBy(liveSessions.id);
    await seedDatabase(database.db, new Date("2027-09-01T00:00:00Z"));
    await seedDatabase(database.db);
    const after = await database.db.select().from(liveSessions).orderBy(liveSessions.id);
    expect(await countRows()).toMatchObject({ courses: COURSES.length, sessions: before.length });
    expect(after.map((row) => row.startsAt.toISOString())).toEqual(
      before.map((row) => row.startsAt.toISOString()),
    );
  });

  it("schedules the splash course on the coming 05/03, 06/02 and 07/31, two of them sold out", async () => {
    const sessions = await listLiveSessions(database.db, { courseId: SPLASH_COURSE_ID });
    expect(sessions.map((session) => session.startsAt.toISOString().slice(0, 10))).toEqual([
      "2027-05-03",
      "2027-06-02",
      "2027-07-31",
    ]);
    expect(sessions.map((session) => session.soldOut)).toEqual([true, true, false]);
    expect(sessions[2]?.label).toBe("Live Course Launch");
  });

  describe("course registrations", () => {
    const courseId = SPLASH_COURSE_ID;
    const uid = `user-${kind}`;
    const base = {
      courseId,
      courseName: "AI & The Law: Essential Tools & Tactics",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      state: "new-york",
    };

    beforeAll(async () => {
      await database.db
        .insert(user)
        .values({ id: uid, name: "Ada Lovelace", email: `ada-${kind}@example.com` });
    });

    it("allows one registration per user and course, enforced by the database", async () => {
      await database.db
        .insert(courseRegistrations)
        .values({ id: `${uid}_${courseId}`, uid, ...base });
      await expect(
        database.db.insert(courseRegistrations).values({ id: `${uid}_${courseId}`, uid, ...base }),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23505" }) });
      const rows = await database.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.uid, uid));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.attendLiveWebcast).toBe(true);
    });

    it("rejects an id that is not uid_courseId", async () => {
      await expect(
        database.db.insert(courseRegistrations).values({
          id: "something-else",
          uid,
          ...base,
          courseId: "ethics-of-ai-in-legal-practice",
        }),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23514" }) });
    });

    it("counts seats taken against capacity to decide sold out", async () => {
      const [launch] = await database.db
        .select()
        .from(liveSessions)
        .where(eq(liveSessions.id, "ai-law-essentials-live-0731"));
      if (!launch) throw new Error("missing session");
      await database.db
        .update(liveSessions)
        .set({ capacity: 1 })
        .where(eq(liveSessions.id, launch.id));
      await database.db
        .update(courseRegistrations)
        .set({ liveSessionId: launch.id })
        .where(eq(courseRegistrations.uid, uid));
      const [session] = (await listLiveSessions(database.db, { courseId })).filter(
        (s) => s.id === launch.id,
      );
      expect(session).toMatchObject({ seatsTaken: 1, capacity: 1, soldOut: true });
      await database.db
        .update(liveSessions)
        .set({ capacity: launch.capacity })
        .where(eq(liveSessions.id, launch.id));
    });

    it("deletes a user's registrations with the user", async () => {
      await database.db.delete(user).where(eq(user.id, uid));
      const [left] = await database.db
        .select({ n: count() })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.uid, uid));
      expect(left?.n).toBe(0);
    });
  });

  it("answers a readiness ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    const result = await database.db.execute(sql`select 1 as one`);
    expect(result).toBeTruthy();
  });
});

describe.each(DATABASE_KINDS)("per-address attempt limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  it("allows five attempts a minute per address, counts addresses apart, and resets after the window", async () => {
    const { consumeAddressAttempt } = await import("~/modules/auth/address-rate-limit.server");
    const t0 = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await consumeAddressAttempt(database.db, "sign-in", "A@x.com", undefined, t0 + i),
      );
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await consumeAddressAttempt(database.db, "sign-in", "b@x.com", undefined, t0)).toBe(
      true,
    );
    expect(
      await consumeAddressAttempt(database.db, "password-reset", "a@x.com", undefined, t0),
    ).toBe(true);
    expect(
      await consumeAddressAttempt(database.db, "sign-in", "a@x.com", undefined, t0 + 61_000),
    ).toBe(true);
  });

  it("counts concurrent attempts exactly", async () => {
    const { consumeAddressAttempt } = await import("~/modules/auth/address-rate-limit.server");
    const t0 = 1_900_000_000_000;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        consumeAddressAttempt(database.db, "sign-in", "race@x.com", undefined, t0),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
