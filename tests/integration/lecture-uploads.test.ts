import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { courseRegistrations } from "~/db/schema/registrations";
import { createCourse } from "~/modules/course-editing/save-course.server";
import { courseMediaPath } from "~/modules/learning/course-media.server";
import { loadCoursePlayer } from "~/modules/learning/load-course-player.server";
import { acceptLectureFile, type FinishedUpload } from "~/modules/media/accept-lecture-file.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { handoutMaterialId } from "~/modules/media/read-lecture-files.server";
import { removeHandout } from "~/modules/media/remove-handout.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as materialLoader } from "../../app/routes/courses/course-material";
import { loader as mediaLoader } from "../../app/routes/media/course-media";
import { seedDatabase } from "../../server/seed-database";
import { captionsText, makePdf, makeVideo, putInStore } from "../setup/lecture-media";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

const SEEDED = COURSES.find(
  (course) => course.status === "published" && COURSE_MEDIA[course.id] !== undefined,
);
if (!SEEDED) throw new Error("no seeded course with media");
const COURSE_ID = SEEDED.id;

const workDir = mkdtempSync(path.join(os.tmpdir(), "lecture-uploads-"));
let video40: string;
let video10: string;
let pdf: string;
beforeAll(() => {
  video40 = makeVideo(workDir, "lecture.mp4", 40);
  video10 = makeVideo(workDir, "short.mp4", 10);
  pdf = makePdf(workDir, "handout.pdf");
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

type RouteArgs = Parameters<typeof mediaLoader>[0];
type Member = Awaited<ReturnType<typeof signUpMember>>;

describe.each(DATABASE_KINDS)("lecture uploads on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let store: MediaStore;
  let manager: StaffActor;
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

  it("takes a video: its length from ffprobe, held for its captions on a course on sale, then the course's media, new codes, the old one replaced, an audit entry", async () => {
    const course = async () =>
      (await database.db.select().from(courses).where(eq(courses.id, COURSE_ID)))[0];
    const before = await course();
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
      },
    });
    if (!first.ok) return;
    // Its poster, one frame made with ffmpeg, kept in the media store beside it; its
    // public preview, the default two minutes, here the whole 40 seconds (decision 0030).
    expect(first.file.posterKey).toBe(`${first.file.storageKey}.poster.webp`);
    expect(first.file.previewKey).toBe(`${first.file.storageKey}.preview-40s.mp4`);
    // The course is on sale: nothing changes until the video's captions arrive (decision 0035).
    expect((await course())?.version).toBe(before?.version);
    const takeCaptions = async (name: string) => {
      const vtt = path.join(workDir, `${kind}-${name}`);
      writeFileSync(vtt, `\uFEFF${captionsText(20)}`);
      return acceptLectureFile(
        deps(),
        manager,
        upload(await stored(vtt, ".vtt"), { kind: "captions", fileName: name }),
      );
    };
    expect(await takeCaptions("captions.vtt")).toMatchObject({
      ok: true,
      waiting: "ended",
      checkpoints: "replaced",
      file: { contentType: "text/vtt" },
    });
    const after = await course();
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.media?.durationSeconds).toBe(40);
    expect(after?.media?.previewSeconds).toBe(40);
    expect(after?.media?.chapters.length).toBeGreaterThan(0);
    expect(after?.media?.chapters.every((chapter) => chapter.startSeconds < 40)).toBe(true);
    const codes = await lectureCodes(COURSE_ID);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.atSeconds).toBeGreaterThanOrEqual(32);
    expect(codes[0]?.atSeconds).toBeLessThanOrEqual(35);

    // An attorney sees the code; a second video, with its captions, replaces the first but keeps the codes.
    const viewer = await signUpMember(context, `${kind}-viewer`);
    await database.db
      .insert(attendanceCodeEntries)
      .values({ uid: viewer.user.id, checkpointId: codes[0]?.id ?? "", revealedAt: new Date() });
    const second = await acceptLectureFile(deps(), manager, upload(await stored(video40, ".mp4")));
    expect(second).toMatchObject({ ok: true, waiting: "started" });
    expect(await takeCaptions("captions-2.vtt")).toMatchObject({ ok: true, checkpoints: "kept" });
    const rows = await database.db
      .select()
      .from(lectureFiles)
      .where(and(eq(lectureFiles.courseId, COURSE_ID), eq(lectureFiles.kind, "video")));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.replacedAt === null)).toHaveLength(1);
    const audit = await listAuditLog(database.db, { record: COURSE_ID }, null);
    expect(audit.entries[0]).toMatchObject({
      action: "media.upload-captions",
      actorEmail: manager.email,
      actorRoles: ["course_manager"],
      before: { video: { id: first.file.id }, media: { durationSeconds: 40 } },
      after: { video: { id: second.ok ? second.file.id : "" }, checkpoints: "kept" },
    });
    // The same upload handed over twice is taken once.
    if (!second.ok) return;
    const again = await acceptLectureFile(deps(), manager, upload(second.file.storageKey));
    expect(again).toMatchObject({ ok: true, file: { id: second.file.id } });
  });

  it("refuses by content: a PDF named .mp4, a too-short video, captions with a bad line", async () => {
    const rowsBefore = await database.db
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.courseId, COURSE_ID));
    const renamed = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(pdf, ".mp4"), { fileName: "lecture.mp4" }),
    );
    expect(renamed).toEqual({
      ok: false,
      status: 415,
      message:
        "This file is not a video in MP4 or WebM format: it is a PDF document, whatever its name says.",
    });
    const short = await acceptLectureFile(deps(), manager, upload(await stored(video10, ".mp4")));
    expect(short).toMatchObject({ ok: false, status: 422 });
    if (!short.ok) expect(short.message).toMatch(/at least 30 seconds/);

    const bad = path.join(workDir, `${kind}-bad.vtt`);
    writeFileSync(
      bad,
      "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello\n\n00:00:05 --> 00:00:09.000\nOops\n",
    );
    const refused = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(bad, ".vtt"), { kind: "captions", fileName: "bad.vtt" }),
    );
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (!refused.ok)
      expect(refused.message).toMatch(/^The captions are not valid WebVTT\. Line 6:/);

    const late = path.join(workDir, `${kind}-late.vtt`);
    writeFileSync(late, captionsText(50));
    const tooLong = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(late, ".vtt"), { kind: "captions", fileName: "late.vtt" }),
    );
    expect(tooLong).toMatchObject({ ok: false, status: 422 });
    if (!tooLong.ok) expect(tooLong.message).toMatch(/after the end of the lecture video \(0:40\)/);
    const refusedRows = await database.db
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.courseId, COURSE_ID));
    expect(refusedRows).toHaveLength(rowsBefore.length);
  });

  it("serves the uploaded lecture to registered attorneys with ranges, never to visitors", async () => {
    const attorney = await signUpMember(context, `${kind}-registered`);
    await register(attorney, COURSE_ID, SEEDED.title);
    expect((await ask("lecture.mp4")).status).toBe(401);
    const visitor = await signUpMember(context, `${kind}-visitor`);
    expect((await ask("lecture.mp4", { cookie: visitor.cookie })).status).toBe(403);
    const whole = await ask("lecture.mp4", { cookie: attorney.cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const size = Number(whole.headers.get("content-length"));
    await whole.body?.cancel();
    const part = await ask("lecture.mp4", { cookie: attorney.cookie, range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await ask("lecture.mp4", { cookie: attorney.cookie, range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    // The bundled WebM belongs to the bundled recording; the captions served are the uploaded ones.
    expect((await ask("lecture.webm", { cookie: attorney.cookie })).status).toBe(404);
    expect(await (await ask("captions.vtt", { cookie: attorney.cookie })).text()).not.toBe(
      readFileSync(courseMediaPath(COURSE_ID, "captions.vtt"), "utf8"),
    );
    // The uploaded lecture's poster is a frame inside its public preview: anyone sees it.
    const shown = await ask("poster.webp", { cookie: visitor.cookie });
    expect(shown.status).toBe(200);
    await shown.body?.cancel();
    const poster = await ask("poster.webp", { cookie: attorney.cookie });
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await poster.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    const player = await loadCoursePlayer(database.db, attorney.user.id, COURSE_ID);
    expect(player?.media.poster).toMatch(
      new RegExp(`^/media/courses/${COURSE_ID}/poster\\.webp\\?v=[a-z0-9]{20}$`),
    );
    // The public preview is cut from the uploaded lecture, not the bundled recording's.
    expect((await ask("preview.webm")).status).toBe(404);
    const preview = await ask("preview.mp4");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("video/mp4");
    await preview.body?.cancel();
  });

  it("refuses a handout that only begins like a PDF (HTML after %PDF-, or cut short)", async () => {
    const html = path.join(workDir, `${kind}-page.pdf`);
    writeFileSync(html, "%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n");
    const cut = path.join(workDir, `${kind}-cut.pdf`);
    writeFileSync(cut, readFileSync(pdf).subarray(0, -40));
    for (const file of [html, cut]) {
      const refused = await acceptLectureFile(
        deps(),
        manager,
        upload(await stored(file, ".pdf"), { kind: "handout", fileName: "h.pdf", title: "H" }),
      );
      expect(refused).toEqual({
        ok: false,
        status: 422,
        message:
          "This file is not a valid PDF: it begins like one, but the cross-reference table and trailer a PDF ends with are missing or damaged. Save it as a PDF again and upload that.",
      });
    }
  });

  it("lists an uploaded handout in the materials, downloads it as a PDF, and removes it", async () => {
    const accepted = await acceptLectureFile(
      deps(),
      manager,
      upload(await stored(pdf, ".pdf"), {
        kind: "handout",
        fileName: "../Checklist.pdf",
        title: "Checklist",
      }),
    );
    expect(accepted).toMatchObject({
      ok: true,
      file: { fileName: "Checklist.pdf", title: "Checklist" },
    });
    if (!accepted.ok) return;
    const materialId = handoutMaterialId(accepted.file.id);
    const [course] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(course?.materials).toContainEqual({ id: materialId, title: "Checklist" });

    const reader = await signUpMember(context, `${kind}-reader`);
    await database.db.insert(courseRegistrations).values({
      id: `${reader.user.id}_${COURSE_ID}`,
      uid: reader.user.id,
      courseId: COURSE_ID,
      courseName: SEEDED.title,
      firstName: "Ada",
      lastName: "Lovelace",
      email: reader.email,
      state: "new-york",
    });
    const member = await signUpMember(context, `${kind}-not-registered`);
    const download = (cookie: string) =>
      materialLoader({
        request: browserRequest(`/courses/${COURSE_ID}/materials/${materialId}`, { cookie }),
        params: { courseId: COURSE_ID, materialId },
        context,
      } as unknown as Parameters<typeof materialLoader>[0]);
    expect((await download(member.cookie)).status).toBe(403);
    const pdfResponse = await download(reader.cookie);
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    expect(pdfResponse.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Checklist\.pdf"/,
    );
    expect(new TextDecoder().decode(await pdfResponse.arrayBuffer())).toMatch(/^%PDF-/);

    const removed = await removeHandout(database.db, manager, COURSE_ID, accepted.file.id);
    expect(removed).toEqual({ ok: true, title: "Checklist" });
    const [after] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    expect(after?.materials.some((material) => material.id === materialId)).toBe(false);
    expect(await removeHandout(database.db, manager, COURSE_ID, accepted.file.id)).toMatchObject({
      ok: false,
    });
  });

  it("takes a first video for a new course: one chapter, the whole of a short one as preview", async () => {
    await createCourse(database.db, manager, {
      slug: `${kind}-uploaded-course`,
      title: "Uploaded course",
      categorySlug: SEEDED.categorySlug,
      format: "on_demand",
    });
    const key = `uploads/${kind}-stream.mp4`;
    await store.write(key, Readable.from([Buffer.from("not a video at all")]), "video/mp4");
    const refused = await acceptLectureFile(deps(), manager, {
      ...upload(key),
      courseId: `${kind}-uploaded-course`,
    });
    expect(refused).toMatchObject({ ok: false, status: 415 });
    const accepted = await acceptLectureFile(deps(), manager, {
      ...upload(await stored(video40, ".mp4")),
      courseId: `${kind}-uploaded-course`,
    });
    expect(accepted.ok).toBe(true);
    const [course] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.id, `${kind}-uploaded-course`));
    expect(course?.media).toEqual({
      durationSeconds: 40,
      previewSeconds: 40,
      chapters: [{ title: "Lecture", startSeconds: 0 }],
    });
  });
});
