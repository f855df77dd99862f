import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_ARTWORK, SHIPPED_ARTWORK_SIZE } from "~/content/course-artwork";
import { courses, faculty } from "~/db/schema/catalogue";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { listFaculty } from "~/modules/catalogue/list-faculty.server";
import { changeCourseArtwork } from "~/modules/course-editing/change-course-artwork.server";
import { changeFacultyPortrait } from "~/modules/faculty-editing/change-faculty-portrait.server";
import { createFaculty } from "~/modules/faculty-editing/save-faculty.server";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { serveStoredFile } from "~/modules/media/serve-stored-file.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { MEDIA_STORE_KINDS, openMediaWorld } from "../support/media-store-world";
import { testImage } from "../support/test-images";

// Staff uploads of course artwork and faculty portraits (decision 0031): made
// into variants with sharp, kept in the media store, named by the course or
// profile with a new version and an audit entry, and shown by the public reads.

const MANAGER: StaffActor = {
  id: null,
  email: "artwork-manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.8",
};
const COURSE_ID = "generative-ai-ediscovery-document-review";
const FACULTY_ID = "priya-natarajan";

describe.each(DATABASE_KINDS)("artwork and portrait uploads on %s", (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let store: MediaStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    mediaDir = await mkdtemp(path.join(tmpdir(), "cle-artwork-"));
    store = createLocalMediaStore(mediaDir);
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const deps = () => ({ db: database.db, store });
  const courseRow = async () => {
    const [row] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    if (!row) throw new Error("no course");
    return row;
  };
  const memberRow = async (id = FACULTY_ID) => {
    const [row] = await database.db.select().from(faculty).where(eq(faculty.id, id));
    if (!row) throw new Error("no faculty member");
    return row;
  };
  /** Every stored image file, as `images/{id}/{file}`. */
  const storedFiles = async () => {
    const root = path.join(mediaDir, "images");
    const ids = await readdir(root).catch(() => [] as string[]);
    const files = await Promise.all(
      ids.map(async (id) =>
        (await readdir(path.join(root, id))).map((file) => `images/${id}/${file}`),
      ),
    );
    return files.flat().sort();
  };

  it("seeds each course with its own illustration and the faculty with their drawn portraits", async () => {
    const listed = await listCourses(database.db);
    const pictures = new Set(listed.map((course) => course.picture.src));
    expect(pictures.size).toBe(listed.length);
    for (const course of listed) {
      expect(course.picture).toEqual({
        src: `/images/courses/${course.id}.svg`,
        ...SHIPPED_ARTWORK_SIZE,
        sources: [],
      });
      expect(course.imageAlt.length).toBeGreaterThan(10);
    }
    const members = await listFaculty(database.db);
    for (const member of members) {
      expect(member.portrait?.src).toBe(`/images/faculty/${member.id}.svg`);
    }
  });

  it("makes an upload into AVIF and WebP variants the course's pages name, versioned and audited", async () => {
    const before = await courseRow();
    // Read through the cache first, so the change must invalidate it.
    await listCourses(database.db);
    const changed = await changeCourseArtwork(deps(), MANAGER, COURSE_ID, {
      version: before.version,
      imageAlt: "Two attorneys reviewing documents on a large screen",
      illustration: null,
      upload: await testImage(1800, 1200, "jpeg"),
    });
    expect(changed).toEqual({ ok: true });
    const after = await courseRow();
    expect(after).toMatchObject({
      version: before.version + 1,
      imagePath: before.imagePath,
      imageAlt: "Two attorneys reviewing documents on a large screen",
      imageWidth: 1280,
      imageHeight: 640,
      imageWidths: [320, 640, 960, 1280],
    });
    expect(after.imageKey).toMatch(/^images\/[0-9a-f]{20}$/);
    expect(await storedFiles()).toEqual(
      [320, 640, 960, 1280]
        .flatMap((width) => [`${after.imageKey}/${width}.avif`, `${after.imageKey}/${width}.webp`])
        .sort(),
    );

    const listed = (await listCourses(database.db)).find((course) => course.id === COURSE_ID);
    const url = (width: number, extension: string) =>
      `/media/${after.imageKey}/${width}.${extension}`;
    expect(listed?.picture).toEqual({
      src: url(960, "webp"),
      width: 1280,
      height: 640,
      sources: [
        {
          type: "image/avif",
          srcSet: [320, 640, 960, 1280]
            .map((width) => `${url(width, "avif")} ${width}w`)
            .join(", "),
        },
        {
          type: "image/webp",
          srcSet: [320, 640, 960, 1280]
            .map((width) => `${url(width, "webp")} ${width}w`)
            .join(", "),
        },
      ],
    });
    expect((await getCourse(database.db, COURSE_ID))?.imageKey).toBe(after.imageKey);

    const { entries } = await listAuditLog(
      database.db,
      { record: COURSE_ID, action: "course.artwork" },
      null,
    );
    expect(entries[0]).toMatchObject({
      actorEmail: MANAGER.email,
      before: { artwork: before.imagePath, imageAlt: before.imageAlt },
      after: {
        artwork: `upload ${after.imageKey} (1280 × 640)`,
        imageAlt: "Two attorneys reviewing documents on a large screen",
      },
    });
  });

  it("refuses a stale version before any image work, storing nothing", async () => {
    const before = await courseRow();
    const files = await storedFiles();
    const changed = await changeCourseArtwork(deps(), MANAGER, COURSE_ID, {
      version: before.version - 1,
      imageAlt: "Another picture",
      illustration: null,
      upload: await testImage(1400, 700, "png"),
    });
    expect(changed).toMatchObject({ ok: false, reason: "overtaken" });
    expect(await storedFiles()).toEqual(files);
    expect(await courseRow()).toEqual(before);
  });

  it("refuses a file that is not a usable picture with its status, changing nothing", async () => {
    const before = await courseRow();
    const files = await storedFiles();
    const attempt = (upload: Uint8Array) =>
      changeCourseArtwork(deps(), MANAGER, COURSE_ID, {
        version: before.version,
        imageAlt: "Whatever",
        illustration: null,
        upload,
      });
    expect(await attempt(Buffer.from("%PDF-1.7 not a picture"))).toEqual({
      ok: false,
      reason: "image",
      status: 415,
      message: IMAGE_MESSAGES.notImage,
    });
    expect(await attempt(await testImage(500, 500, "png"))).toEqual({
      ok: false,
      reason: "image",
      status: 400,
      message: IMAGE_MESSAGES.tooSmall("course-artwork"),
    });
    expect(await courseRow()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("replaces the upload with a chosen illustration, its description with it, and removes the files", async () => {
    const before = await courseRow();
    const illustration = COURSE_ARTWORK.find((art) => art.path === "/images/courses/ethics.svg");
    if (!illustration) throw new Error("no ethics illustration");
    const changed = await changeCourseArtwork(deps(), MANAGER, COURSE_ID, {
      version: before.version,
      // Left as it was: the illustration brings its own.
      imageAlt: before.imageAlt,
      illustration: illustration.path,
      upload: null,
    });
    expect(changed).toEqual({ ok: true });
    expect(await courseRow()).toMatchObject({
      imagePath: illustration.path,
      imageAlt: illustration.alt,
      imageKey: null,
      imageWidths: [],
      ...{ imageWidth: SHIPPED_ARTWORK_SIZE.width, imageHeight: SHIPPED_ARTWORK_SIZE.height },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("uploads a square portrait, brings the drawn one back, or shows none; each audited", async () => {
    const start = await memberRow();
    await listFaculty(database.db);
    const uploaded = await changeFacultyPortrait(deps(), MANAGER, FACULTY_ID, {
      version: start.version,
      change: "upload",
      upload: await testImage(1000, 1400, "webp"),
    });
    expect(uploaded).toEqual({ ok: true });
    const withUpload = await memberRow();
    expect(withUpload).toMatchObject({
      version: start.version + 1,
      portraitWidth: 640,
      portraitHeight: 640,
      portraitWidths: [160, 320, 480, 640],
    });
    const listed = (await listFaculty(database.db)).find((member) => member.id === FACULTY_ID);
    expect(listed?.portrait?.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const course = await getCourse(database.db, "ethics-of-ai-in-legal-practice");
    const speaker = course?.faculty.find((member) => member.id === FACULTY_ID);
    expect(speaker?.portrait?.src).toBe(`/media/${withUpload.portraitKey}/640.webp`);
    expect(await storedFiles()).toHaveLength(8);

    expect(
      await changeFacultyPortrait(deps(), MANAGER, FACULTY_ID, {
        version: withUpload.version,
        change: "shipped",
      }),
    ).toEqual({ ok: true });
    expect(await memberRow()).toMatchObject({
      portraitPath: `/images/faculty/${FACULTY_ID}.svg`,
      portraitKey: null,
    });
    expect(await storedFiles()).toEqual([]);

    expect(
      await changeFacultyPortrait(deps(), MANAGER, FACULTY_ID, {
        version: withUpload.version + 1,
        change: "remove",
      }),
    ).toEqual({ ok: true });
    const removed = (await listFaculty(database.db)).find((member) => member.id === FACULTY_ID);
    expect(removed?.portrait).toBeNull();
    const { entries } = await listAuditLog(
      database.db,
      { record: FACULTY_ID, action: "faculty.portrait" },
      null,
    );
    expect(entries.map((entry) => entry.after)).toEqual([
      { portrait: "none (initials)" },
      { portrait: `/images/faculty/${FACULTY_ID}.svg` },
      { portrait: `upload ${withUpload.portraitKey} (640 × 640)` },
    ]);
  });

  it("has no drawn portrait to bring back for a member staff added", async () => {
    await createFaculty(database.db, MANAGER, {
      id: "new-speaker",
      name: "New Speaker",
      title: "Counsel",
      organisation: "Somewhere LLP",
      bio: "Speaks.",
    });
    const member = await memberRow("new-speaker");
    expect(member.portraitPath).toBeNull();
    expect(
      await changeFacultyPortrait(deps(), MANAGER, "new-speaker", {
        version: member.version,
        change: "shipped",
      }),
    ).toEqual({ ok: false, reason: "no-shipped" });
  });
});

describe.each(MEDIA_STORE_KINDS)("an upload's variants in the %s media store", (storeKind) => {
  let database: TestDatabase;
  let world: Awaited<ReturnType<typeof openMediaWorld>>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await seedDatabase(database.db);
    world = await openMediaWorld(storeKind);
  });
  afterAll(async () => {
    await database?.destroy();
    await world?.close();
  });

  it("are written there, served from it, and removed when replaced", async () => {
    const [course] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    if (!course) throw new Error("no course");
    const deps = { db: database.db, store: world.store };
    const input = { imageAlt: "A picture", illustration: null };
    expect(
      await changeCourseArtwork(deps, MANAGER, COURSE_ID, {
        ...input,
        version: course.version,
        upload: await testImage(700, 350, "png"),
      }),
    ).toEqual({ ok: true });
    const [first] = await database.db.select().from(courses).where(eq(courses.id, COURSE_ID));
    const key = first?.imageKey ?? "";
    expect(first?.imageWidths).toEqual([320, 640, 700]);
    const served = await serveStoredFile(
      new Request("http://localhost/media/x"),
      world.store,
      `${key}/700.avif`,
      { contentType: "image/avif", cacheControl: "public" },
    );
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(700);

    expect(
      await changeCourseArtwork(deps, MANAGER, COURSE_ID, {
        ...input,
        version: course.version + 1,
        upload: await testImage(640, 320, "jpeg"),
      }),
    ).toEqual({ ok: true });
    for (const width of [320, 640, 700]) {
      expect(await world.store.stat(`${key}/${width}.avif`)).toBeNull();
      expect(await world.store.stat(`${key}/${width}.webp`)).toBeNull();
    }
  });
});
