import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { courseRegistrations } from "~/db/schema/registrations";
import { changeCourseStatus } from "~/modules/course-editing/change-course-status.server";
import { loadCoursePlayer } from "~/modules/learning/load-course-player.server";
import { acceptLectureFile, type FinishedUpload } from "~/modules/media/accept-lecture-file.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { listLectureFiles } from "~/modules/media/read-lecture-files.server";
import { withdrawWaitingVideo } from "~/modules/media/withdraw-waiting-video.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as mediaLoader } from "../../app/routes/media/course-media";
import { seedDatabase } from "../../server/seed-database";
import { captionsText, makeVideo, putInStore } from "../setup/lecture-media";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// Decision 0035: on a course attorneys can watch, a new video is kept
// (not served) until the captions uploaded next make both current together;
// a draft nobody is registered for takes a captionless video at once.
const SEEDED = COURSES.find(
  (course) => course.status === "published" && COURSE_MEDIA[course.id] !== undefined,
);
if (!SEEDED) throw new Error("no seeded course with media");
const COURSE_ID = SEEDED.id;
// Another published course with bundled media, made a draft nobody is registered for.
const DRAFT = COURSES.find(
  (course) =>
    course.id !== COURSE_ID &&
    course.status === "published" &&
    COURSE_MEDIA[course.id] !== undefined,
);
if (!DRAFT) throw new Error("no second seeded course with media");

