import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { courses, faculty } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { loader as imageVariantLoader } from "~/routes/media/image-variant";
import { action as courseAction } from "~/routes/staff/course/artwork";
import { action as facultyAction } from "~/routes/staff/faculty-member";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, TEST_BASE_URL } from "../setup/test-services";
import { testImage } from "../support/test-images";

// The course and faculty editors' upload forms, posted as a browser posts
// them (multipart, through the one form helper): a bad file is a 4xx with its
// message beside the file input and nothing written; a good one is served
// from the media route with its type and a year's immutable caching.

const COURSE_ID = "persuasive-brief-writing-ai";
const FACULTY_ID = "jonathan-park";

/** What a route threw or returned: a data() answer's status and body. */
async function answer(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null };
  const shaped = result as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown> };
}

/** A multipart post, as a browser sends a form with a file input. */
function multipartPost(
  pathname: string,
  cookie: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Uint8Array },
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return new Request(new URL(pathname, TEST_BASE_URL), {
    method: "POST",
    headers: { Origin: TEST_BASE_URL, Cookie: cookie, "x-client-ip": "192.0.2.11" },
    body: form,
  });
}

describe.each(DATABASE_KINDS)("the artwork and portrait forms on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let mediaDir: string;
  let manager: string;
  let attorney: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    mediaDir = await mkdtemp(path.join(tmpdir(), "cle-artwork-pages-"));
    context = createTestContext(database, mediaDir);
    const staff = await signUpMember(context, `artwork-manager-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "course_manager" });
    manager = staff.cookie;
    attorney = (await signUpMember(context, `artwork-attorney-${kind}`)).cookie;
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const course = async () => {
    const [row] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    if (!row) throw new Error("no course");
    return row;
  };
  const postArtwork = (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Uint8Array },
    cookie = manager,
  ) =>
    answer(() =>
      courseAction({
        request: multipartPost(
          `/staff/courses/${COURSE_ID}/artwork`,
          cookie,
          fields,
          file ? { field: "artwork", ...file } : undefined,
        ),
        params: { courseId: COURSE_ID },
        context: { ...context },
      } as unknown as Parameters<typeof courseAction>[0]),
    );
  const variant = (imageId: string, file: string) =>
    imageVariantLoader({
      request: new Request(new URL(`/media/images/${imageId}/${file}`, TEST_BASE_URL)),
      params: { imageId, file },
      context: { ...context },
    } as unknown as Parameters<typeof imageVariantLoader>[0]);

  it("refuses an attorney (403) and a file that is not a picture by its bytes (415), writing nothing", async () => {
    const before = await course();
    const fields = { version: String(before.version), imageAlt: "A picture" };
    const png = await testImage(1400, 700, "png");
    expect(
      (await postArtwork(fields, { name: "a.png", type: "image/png", bytes: png }, attorney))
        .status,
    ).toBe(403);
    // Named and typed as a JPEG, but a PDF inside.
    const disguised = await postArtwork(fields, {
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("%PDF-1.7\n1 0 obj"),
    });
    expect(disguised.status).toBe(415);
    expect(disguised.data).toMatchObject({
      ok: false,
      errors: { artwork: IMAGE_MESSAGES.notImage },
    });
    expect(await course()).toEqual(before);
  });

  it("refuses a post over the size cap (413) beside the file input, without reading it all", async () => {
    const before = await course();
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 512 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const refused = await postArtwork(
      { version: String(before.version), imageAlt: "Huge" },
      { name: "huge.jpg", type: "image/jpeg", bytes: huge },
    );
    expect(refused.status).toBe(413);
    expect(refused.data).toMatchObject({
      errors: { artwork: IMAGE_MESSAGES.tooLarge },
    });
    expect(await course()).toEqual(before);
  });

  it("refuses a picture too small, a missing description, and a file with an illustration (400)", async () => {
    const before = await course();
    const small = await postArtwork(
      { version: String(before.version), imageAlt: "Small" },
      { name: "small.png", type: "image/png", bytes: await testImage(400, 300, "png") },
    );
    expect(small.status).toBe(400);
    expect(small.data?.errors).toEqual({ artwork: IMAGE_MESSAGES.tooSmall("course-artwork") });
    const both = await postArtwork(
      {
        version: String(before.version),
        imageAlt: " ",
        illustration: "/images/courses/ai.svg",
      },
      { name: "a.png", type: "image/png", bytes: await testImage(1400, 700, "png") },
    );
    expect(both.status).toBe(400);
    expect(both.data?.errors).toEqual({
      imageAlt: "Describe what the artwork shows, for people who cannot see it.",
      artwork: "Upload a picture or choose an illustration, not both.",
    });
    expect(await course()).toEqual(before);
  });

  it("takes a picture and serves its variants with their type, cached for a year", async () => {
    const before = await course();
    const saved = await postArtwork(
      { version: String(before.version), imageAlt: "A courtroom lectern under a window" },
      { name: "lectern.webp", type: "image/webp", bytes: await testImage(1000, 800, "webp") },
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const after = await course();
    expect(after.imageWidths).toEqual([320, 640, 960, 1000]);
    const imageId = after.imageKey?.split("/")[1] ?? "";
    for (const [file, type] of [
      ["320.avif", "image/avif"],
      ["1000.webp", "image/webp"],
    ] as const) {
      const response = await variant(imageId, file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect((await variant(imageId, "1280.avif")).status).toBe(404);
    expect((await variant(imageId, "320.png")).status).toBe(404);
    expect((await variant("../../etc", "320.avif")).status).toBe(404);
  });

  it("takes a portrait on the faculty editor, and refuses an upload without a file", async () => {
    const [member] = await database.db.select().from(faculty).where(eq(faculty.id, FACULTY_ID));
    if (!member) throw new Error("no faculty member");
    const post = (fields: Record<string, string>, bytes?: Uint8Array) =>
      answer(() =>
        facultyAction({
          request: multipartPost(
            `/staff/faculty/${FACULTY_ID}`,
            manager,
            { intent: "portrait", version: String(member.version), ...fields },
            bytes ? { field: "portrait", name: "me.jpg", type: "image/jpeg", bytes } : undefined,
          ),
          params: { facultyId: FACULTY_ID },
          context: { ...context },
        } as unknown as Parameters<typeof facultyAction>[0]),
      );
    const missing = await post({ change: "upload" });
    expect(missing.status).toBe(400);
    expect(missing.data?.errors).toEqual({ portrait: "Choose a picture to upload." });
    const saved = await post({ change: "upload" }, await testImage(800, 1000, "jpeg"));
    expect(saved).toMatchObject({ status: 200, data: { ok: true, intent: "portrait" } });
    const [after] = await database.db.select().from(faculty).where(eq(faculty.id, FACULTY_ID));
    expect(after?.portraitWidths).toEqual([160, 320, 480, 640]);
  });
});
