import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { staffRoleGrants } from "~/db/schema/staff";
import { changePreviewLength } from "~/modules/course-editing/change-preview-length.server";
import { createCourse } from "~/modules/course-editing/save-course.server";
import { loadCoursePlayer } from "~/modules/learning/load-course-player.server";
import { acceptLectureFile, type FinishedUpload } from "~/modules/media/accept-lecture-file.server";
import { previewClipKey, storePreviewClip } from "~/modules/media/make-preview-clip.server";
import type { MediaStore } from "~/modules/media/media-store";
import { probeVideo } from "~/modules/media/probe-video.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { action as courseAction } from "~/routes/staff/course/media";
import { loadCoursePage } from "../../app/routes/courses/course-page.server";
import { loader as mediaLoader } from "../../app/routes/media/course-media";
import { seedDatabase } from "../../server/seed-database";
import { captionsText, makeVideo, putInStore } from "../setup/lecture-media";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";
import { MEDIA_STORE_KINDS, openMediaWorld } from "../support/media-store-world";

// An uploaded lecture's public preview: its first minutes cut by ffmpeg
// (stream-copied), kept in the folder store or the bucket (s3rver), served to
// anyone with byte ranges, and re-cut when staff change its length.

const workDir = mkdtempSync(path.join(os.tmpdir(), "preview-clips-"));
let video130: string;
let video30: string;
beforeAll(() => {
  video130 = makeVideo(workDir, "long.mp4", 130);
  video30 = makeVideo(workDir, "short.webm", 30);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A stored clip's length as ffprobe reads it from the store (a path or a presigned URL). */
async function clipSeconds(store: MediaStore, key: string): Promise<number> {
  const probed = await probeVideo(await store.probeLocation(key));
  if (!probed.ok) throw new Error(probed.message);
  return probed.durationSeconds;
}

describe.each(MEDIA_STORE_KINDS)("preview clips in the %s store", (kind) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await openMediaWorld(kind));
  });
  afterAll(() => close());

  it("cuts the first seconds of a stored video, or all of a shorter one, beside the video", async () => {
    const mp4 = "uploads/0123456789abcdef0123456789abcdef";
    await putInStore(store, mp4, video130, "video/mp4");
    const cut = await storePreviewClip(store, { storageKey: mp4, contentType: "video/mp4" }, 15);
    expect(cut).toBe(previewClipKey(mp4, 15, "mp4"));
    expect(Math.abs((await clipSeconds(store, cut ?? "")) - 15)).toBeLessThan(0.5);

    const webm = "uploads/fedcba9876543210fedcba9876543210";
    await putInStore(store, webm, video30, "video/webm");
    const whole = await storePreviewClip(
      store,
      { storageKey: webm, contentType: "video/webm" },
      120,
    );
    expect(whole).toBe(previewClipKey(webm, 120, "webm"));
    expect(Math.abs((await clipSeconds(store, whole ?? "")) - 30)).toBeLessThan(0.5);
  });

  it("makes none (null, no error) when the file is not a video", async () => {
    const key = "uploads/00000000000000000000000000000000";
    const text = path.join(workDir, "not-a-video.txt");
    writeFileSync(text, "Not a video at all.\n");
    await putInStore(store, key, text);
    expect(
      await storePreviewClip(store, { storageKey: key, contentType: "video/mp4" }, 15),
    ).toBeNull();
  });
});

type RouteArgs = Parameters<typeof mediaLoader>[0];
const WORLDS = DATABASE_KINDS.flatMap((db) =>
  MEDIA_STORE_KINDS.map((media) => [db, media] as const),
);
const CATEGORY = COURSES[0]?.categorySlug ?? "";

