import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { user } from "~/db/schema/auth";
import { lectureFiles } from "~/db/schema/media";
import { createUploadHandler } from "~/modules/media/create-upload-handler.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import {
  MAX_UNFINISHED_UPLOADS,
  TOO_MANY_UPLOADS_MESSAGE,
  UNFINISHED_UPLOAD_LIFETIME_MS,
} from "~/modules/media/unfinished-uploads.server";
import { grantStaffRole } from "~/modules/staff/grant-staff-role.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { refuseCrossSiteWrites } from "../../server/http-security";
import { seedDatabase } from "../../server/seed-database";
import { makePdf, makeVideo } from "../setup/lecture-media";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, TEST_BASE_URL } from "../setup/test-services";

const SHELL: StaffActor = { id: null, email: "shell:ops@host", roles: [], ipAddress: null };
const COURSE_ID =
  COURSES.find((course) => course.status === "published" && COURSE_MEDIA[course.id])?.id ?? "";

const workDir = mkdtempSync(path.join(os.tmpdir(), "lecture-endpoint-"));
let video: Buffer;
let pdf: Buffer;
beforeAll(() => {
  video = readFileSync(makeVideo(workDir, "lecture.webm", 40));
  pdf = readFileSync(makePdf(workDir, "handout.pdf"));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}

describe.each(DATABASE_KINDS)("the tus upload endpoint on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let server: Server;
  let base: string;
  let dataDir: string;
  let clockOffsetMs = 0;
  const cookies: Record<"manager" | "otherManager" | "support" | "attorney", string> = {
    manager: "",
    otherManager: "",
    support: "",
    attorney: "",
  };

  const send = (
    address: string,
    init: { method: string; cookie?: string; headers?: Record<string, string>; body?: Buffer },
  ) =>
    fetch(new URL(address, base), {
      method: init.method,
      headers: {
        "Tus-Resumable": "1.0.0",
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
      ...(init.body ? { body: new Uint8Array(init.body) } : {}),
    });
  const create = (cookie: string | undefined, size: number, fields: Record<string, string>) =>
    send("/staff/uploads", {
      method: "POST",
      ...(cookie ? { cookie } : {}),
      headers: { "Upload-Length": String(size), "Upload-Metadata": metadata(fields) },
    });
  const patch = (location: string, cookie: string, offset: number, body: Buffer, extra = {}) =>
    send(location, {
      method: "PATCH",
      cookie,
      headers: {
        "Content-Type": "application/offset+octet-stream",
        "Upload-Offset": String(offset),
        ...extra,
      },
      body,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    dataDir = path.join(workDir, kind);
    const base0 = createTestContext(database);
    context = {
      ...base0,
      services: {
        ...base0.services,
        config: { ...base0.services.config, dataDir },
        mediaStore: createLocalMediaStore(path.join(dataDir, "media")),
      },
    };
    for (const [name, role] of [
      ["manager", "course_manager"],
      ["otherManager", "course_manager"],
      ["support", "support"],
      ["attorney", null],
    ] as const) {
      const member = await signUpMember(context, `${kind}-tus-${name}`);
      await database.db
        .update(user)
        .set({ emailVerified: true })
        .where(eq(user.id, member.user.id));
      if (role) await grantStaffRole(database.db, SHELL, member.email, role);
      cookies[name] = member.cookie;
    }
    // The clock unfinished uploads expire by, moved by the tests (never slept through).
    const handler = await createUploadHandler(context.services, {
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    const app = express();
    app.use(refuseCrossSiteWrites({ baseUrl: TEST_BASE_URL }));
    app.use((req, res, next) => {
      if (req.path.startsWith("/staff/uploads")) handler(req, res).catch(next);
      else next();
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.destroy();
  });

  it("takes a video in two PATCHes, resumable from the offset HEAD reports, and processes it", async () => {
    const created = await create(cookies.manager, video.length, {
      courseId: COURSE_ID,
      kind: "video",
      filename: "C:\\Users\\me\\Lecture.webm",
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(video.length / 2);
    const first = await patch(location, cookies.manager, 0, video.subarray(0, half));
    expect(first.status).toBe(204);
    const head = await send(location, { method: "HEAD", cookie: cookies.manager });
    expect(head.headers.get("upload-offset")).toBe(String(half));
    // Another staff member cannot resume it.
    const stranger = await send(location, { method: "HEAD", cookie: cookies.otherManager });
    expect(stranger.status).toBe(403);
    const rest = await patch(location, cookies.manager, half, video.subarray(half));
    expect(rest.status).toBe(204);
    const id = location.split("/").pop() ?? "";
    const [row] = await database.db
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.storageKey, `uploads/${id}`));
    expect(row).toMatchObject({
      kind: "video",
      contentType: "video/webm",
      durationSeconds: 40,
      fileName: "Lecture.webm",
      sizeBytes: video.length,
    });
  });

  it("refuses a PDF sent as a video once it arrives, with the reason, and deletes it", async () => {
    const created = await create(cookies.manager, pdf.length, {
      courseId: COURSE_ID,
      kind: "video",
      filename: "lecture.mp4",
    });
    const location = created.headers.get("location") ?? "";
    const answer = await patch(location, cookies.manager, 0, pdf);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toMatch(
      /is not a video in MP4 or WebM format: it is a PDF document/,
    );
    const id = location.split("/").pop() ?? "";
    expect(existsSync(path.join(dataDir, "media", "uploads", id))).toBe(false);
    expect((await send(location, { method: "HEAD", cookie: cookies.manager })).status).toBe(404);
  });

  it("refuses the signed-out (401), attorneys and other staff (403), in plain words", async () => {
    const fields = { courseId: COURSE_ID, kind: "handout", filename: "a.pdf", title: "A" };
    const anonymous = await create(undefined, pdf.length, fields);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe("Sign in to the staff console first.\n");
    for (const cookie of [cookies.attorney, cookies.support]) {
      const refused = await create(cookie, pdf.length, fields);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect((await create(cookies.manager, pdf.length, fields)).status).toBe(201);
  });

  it("refuses at creation: too large for its kind (413), a deferred length, an unknown course or kind", async () => {
    const tooLarge = await create(cookies.manager, 3 * 1024 * 1024, {
      courseId: COURSE_ID,
      kind: "captions",
      filename: "captions.vtt",
    });
    expect(tooLarge.status).toBe(413);
    const deferred = await send("/staff/uploads", {
      method: "POST",
      cookie: cookies.manager,
      headers: {
        "Upload-Defer-Length": "1",
        "Upload-Metadata": metadata({ courseId: COURSE_ID, kind: "video", filename: "v.mp4" }),
      },
    });
    expect(deferred.status).toBe(400);
    const noCourse = await create(cookies.manager, 10, {
      courseId: "no-such-course",
      kind: "video",
      filename: "v.mp4",
    });
    expect(noCourse.status).toBe(404);
    const noKind = await create(cookies.manager, 10, {
      courseId: COURSE_ID,
      kind: "slides",
      filename: "v.mp4",
    });
    expect(noKind.status).toBe(400);
    const noTitle = await create(cookies.manager, 10, {
      courseId: COURSE_ID,
      kind: "handout",
      filename: "h.pdf",
    });
    expect(noTitle.status).toBe(400);
  });

  it("refuses a PATCH from another site", async () => {
    const created = await create(cookies.manager, pdf.length, {
      courseId: COURSE_ID,
      kind: "handout",
      filename: "h.pdf",
      title: "Handout",
    });
    const location = created.headers.get("location") ?? "";
    const crossSite = await patch(location, cookies.manager, 0, pdf, {
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const head = await send(location, { method: "HEAD", cookie: cookies.manager });
    expect(head.headers.get("upload-offset")).toBe("0");
  });

  it("limits unfinished uploads per person (429, in plain words); expired ones no longer count", async () => {
    const fields = { courseId: COURSE_ID, kind: "handout", filename: "h.pdf", title: "Handout" };
    for (let held = 0; held < MAX_UNFINISHED_UPLOADS; held++) {
      expect((await create(cookies.otherManager, pdf.length, fields)).status).toBe(201);
    }
    const refused = await create(cookies.otherManager, pdf.length, fields);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(`${TOO_MANY_UPLOADS_MESSAGE}\n`);
    // Another person's uploads are theirs to count.
    expect((await create(cookies.manager, pdf.length, fields)).status).toBe(201);
    clockOffsetMs = UNFINISHED_UPLOAD_LIFETIME_MS + 60_000;
    try {
      expect((await create(cookies.otherManager, pdf.length, fields)).status).toBe(201);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("answers a resume after a day without progress with 410 and deletes it; progress restarts the day", async () => {
    const created = await create(cookies.manager, pdf.length, {
      courseId: COURSE_ID,
      kind: "handout",
      filename: "h.pdf",
      title: "Handout",
    });
    const location = created.headers.get("location") ?? "";
    const id = location.split("/").pop() ?? "";
    const bytes = path.join(dataDir, "media", "uploads", id);
    clockOffsetMs = UNFINISHED_UPLOAD_LIFETIME_MS - 60_000;
    try {
      expect((await patch(location, cookies.manager, 0, pdf.subarray(0, 100))).status).toBe(204);
      // A day after its creation, but not after its last progress: still there.
      clockOffsetMs = UNFINISHED_UPLOAD_LIFETIME_MS + 60_000;
      const head = await send(location, { method: "HEAD", cookie: cookies.manager });
      expect(head.headers.get("upload-offset")).toBe("100");
      clockOffsetMs = 2 * UNFINISHED_UPLOAD_LIFETIME_MS;
      const expired = await send(location, { method: "HEAD", cookie: cookies.manager });
      expect(expired.status).toBe(410);
      expect(existsSync(bytes)).toBe(false);
      expect(existsSync(`${bytes}.json`)).toBe(false);
      const again = await send(location, { method: "HEAD", cookie: cookies.manager });
      expect(again.status).toBe(404);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
