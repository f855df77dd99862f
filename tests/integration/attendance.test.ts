import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MEDIA } from "~/content/course-media";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { courseRegistrations } from "~/db/schema/registrations";
import { ATTENDANCE_MESSAGES } from "~/modules/attendance/attendance-messages";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { CERTIFICATE_MESSAGES } from "~/modules/certificates/certificate-messages";
import {
  certificateEligibility,
  certificatePdf,
  getCertificate,
  issueCertificates,
} from "~/modules/certificates/certificates.server";
import { openEnrolment, recordProgress } from "~/modules/learning/player-progress.server";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { loader as verifyLoader } from "~/routes/certificates/verify";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext, outboxMailer } from "../setup/test-services";
import { pdfText } from "../support/pdf-text";

const COURSE = "persuasive-brief-writing-ai";
const LIVE_COURSE = "competence-confidentiality-candor-ai";
const START = new Date("2026-11-23T15:00:00Z");
const seconds = (n: number) => new Date(START.getTime() + n * 1000);

describe.each(DATABASE_KINDS)("attendance, codes and certificates on %s", (kind) => {
  let database: TestDatabase;
  const mailer = () => outboxMailer(database.db);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  async function attorney(courseId = COURSE, liveSessionId: string | null = null) {
    const uid = `att-${randomUUID().slice(0, 12)}`;
    await database.db
      .insert(user)
      .values({ id: uid, name: "Zoë O'Connor", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: registrationId(uid, courseId),
      uid,
      courseId,
      courseName: courseId,
      firstName: "Zoë",
      lastName: "O'Connor",
      email: `${uid}@example.com`,
      state: "new-york",
      attendLiveWebcast: liveSessionId !== null,
      liveSessionId,
    });
    return uid;
  }

  async function lectureCheckpoints(courseId = COURSE) {
    return database.db
      .select()
      .from(attendanceCheckpoints)
      .where(
        and(
          eq(attendanceCheckpoints.courseId, courseId),
          isNull(attendanceCheckpoints.liveSessionId),
        ),
      )
      .orderBy(attendanceCheckpoints.position);
  }

  /** Plays from `from` to `to` seconds at normal speed, reporting every 5 s. */
  async function watch(uid: string, from: number, to: number, clockStart: number) {
    const reveals: { position: number; code: string }[] = [];
    let last = null;
    await recordProgress(
      database.db,
      uid,
      COURSE,
      { position: from, watching: false },
      seconds(clockStart),
    );
    for (let at = from + 5, clock = clockStart + 5; ; at += 5, clock += 5) {
      const position = Math.min(at, to);
      last = await recordProgress(
        database.db,
        uid,
        COURSE,
        { position, watching: true },
        seconds(clock),
      );
      reveals.push(...(last?.reveals ?? []));
      if (position >= to) return { last, reveals, clock };
    }
  }

  it("places the lecture's codes by the rule and keeps them on the server", async () => {
    const duration = COURSE_MEDIA[COURSE]?.durationSeconds ?? 0;
    const points = await lectureCheckpoints();
    expect(points).toHaveLength(1);
    const [point] = points;
    // A short lecture with one code: 10–20 % of its length before the end.
    expect(point?.atSeconds).toBeGreaterThanOrEqual(Math.ceil(duration * 0.8));
    expect(point?.atSeconds).toBeLessThanOrEqual(Math.floor(duration * 0.9));
    expect(point?.code).toMatch(/^[A-Z0-9]{6}$/);
    // Re-seeding never moves or changes them.
    await seedDatabase(database.db, START);
    expect(await lectureCheckpoints()).toEqual(points);
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
    const uid = await attorney();
    expect(
      await recordProgress(database.db, uid, COURSE, { position: 5, watching: true }, START),
    ).toBeNull();
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const { last } = await watch(uid, 0, 30, 0);
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
    const uid = await attorney();
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const [checkpoint] = await lectureCheckpoints();
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
    const first = await watch(uid, 0, duration, 10);
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
    const uid = await attorney();
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
    const uid = await attorney(LIVE_COURSE, session.id);
    const outsider = await attorney(LIVE_COURSE, null);
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

  it("issues a certificate per chosen state with every required field, e-mails it, and verifies it", async () => {
    const uid = await attorney();
    const course = (await database.db.select().from(courses).where(eq(courses.id, COURSE)))[0];
    if (!course) throw new Error("no course");
    await openEnrolment(database.db, uid, course, START);
    const duration = COURSE_MEDIA[COURSE]?.durationSeconds ?? 0;
    const input = {
      uid,
      email: `${uid}@example.com`,
      courseId: COURSE,
      typedName: "zoe  o'connor",
      accountName: "Zoë O'Connor",
    };

    // Not before the course is watched and its code entered.
    expect(
      await issueCertificates(
        database.db,
        mailer(),
        { baseUrl: "https://cle.test" },
        { ...input, states: ["new-york"] },
      ),
    ).toMatchObject({ ok: false, status: 409 });
    const { reveals, clock } = await watch(uid, 0, duration, 0);
    const code = reveals[0]?.code ?? "";
    expect((await enterAttendanceCode(database.db, uid, COURSE, code, seconds(clock + 5))).ok).toBe(
      true,
    );

    await database.db.insert(barAdmissions).values([
      { id: randomUUID(), uid, state: "new-york", barNumber: "NY-4412078" },
      { id: randomUUID(), uid, state: "illinois", barNumber: "6312345" },
    ]);
    const eligibility = await certificateEligibility(database.db, uid, COURSE, seconds(clock + 10));
    expect(eligibility).toMatchObject({
      eligible: true,
      format: "self-study",
      codes: { entered: 1, total: 1 },
    });
    expect(
      eligibility?.states.filter((state) => state.admitted).map((state) => state.slug),
    ).toEqual(["new-york", "illinois"]);

    // Bad input: no state, an unknown state, no name.
    const issue = (states: string[], typedName = input.typedName) =>
      issueCertificates(
        database.db,
        mailer(),
        { baseUrl: "https://cle.test" },
        { ...input, states, typedName },
        seconds(clock + 20),
      );
    expect(await issue([])).toMatchObject({ ok: false, field: "states" });
    expect(await issue(["atlantis"])).toMatchObject({ ok: false, field: "states" });
    expect(await issue(["new-york"], " ")).toMatchObject({ ok: false, field: "typedName" });
    // Another person's name is refused: the certificate carries the account's name.
    expect(await issue(["new-york"], "Someone Else")).toMatchObject({
      ok: false,
      status: 400,
      field: "typedName",
      message: CERTIFICATE_MESSAGES.nameMismatch("Zoë O'Connor"),
    });
    expect(await database.db.select().from(certificates).where(eq(certificates.uid, uid))).toEqual(
      [],
    );

    // Submitted twice at once (a double click): two certificates, and both answers name them.
    const [first, second] = await Promise.all([
      issue(["new-york", "illinois"]),
      issue(["new-york", "illinois"]),
    ]);
    if (!first.ok || !second.ok) throw new Error("not issued");
    const result = first.issued.length > 0 ? first : second;
    const other = result === first ? second : first;
    expect(result.issued).toHaveLength(2);
    expect(other.issued).toEqual([]);
    expect([...other.existing].sort()).toEqual([...result.issued].sort());
    // Asking again issues nothing new.
    expect(await issue(["new-york"])).toMatchObject({
      ok: true,
      issued: [],
      existing: [expect.any(String)],
    });

    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.uid, uid));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual([
      "application/pdf",
      "application/pdf",
    ]);
    expect(
      Buffer.from(mail[0]?.attachments[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const newYork = await getCertificate(database.db, result.issued[0] ?? "");
    if (!newYork) throw new Error("certificate missing");
    expect(newYork.stateSlug).toBe("new-york");
    const text = (await pdfText(await certificatePdf(newYork, "https://cle.test"))).pages.join(" ");
    for (const field of [
      "Certificate of Attendance",
      "Zoë O'Connor",
      "NY-4412078",
      "New York",
      "LexEdge CLE",
      "Persuasive Brief Writing with AI Assistants",
      "NY-26-0010",
      "On-Demand",
      "1.0",
      "General",
      "50 minutes",
      "1 of 1",
      "I affirm that I personally watched the whole",
      newYork.id,
      `https://cle.test/certificates/${newYork.id}`,
    ]) {
      expect(text, field).toContain(field);
    }

    // The verification page: genuine for a real number, 404 for a forged one.
    const context = createTestContext(database);
    const genuine = await verifyLoader({
      request: browserRequest(`/certificates/${newYork.id}`),
      params: { certificateId: newYork.id },
      context,
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]);
    expect(genuine.certificate).toMatchObject({
      attorneyName: "Zoë O'Connor",
      stateName: "New York",
      approvalNumber: "NY-26-0010",
      barNumber: "•••••••078",
    });
    for (const forged of ["LX-AAAA-AAAA-AAAA", "LX-123", "../etc/passwd", "x".repeat(500)]) {
      await expect(
        verifyLoader({
          request: browserRequest(`/certificates/${encodeURIComponent(forged)}`),
          params: { certificateId: forged },
          context,
          unstable_pattern: "",
        } as unknown as Parameters<typeof verifyLoader>[0]),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
    // Typed in lower case: sent to the printed number.
    const typed = newYork.id.toLowerCase();
    const redirected = await verifyLoader({
      request: browserRequest(`/certificates/${typed}`),
      params: { certificateId: typed },
      context,
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]).catch((thrown: unknown) => thrown);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).status).toBe(301);
    expect((redirected as Response).headers.get("Location")).toBe(`/certificates/${newYork.id}`);
  });

  it("says 'approval pending' rather than promising credit where the state has not approved", async () => {
    const pendingCourse = "prompting-ai-legal-work-workshop";
    const uid = `att-${randomUUID().slice(0, 12)}`;
    await database.db
      .insert(user)
      .values({ id: uid, name: "Sam Lee", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: registrationId(uid, pendingCourse),
      uid,
      courseId: pendingCourse,
      courseName: pendingCourse,
      firstName: "Sam",
      lastName: "Lee",
      email: `${uid}@example.com`,
      state: "new-york",
    });
    const eligibility = await certificateEligibility(database.db, uid, pendingCourse, START);
    expect(eligibility?.states.find((state) => state.slug === "new-york")).toMatchObject({
      approvalStatus: "pending",
      approvalNumber: null,
    });
    expect(eligibility?.eligible).toBe(false);
  });
});