describe.each(WORLDS)(
  "an uploaded lecture's public preview on %s with the %s store",
  (dbKind, mediaKind) => {
    let database: TestDatabase;
    let context: AppLoadContext;
    let store: MediaStore;
    let close: () => Promise<void>;
    const courseId = `preview-${dbKind}-${mediaKind}`;
    const manager: StaffActor = {
      id: null,
      email: "manager@example.com",
      roles: ["course_manager"],
      ipAddress: "192.0.2.7",
    };
    let keys = 0;
    const upload = async (file: string, over: Partial<FinishedUpload> = {}) => {
      keys += 1;
      const key = `uploads/${courseId}-${keys}`;
      await putInStore(store, key, file);
      return acceptLectureFile({ db: database.db, store }, manager, {
        key,
        courseId,
        kind: "video",
        fileName: "Lecture.mp4",
        title: null,
        ...over,
      });
    };
    const ask = (file: string, range?: string) => {
      const request = browserRequest(`/media/courses/${courseId}/${file}`);
      if (range) request.headers.set("Range", range);
      return mediaLoader({
        request,
        params: { courseId, file },
        context,
      } as unknown as RouteArgs);
    };
    const course = async () =>
      (await database.db.select().from(courses).where(eq(courses.id, courseId)))[0];
    const currentVideo = async () =>
      (
        await database.db.select().from(lectureFiles).where(eq(lectureFiles.courseId, courseId))
      ).find((row) => row.kind === "video" && row.replacedAt === null && !row.waitingForCaptions);
    // On a published course a new video goes live with the captions uploaded after it (decision 0035).
    const uploadCaptions = async () => {
      const file = path.join(workDir, `${courseId}-short.vtt`);
      writeFileSync(file, captionsText(20));
      return upload(file, { kind: "captions", fileName: "captions.vtt" });
    };

    beforeAll(async () => {
      database = await createTestDatabase(dbKind);
      await seedDatabase(database.db);
      const world = await openMediaWorld(mediaKind);
      store = world.store;
      close = world.close;
      context = createTestContext(database, path.join(workDir, `${dbKind}-${mediaKind}`));
      context.services.mediaStore = store;
      await createCourse(database.db, manager, {
        slug: courseId,
        title: "A lecture with a preview",
        categorySlug: CATEGORY,
        format: "on_demand",
      });
    });
    afterAll(async () => {
      await database?.destroy();
      await close?.();
    });

    it("cuts the first two minutes at acceptance and serves them to anyone, with ranges", async () => {
      const accepted = await upload(video130);
      expect(accepted.ok).toBe(true);
      const video = await currentVideo();
      expect(video?.previewKey).toBe(previewClipKey(video?.storageKey ?? "", 120, "mp4"));
      expect((await course())?.media?.previewSeconds).toBe(120);
      expect(Math.abs((await clipSeconds(store, video?.previewKey ?? "")) - 120)).toBeLessThan(1);

      // A draft's preview is nobody's business yet.
      expect((await ask("preview.mp4")).status).toBe(404);
      const captions = path.join(workDir, `${courseId}.vtt`);
      writeFileSync(
        captions,
        `${captionsText(20)}\n3\n00:02:05.000 --> 00:02:08.000\nAfter the preview.\n`,
      );
      expect(await upload(captions, { kind: "captions", fileName: "captions.vtt" })).toMatchObject({
        ok: true,
      });
      await database.db
        .update(courses)
        .set({ status: "published" })
        .where(eq(courses.id, courseId));

      const whole = await ask("preview.mp4");
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/mp4");
      expect(whole.headers.get("cache-control")).toBe("public, max-age=3600");
      const size = Number(whole.headers.get("content-length"));
      await whole.body?.cancel();
      const part = await ask("preview.mp4", "bytes=0-99");
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      // The WebM name is not this clip's; the whole lecture stays for registered attorneys.
      expect((await ask("preview.webm")).status).toBe(404);
      expect((await ask("lecture.mp4")).status).toBe(401);
      // The poster's frame (at 10 s) is inside the clip: public.
      const poster = await ask("poster.webp");
      expect(poster.status).toBe(200);
      expect(poster.headers.get("cache-control")).toBe("public, max-age=3600");
      await poster.body?.cancel();
      // The preview's captions: the lecture's, cut at the clip's end.
      const vtt = await ask("preview.vtt");
      expect(vtt.status).toBe(200);
      const cues = await vtt.text();
      expect(cues).toMatch(/^WEBVTT\n/);
      expect(cues).toContain("First, the rules.");
      expect(cues).not.toContain("After the preview.");

      const player = await loadCoursePlayer(database.db, null, courseId);
      expect(player?.media.sources).toEqual([
        {
          src: `/media/courses/${courseId}/preview.mp4?v=${video?.id}-120`,
          type: "video/mp4",
        },
      ]);
      expect(player?.media.previewSeconds).toBe(120);
      const page = await loadCoursePage(browserRequest(`/courses/${courseId}`), context, courseId, {
        preview: false,
      });
      expect(page?.course.hasPreview).toBe(true);
      expect(page?.image).toMatch(/\/poster\.webp\?v=/);
    });

    it("re-cuts the clip when staff change its length, refuses a stale save, and withdraws it at 0", async () => {
      const before = await course();
      const former = (await currentVideo())?.previewKey ?? "";
      const version = before?.version ?? 0;
      const deps = { db: database.db, store };
      expect(
        await changePreviewLength(deps, manager, courseId, {
          previewSeconds: 15,
          version: version - 1,
        }),
      ).toMatchObject({ ok: false, reason: "overtaken" });
      expect(
        await changePreviewLength(deps, manager, courseId, { previewSeconds: 15, version }),
      ).toEqual({ ok: true });
      const video = await currentVideo();
      expect(video?.previewKey).toBe(previewClipKey(video?.storageKey ?? "", 15, "mp4"));
      expect(Math.abs((await clipSeconds(store, video?.previewKey ?? "")) - 15)).toBeLessThan(0.5);
      expect(await store.stat(former)).toBeNull();
      expect((await course())?.media?.previewSeconds).toBe(15);
      const { entries } = await listAuditLog(
        database.db,
        { record: courseId, action: "course.preview" },
        null,
      );
      expect(entries[0]).toMatchObject({
        before: { previewSeconds: 120 },
        after: { previewSeconds: 15 },
      });
      expect((await ask("preview.mp4", "bytes=0-9")).status).toBe(206);

      expect(
        await changePreviewLength(deps, manager, courseId, {
          previewSeconds: 0,
          version: (await course())?.version ?? 0,
        }),
      ).toEqual({ ok: true });
      expect((await currentVideo())?.previewKey).toBeNull();
      expect((await ask("preview.mp4")).status).toBe(404);
      // The poster is no longer inside a public clip: registered attorneys only.
      expect((await ask("poster.webp")).status).toBe(403);
      expect(await loadCoursePlayer(database.db, null, courseId)).toBeNull();
      const page = await loadCoursePage(browserRequest(`/courses/${courseId}`), context, courseId, {
        preview: false,
      });
      expect(page?.course.hasPreview).toBe(false);
      expect(page?.image).toBeUndefined();

      // A replacement keeps the staff's choice (none), rather than the default.
      expect(await upload(video130)).toMatchObject({ ok: true, waiting: "started" });
      expect(await uploadCaptions()).toMatchObject({ ok: true, waiting: "ended" });
      expect((await currentVideo())?.previewKey).toBeNull();
      expect((await course())?.media?.previewSeconds).toBe(0);
    });

    it("answers the editor's form: bad input 400 beside the field, an attorney 403, a stale save 409", async () => {
      const staff = await signUpMember(context, `${dbKind}-${mediaKind}-manager`);
      await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
      await database.db
        .insert(staffRoleGrants)
        .values({ userId: staff.user.id, role: "course_manager" });
      const attorney = await signUpMember(context, `${dbKind}-${mediaKind}-attorney`);
      const post = async (form: Record<string, string>, cookie = staff.cookie) => {
        const result = await courseAction({
          request: browserRequest(`/staff/courses/${courseId}/media`, { form, cookie }),
          params: { courseId },
          context: { ...context },
        } as unknown as Parameters<typeof courseAction>[0]).catch((thrown: unknown) => thrown);
        if (result instanceof Response) return { status: result.status, data: null };
        const shaped = result as { init?: { status?: number } | null; data?: unknown };
        return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown> };
      };
      const version = String((await course())?.version ?? 0);
      for (const previewSeconds of ["", "abc", "301", "-1", "1.5"]) {
        const refused = await post({ intent: "preview", previewSeconds, version });
        expect(refused.status).toBe(400);
        expect(refused.data).toMatchObject({
          ok: false,
          errors: { previewSeconds: expect.any(String) },
        });
      }
      expect(
        (await post({ intent: "preview", previewSeconds: "30", version }, attorney.cookie)).status,
      ).toBe(403);
      const stale = await post({
        intent: "preview",
        previewSeconds: "30",
        version: String(Number(version) - 1),
      });
      expect(stale.status).toBe(409);
      expect(stale.data?.message).toMatch(/^Not saved: manager@example\.com changed this course/);
      expect((await course())?.version).toBe(Number(version));
      const saved = await post({ intent: "preview", previewSeconds: "30", version });
      expect(saved).toMatchObject({ status: 200, data: { ok: true, intent: "preview" } });
      expect((await course())?.media?.previewSeconds).toBe(30);
      expect((await ask("preview.mp4", "bytes=0-9")).status).toBe(206);
    });

    it("still takes a video ffmpeg cannot cut, without a preview", async () => {
      const broken = path.join(workDir, `${courseId}-broken.mp4`);
      // An MP4's first bytes, then nothing a decoder can use.
      writeFileSync(
        broken,
        Buffer.concat([
          Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom", "latin1"),
          Buffer.alloc(64),
        ]),
      );
      await changePreviewLength({ db: database.db, store }, manager, courseId, {
        previewSeconds: 60,
        version: (await course())?.version ?? 0,
      });
      keys += 1;
      const key = `uploads/${courseId}-${keys}`;
      await putInStore(store, key, broken);
      const accepted = await acceptLectureFile(
        {
          db: database.db,
          store,
          probe: async () => ({ ok: true, durationSeconds: 40, hasVideo: true }),
        },
        manager,
        { key, courseId, kind: "video", fileName: "Broken.mp4", title: null },
      );
      expect(accepted).toMatchObject({ ok: true, file: { previewKey: null, posterKey: null } });
      expect(await uploadCaptions()).toMatchObject({ ok: true, waiting: "ended" });
      expect((await course())?.media?.previewSeconds).toBe(0);
      expect((await ask("preview.mp4")).status).toBe(404);
    });
  },
);