const workDir = mkdtempSync(path.join(os.tmpdir(), "video-waits-"));
let video40: string;
let video50: string;
beforeAll(() => {
  video40 = makeVideo(workDir, "lecture.mp4", 40);
  video50 = makeVideo(workDir, "longer.mp4", 50);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

type RouteArgs = Parameters<typeof mediaLoader>[0];
type Member = Awaited<ReturnType<typeof signUpMember>>;

describe.each(DATABASE_KINDS)("a new video waits for its captions on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let store: MediaStore;
  let manager: StaffActor;
  /** Registered for the course, from the first test on. */
  let attorney: Member;
  let keys = 0;
  const deps = () => ({ db: database.db, store });
  const stored = async (file: string, ext: string) => {
    keys += 1;
    const key = `uploads/${kind}-${keys}${ext}`;
    await putInStore(store, key, file);
    return key;
  };
  const ask = (file: string, init: { cookie?: string; range?: string } = {}) => {
    const request = browserRequest(`/media/courses/${COURSE_ID}/${file}`, init);
    if (init.range) request.headers.set("Range", init.range);
    return mediaLoader({
      request,
      params: { courseId: COURSE_ID, file },
      context,
    } as unknown as RouteArgs);
  };
  const register = async (member: Member, courseId: string, courseName: string) => {
    await database.db.insert(courseRegistrations).values({
      id: `${member.user.id}_${courseId}`,
      uid: member.user.id,
      courseId,
      courseName,
      firstName: "Ada",
      lastName: "Lovelace",
      email: member.email,
      state: "new-york",
    });
  };
  const lectureCodes = (courseId: string) =>
    database.db
      .select()
      .from(attendanceCheckpoints)
      .where(
        and(
          eq(attendanceCheckpoints.courseId, courseId),
          isNull(attendanceCheckpoints.liveSessionId),
        ),
      )
      .orderBy(attendanceCheckpoints.atSeconds);
  const upload = (key: string, over: Partial<FinishedUpload> = {}): FinishedUpload => ({
    key,
    courseId: COURSE_ID,
    kind: "video",
    fileName: "Lecture recording.mp4",
    title: null,
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    const mediaDir = path.join(workDir, kind, "media");
    context = createTestContext(database, mediaDir);
    store = createLocalMediaStore(mediaDir);
    context.services.mediaStore = store;
    const member = await signUpMember(context, `${kind}-media-manager`);
    manager = {
      id: member.user.id,
      email: member.email,
      roles: ["course_manager"],
      ipAddress: null,
    };
  });
  afterAll(() => database?.destroy());

  it("holds a video taken into a published course until its captions arrive: the bundled lecture plays on", async () => {
    attorney = await signUpMember(context, `${kind}-registered`);
    await register(attorney, COURSE_ID, SEEDED.title);
    const [before] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    const codesBefore = await lectureCodes(COURSE_ID);
    const bundled = await ask("lecture.mp4", { cookie: attorney.cookie });
    expect(bundled.status).toBe(200);
    const bundledSize = bundled.headers.get("content-length");
    await bundled.body?.cancel();

    const first = await acceptLectureFile(deps(), manager, upload(await stored(video40, ".mp4")));
    expect(first).toMatchObject({
      ok: true,
      waiting: "started",
      file: {
        kind: "video",
        contentType: "video/mp4",
        durationSeconds: 40,
        fileName: "Lecture recording.mp4",
        uploadedBy: manager.id,
        waitingForCaptions: true,
      },
    });
    if (!first.ok) return;
    expect(first).not.toHaveProperty("checkpoints");
    // Its poster and preview are made now, to go live with it (decision 0030).
    expect(first.file.posterKey).toBe(`${first.file.storageKey}.poster.webp`);
    expect(first.file.previewKey).toBe(`${first.file.storageKey}.preview-40s.mp4`);
    // Nothing served changed: the course's media, version and codes are the bundled lecture's.
    const [after] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(after?.version).toBe(before?.version);
    expect(after?.media).toEqual(before?.media);
    expect(await lectureCodes(COURSE_ID)).toEqual(codesBefore);
    const still = await ask("lecture.mp4", { cookie: attorney.cookie });
    expect(still.status).toBe(200);
    expect(still.headers.get("content-length")).toBe(bundledSize);
    await still.body?.cancel();
    const captions = await ask("captions.vtt", { cookie: attorney.cookie });
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    const player = await loadCoursePlayer(database.db, attorney.user.id, COURSE_ID);
    expect(player?.media.poster ?? "").not.toMatch(/\?v=/);
    // The editor lists it apart, waiting.
    const listed = await listLectureFiles(database.db, COURSE_ID);
    expect(listed.video).toBeNull();
    expect(listed.waitingVideo).toMatchObject({ id: first.file.id, durationSeconds: 40 });
    const audit = await listAuditLog(database.db, { record: COURSE_ID }, null);
    expect(audit.entries[0]).toMatchObject({
      action: "media.upload-video",
      actorEmail: manager.email,
      actorRoles: ["course_manager"],
      after: { waiting: { id: first.file.id, durationSeconds: 40 } },
    });

    // A second video replaces the waiting one; the same upload handed over twice is taken once.
    const second = await acceptLectureFile(deps(), manager, upload(await stored(video40, ".mp4")));
    expect(second).toMatchObject({ ok: true, waiting: "started" });
    if (!second.ok) return;
    const rows = await database.db
      .select()
      .from(lectureFiles)
      .where(and(eq(lectureFiles.courseId, COURSE_ID), eq(lectureFiles.kind, "video")));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.replacedAt === null).map((row) => row.id)).toEqual([
      second.file.id,
    ]);
    expect((await listAuditLog(database.db, { record: COURSE_ID }, null)).entries[0]).toMatchObject(
      {
        before: { waiting: { id: first.file.id } },
        after: { waiting: { id: second.file.id } },
      },
    );
    const again = await acceptLectureFile(deps(), manager, upload(second.file.storageKey));
    expect(again).toMatchObject({ ok: true, file: { id: second.file.id } });
  });

  it("takes captions for the waiting video and makes both current in one step: its length, new codes, served", async () => {
    const [before] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    const waiting = (await listLectureFiles(database.db, COURSE_ID)).waitingVideo;
    const vtt = path.join(workDir, `${kind}-good.vtt`);
    writeFileSync(vtt, `\uFEFF${captionsText(20)}`);
    const captions = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(vtt, ".vtt"), { kind: "captions", fileName: "captions.vtt" }),
    );
    expect(captions).toMatchObject({
      ok: true,
      waiting: "ended",
      checkpoints: "replaced",
      file: { contentType: "text/vtt" },
    });
    const [after] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.media?.durationSeconds).toBe(40);
    // Its public preview: the default two minutes, here the whole 40 seconds (decision 0030).
    expect(after?.media?.previewSeconds).toBe(40);
    expect(after?.media?.chapters.length).toBeGreaterThan(0);
    expect(after?.media?.chapters.every((chapter) => chapter.startSeconds < 40)).toBe(true);
    const codes = await lectureCodes(COURSE_ID);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.atSeconds).toBeGreaterThanOrEqual(32);
    expect(codes[0]?.atSeconds).toBeLessThanOrEqual(35);
    const listed = await listLectureFiles(database.db, COURSE_ID);
    expect(listed.waitingVideo).toBeNull();
    expect(listed.video?.id).toBe(waiting?.id);
    expect((await listAuditLog(database.db, { record: COURSE_ID }, null)).entries[0]).toMatchObject(
      {
        action: "media.upload-captions",
        before: { media: { durationSeconds: before?.media?.durationSeconds } },
        after: {
          file: { kind: "captions" },
          video: { id: waiting?.id, durationSeconds: 40 },
          media: { durationSeconds: 40 },
          checkpoints: "replaced",
        },
      },
    );
    const served = await ask("captions.vtt", { cookie: attorney.cookie });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain("First, the rules.");

    // A longer replacement waits too; its captions are checked against its own
    // length (50 s), not the current lecture's (40 s), and keep the codes an
    // attorney has seen.
    await database.db
      .insert(attendanceCodeEntries)
      .values({ uid: attorney.user.id, checkpointId: codes[0]?.id ?? "", revealedAt: new Date() });
    const longer = await acceptLectureFile(deps(), manager, upload(await stored(video50, ".mp4")));
    expect(longer).toMatchObject({ ok: true, waiting: "started", file: { durationSeconds: 50 } });
    const beyond = path.join(workDir, `${kind}-beyond.vtt`);
    writeFileSync(beyond, captionsText(55));
    const refused = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(beyond, ".vtt"), { kind: "captions", fileName: "beyond.vtt" }),
    );
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (!refused.ok) expect(refused.message).toMatch(/after the end of the lecture video \(0:50\)/);
    const fitting = path.join(workDir, `${kind}-fitting.vtt`);
    writeFileSync(fitting, captionsText(45));
    expect(
      await acceptLectureFile(
        deps(),
        manager,
        upload(await stored(fitting, ".vtt"), { kind: "captions", fileName: "fitting.vtt" }),
      ),
    ).toMatchObject({ ok: true, waiting: "ended", checkpoints: "kept" });
    const [longest] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(longest?.media?.durationSeconds).toBe(50);
    expect(await lectureCodes(COURSE_ID)).toEqual(codes);
  });

  it("a draft takes a captionless video at once, as before, and is not published until captions come", async () => {
    // A draft nobody is registered for: nobody watches its lecture.
    await database.db.update(courses).set({ status: "draft" }).where(eq(courses.id, DRAFT.id));
    const version = async () =>
      (await database.db.select().from(courses).where(eq(courses.id, DRAFT.id)))[0]?.version ?? 0;
    const before = await version();
    const video = await acceptLectureFile(deps(), manager, {
      ...upload(await stored(video40, ".mp4")),
      courseId: DRAFT.id,
    });
    expect(video).toMatchObject({ ok: true, checkpoints: "replaced" });
    expect(video).not.toHaveProperty("waiting");
    expect(await version()).toBe(before + 1);
    const listed = await listLectureFiles(database.db, DRAFT.id);
    expect(listed).toMatchObject({ waitingVideo: null, captions: null });
    expect(listed.video?.durationSeconds).toBe(40);
    const refused = await changeCourseStatus(database.db, manager, {
      courseId: DRAFT.id,
      change: "publish",
      version: await version(),
    });
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      message:
        "Before it can be published, the course needs captions for its lecture video (upload a WebVTT file).",
    });
    const vtt = path.join(workDir, `${kind}-draft.vtt`);
    writeFileSync(vtt, captionsText(20));
    const captions = await acceptLectureFile(deps(), manager, {
      ...upload(await stored(vtt, ".vtt"), { kind: "captions", fileName: "captions.vtt" }),
      courseId: DRAFT.id,
    });
    expect(captions).toMatchObject({ ok: true, file: { contentType: "text/vtt" } });
    expect(captions).not.toHaveProperty("waiting");
    expect(
      await changeCourseStatus(database.db, manager, {
        courseId: DRAFT.id,
        change: "publish",
        version: await version(),
      }),
    ).toMatchObject({ ok: true });
  });

  it("a course unpublished while attorneys are registered still holds a new video for its captions", async () => {
    await database.db.update(courses).set({ status: "draft" }).where(eq(courses.id, COURSE_ID));
    const current = (await listLectureFiles(database.db, COURSE_ID)).video;
    const held = await acceptLectureFile(deps(), manager, upload(await stored(video40, ".mp4")));
    expect(held).toMatchObject({ ok: true, waiting: "started" });
    expect((await listLectureFiles(database.db, COURSE_ID)).video?.id).toBe(current?.id);
    // Publishing looks at the lecture that plays, which has its captions.
    const [course] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(
      await changeCourseStatus(database.db, manager, {
        courseId: COURSE_ID,
        change: "publish",
        version: course?.version ?? 0,
      }),
    ).toMatchObject({ ok: true });
  });

  it("withdraws the waiting video: the current lecture plays on, its files leave the media store", async () => {
    const waiting = await acceptLectureFile(deps(), manager, upload(await stored(video50, ".mp4")));
    if (!waiting.ok) throw new Error(waiting.message);
    const keys = [waiting.file.storageKey, waiting.file.posterKey, waiting.file.previewKey];
    expect(keys.every((key) => key !== null)).toBe(true);
    for (const key of keys) expect(await store.stat(key ?? "")).not.toBeNull();
    const current = (await listLectureFiles(database.db, COURSE_ID)).video;
    const [before] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    const codesBefore = await lectureCodes(COURSE_ID);
    const playing = await ask("lecture.mp4", { cookie: attorney.cookie });
    const playingSize = playing.headers.get("content-length");
    await playing.body?.cancel();

    // Another course's id, or a file that is not the waiting video, withdraws nothing.
    expect(await withdrawWaitingVideo(deps(), manager, DRAFT.id, waiting.file.id)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await withdrawWaitingVideo(deps(), manager, COURSE_ID, current?.id ?? "")).toMatchObject(
      { ok: false, status: 409 },
    );

    expect(await withdrawWaitingVideo(deps(), manager, COURSE_ID, waiting.file.id)).toEqual({
      ok: true,
      fileName: "Lecture recording.mp4",
      deleted: true,
    });
    const listed = await listLectureFiles(database.db, COURSE_ID);
    expect(listed.waitingVideo).toBeNull();
    expect(listed.video?.id).toBe(current?.id);
    for (const key of keys) expect(await store.stat(key ?? "")).toBeNull();
    const rows = await database.db
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.id, waiting.file.id));
    expect(rows).toEqual([]);
    // Nothing served changed.
    const [after] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(after?.version).toBe(before?.version);
    expect(after?.media).toEqual(before?.media);
    expect(await lectureCodes(COURSE_ID)).toEqual(codesBefore);
    const still = await ask("lecture.mp4", { cookie: attorney.cookie });
    expect(still.status).toBe(200);
    expect(still.headers.get("content-length")).toBe(playingSize);
    await still.body?.cancel();
    expect((await listAuditLog(database.db, { record: COURSE_ID }, null)).entries[0]).toMatchObject(
      {
        action: "media.withdraw-video",
        actorEmail: manager.email,
        actorRoles: ["course_manager"],
        before: { waiting: { id: waiting.file.id, durationSeconds: 50 } },
      },
    );
    // A second press (another tab) is told it has gone, and writes nothing.
    expect(await withdrawWaitingVideo(deps(), manager, COURSE_ID, waiting.file.id)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await withdrawWaitingVideo(deps(), manager, "no-such-course", waiting.file.id),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
