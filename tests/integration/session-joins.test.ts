import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionJoins } from "~/db/schema/attendance";
import { liveSessions } from "~/db/schema/catalogue";
import { joinLiveSession } from "~/modules/attendance/join-live-session.server";
import { listRoster } from "~/modules/rosters/list-roster.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, LIVE_COURSE, START } from "../support/attendance-fixtures";

const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const MEETING = "https://meet.example.com/j/123";

describe.each(DATABASE_KINDS)("joining a live session on %s", (kind) => {
  let database: TestDatabase;
  const sessionId = `join-session-${kind}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, minutes(-3 * 24 * 60));
    await database.db.insert(liveSessions).values({
      id: sessionId,
      courseId: LIVE_COURSE,
      startsAt: START,
      durationMinutes: 60,
      capacity: 100,
    });
  });
  afterAll(() => database?.destroy());

  const joinsOf = (uid: string) =>
    database.db.select().from(sessionJoins).where(eq(sessionJoins.uid, uid));

  it("leads only registrants to the meeting, and only once the link is set and the day has come", async () => {
    const db = database.db;
    const outsider = await attorney(db, LIVE_COURSE);
    expect(await joinLiveSession(db, outsider, sessionId, minutes(-5))).toEqual({
      ok: false,
      reason: "not-registered",
    });
    const uid = await attorney(db, LIVE_COURSE, sessionId);
    expect(await joinLiveSession(db, uid, sessionId, minutes(-5))).toMatchObject({
      ok: false,
      reason: "no-link",
    });
    await db.update(liveSessions).set({ joinUrl: MEETING }).where(eq(liveSessions.id, sessionId));
    expect(await joinLiveSession(db, uid, sessionId, minutes(-2 * 24 * 60))).toMatchObject({
      ok: false,
      reason: "too-early",
    });
    // The day before: on to the meeting, but not yet attendance.
    expect(await joinLiveSession(db, uid, sessionId, minutes(-120))).toEqual({
      ok: true,
      joinUrl: MEETING,
      counted: false,
    });
    expect(await joinsOf(uid)).toEqual([]);
    expect(await joinLiveSession(db, uid, sessionId, minutes(60))).toMatchObject({
      ok: false,
      reason: "ended",
    });
  });

  it("records the first and last join from an hour before, however many tabs open it at once", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, sessionId);
    const first = await joinLiveSession(db, uid, sessionId, minutes(-10));
    expect(first).toEqual({ ok: true, joinUrl: MEETING, counted: true });
    await Promise.all(
      [20, 21, 22].map((minute) => joinLiveSession(db, uid, sessionId, minutes(minute))),
    );
    const [row] = await joinsOf(uid);
    expect(row?.firstJoinedAt).toEqual(minutes(-10));
    expect(row?.times).toBe(4);
    expect([minutes(20), minutes(21), minutes(22)]).toContainEqual(row?.lastJoinedAt);

    // The roster says when, and counts a join as attendance.
    const attended = await listRoster(
      db,
      { kind: "session", sessionId },
      rosterFiltersSchema.parse({ attended: "yes" }),
      null,
    );
    expect(attended.rows.map((r) => [r.uid, r.joinedAt])).toEqual([[uid, minutes(-10)]]);
    const all = await listRoster(
      db,
      { kind: "session", sessionId },
      rosterFiltersSchema.parse({}),
      null,
    );
    expect(all.rows.filter((r) => r.joinedAt === null).length).toBe(all.total - 1);
  });

  it("refuses a cancelled session", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, sessionId);
    await db
      .update(liveSessions)
      .set({ cancelledAt: minutes(-60 * 24) })
      .where(eq(liveSessions.id, sessionId));
    expect(await joinLiveSession(db, uid, sessionId, minutes(-5))).toMatchObject({
      ok: false,
      reason: "cancelled",
    });
    expect(await joinsOf(uid)).toEqual([]);
  });
});
