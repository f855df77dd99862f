import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MEDIA } from "~/content/course-media";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { ATTENDANCE_MESSAGES } from "~/modules/attendance/attendance-messages";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { openEnrolment, recordProgress } from "~/modules/learning/player-progress.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  attorney,
  COURSE,
  LIVE_COURSE,
  lectureCheckpoints,
  START,
  seconds,
  watch,
} from "../support/attendance-fixtures";

describe.each(DATABASE_KINDS)("attendance codes and watching on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("places the lecture's codes by the rule and keeps them on the server", async () => {
    const duration = COURSE_MEDIA[COURSE]?.durationSeconds ?? 0;
    const points = await lectureCheckpoints(database.db);
    expect(points).toHaveLength(1);
    const [point] = points;
    // A short lecture with one code: 10–20 % of its length before the end.
    expect(point?.atSeconds).toBeGreaterThanOrEqual(Math.ceil(duration * 0.8));
    expect(point?.atSeconds).toBeLessThanOrEqual(Math.floor(duration * 0.9));
    expect(point?.code).toMatch(/^[A-Z0-9]{6}$/);
    // Re-seeding never moves or changes them.
    await seedDatabase(database.db, START);
    expect(await lectureCheckpoints(database.db)).toEqual(points);
    // Every live session got its own codes too.
    const [live] = await database.db
      .select()
      .from(attendanceCheckpoints)
      .innerJoin(liveSessions, eq(liveSessions.id, attendanceCheckpoints.liveSessionId))
      .limit(1);
    expect(live?.attendance_checkpoints.atSeconds).toBeLessThan(
      (live?.live_sessions.durationMinutes ?? 0) * 60,
    );
  });

  it("saves progress, refuses skipping ahead on a first viewing and counts real watching time", async () => {
    const uid = await attorney(database.db);
    expect(
      await recordProgress(database.db, uid, COURSE, { position: 5, watching: true }, START),
    ).toBeNull();
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const { last } = await watch(database.db, uid, 0, 30, 0);
    expect(last?.furthestSeconds).toBe(30);
    expect(last?.watchedSeconds).toBe(30);
    // A jump to 100 s five seconds later is refused: the player is sent back.
    const jump = await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: 100, watching: true },
      seconds(40),
    );
    expect(jump?.allowedSeconds).toBeLessThan(50);
    expect(jump?.furthestSeconds).toBeLessThan(50);
    expect(jump?.reveals).toEqual([]);
    // Going back is free, and does not add watching time by itself.
    const back = await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: 10, watching: false },
      seconds(41),
    );
    expect(back?.positionSeconds).toBe(10);
    expect(back?.furthestSeconds).toBe(jump?.furthestSeconds);
    // A long gap (tab closed) starts a new stretch: no time is credited for it.
    const later = await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: 15, watching: true },
      seconds(3600),
    );
    expect(later?.watchedSeconds).toBe(back?.watchedSeconds);
    expect(later?.progress).toBeGreaterThan(0);
    expect(later?.completed).toBe(false);

    // Many quick reports, each a little ahead (a scripted scrub), gain no more than real time allows.
    const from = later?.furthestSeconds ?? 0;
    let position = later?.positionSeconds ?? 0;
    let scrub = later;
    for (let step = 1; step <= 100; step += 1) {
      position += 4;
      scrub = await recordProgress(
        database.db,
        uid,
        COURSE,
        { position, watching: step % 2 === 0 },
        new Date(seconds(3600).getTime() + step * 50),
      );
      position = scrub?.positionSeconds ?? position;
    }
    // 5 s of real time at 1.5x, plus the allowance saved up over the gap (12 s at most).
    expect(scrub?.furthestSeconds).toBeLessThanOrEqual(from + 12 + 5 * 1.5 + 1);
    expect(scrub?.reveals).toEqual([]);
  });

  it("reveals a code only when playback passes it, takes it once, and never before it was shown", async () => {
    const uid = await attorney(database.db);
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const [checkpoint] = await lectureCheckpoints(database.db);
    if (!checkpoint) throw new Error("no checkpoint");

    // The code is not accepted before the player showed it, even if someone passed it on.
    expect(
      await enterAttendanceCode(database.db, uid, COURSE, checkpoint.code, START),
    ).toMatchObject({
      ok: false,
      status: 422,
      message: ATTENDANCE_MESSAGES.codeUnknown,
    });

    const duration = COURSE_MEDIA[COURSE]?.durationSeconds ?? 0;
    const first = await watch(database.db, uid, 0, duration, 10);
    expect(first.reveals.map((reveal) => reveal.code)).toEqual([checkpoint.code]);
    expect(first.last?.completed).toBe(true);
    expect(first.last?.justCompleted).toBe(true);
    expect(first.last?.progress).toBe(100);

    // Rewatching the segment shows it again (a missed code is recovered only that way);
    // seeking across it does not.
    await recordProgress(database.db, uid, COURSE, { position: 0, watching: false }, seconds(2000));
    const seek = await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: duration, watching: true },
      seconds(2005),
    );
    expect(seek?.reveals).toEqual([]);
    await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: checkpoint.atSeconds - 4, watching: false },
      seconds(2010),
    );
    const again = await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: checkpoint.atSeconds + 1, watching: true },
      seconds(2015),
    );
    expect(again?.reveals).toEqual([{ position: 1, code: checkpoint.code }]);

    // Typed in lower case with spaces, accepted once; twice at the same moment, once.
    const [a, b] = await Promise.all([
      enterAttendanceCode(
        database.db,
        uid,
        COURSE,
        ` ${checkpoint.code.toLowerCase().slice(0, 3)} ${checkpoint.code.slice(3)}`,
        seconds(2020),
      ),
      enterAttendanceCode(database.db, uid, COURSE, checkpoint.code, seconds(2020)),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((result) => !result.ok)).toMatchObject({
      status: 409,
      message: ATTENDANCE_MESSAGES.codeAlreadyEntered,
    });
    expect([a, b].find((result) => result.ok)).toMatchObject({ entered: 1, total: 1 });
  });

  it("limits codes that match nothing", async () => {
    const uid = await attorney(database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const result = await enterAttendanceCode(database.db, uid, COURSE, `WRONG${attempt}`, START);
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await enterAttendanceCode(database.db, uid, COURSE, "", START)).toMatchObject({
      status: 400,
    });
    expect(await enterAttendanceCode(database.db, "nobody", COURSE, "ABCDEF", START)).toMatchObject(
      {
        status: 403,
      },
    );
  });

  it("takes a live session's codes only during the session and its window, from its attendees", async () => {
    const [session] = await database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.courseId, LIVE_COURSE));
    if (!session) throw new Error("no live session");
    const uid = await attorney(database.db, LIVE_COURSE, session.id);
    const outsider = await attorney(database.db, LIVE_COURSE, null);
    const codes = await database.db
      .select()
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.liveSessionId, session.id))
      .orderBy(attendanceCheckpoints.position);
    expect(codes.length).toBe(Math.ceil(session.durationMinutes / 50));
    const [firstCode, secondCode] = codes;
    if (!firstCode || !secondCode) throw new Error("expected two codes for a 90-minute session");
    const at = (minutes: number) => new Date(session.startsAt.getTime() + minutes * 60_000);

    expect(
      await enterAttendanceCode(database.db, uid, LIVE_COURSE, firstCode.code, at(-5)),
    ).toMatchObject({
      status: 422,
      message: ATTENDANCE_MESSAGES.codeTooEarly,
    });
    expect(
      await enterAttendanceCode(database.db, uid, LIVE_COURSE, firstCode.code, at(30)),
    ).toMatchObject({
      ok: true,
      entered: 1,
      total: 2,
    });
    // Another attorney registered without this session cannot use it.
    expect(
      await enterAttendanceCode(database.db, outsider, LIVE_COURSE, secondCode.code, at(60)),
    ).toMatchObject({
      status: 422,
    });
    // Not eligible before the session's end, and not after a late code.
    expect((await certificateEligibility(database.db, uid, LIVE_COURSE, at(60)))?.eligible).toBe(
      false,
    );
    const window = 60;
    expect(
      await enterAttendanceCode(
        database.db,
        uid,
        LIVE_COURSE,
        secondCode.code,
        at(session.durationMinutes + window + 1),
      ),
    ).toMatchObject({ status: 422, message: ATTENDANCE_MESSAGES.codeTooLate });
    expect(
      await enterAttendanceCode(
        database.db,
        uid,
        LIVE_COURSE,
        secondCode.code,
        at(session.durationMinutes + 10),
      ),
    ).toMatchObject({ ok: true, entered: 2, total: 2 });
    const eligibility = await certificateEligibility(
      database.db,
      uid,
      LIVE_COURSE,
      at(session.durationMinutes + 11),
    );
    expect(eligibility).toMatchObject({
      eligible: true,
      format: "live",
      codes: { entered: 2, total: 2 },
    });
  });
});
