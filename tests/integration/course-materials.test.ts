import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { courseRegistrations } from "~/db/schema/registrations";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { shippedCourseMaterials } from "~/modules/catalogue/shipped-course-materials.server";
import {
  loadCourseHeader,
  loadCourseMaterials,
} from "~/modules/course-editing/load-course-editor.server";
import { materialIntents, materialsChangeFrom } from "~/modules/course-editing/material-forms";
import {
  changeCourseMaterials,
  removedShippedMaterials,
} from "~/modules/course-editing/save-course-materials.server";
import { loadCoursePlayer } from "~/modules/learning/load-course-player.server";
import { acceptLectureFile } from "~/modules/media/accept-lecture-file.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import { handoutMaterialId } from "~/modules/media/read-lecture-files.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as materialLoader } from "../../app/routes/courses/course-material";
import { seedDatabase } from "../../server/seed-database";
import { makePdf, putInStore } from "../setup/lecture-media";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// The course editor's materials: rename, reorder, remove any, add a shipped
// handout back; the public course page and the downloads follow at once.

const SEEDED = COURSES.find(
  (course) => course.status === "published" && shippedCourseMaterials(course.id).length >= 2,
);
if (!SEEDED) throw new Error("no seeded course with two materials");
const COURSE_ID = SEEDED.id;
const SHIPPED = shippedCourseMaterials(COURSE_ID);
const [ONE, TWO] = SHIPPED as [{ id: string; title: string }, { id: string; title: string }];

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };

const workDir = mkdtempSync(path.join(os.tmpdir(), "course-materials-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.each(DATABASE_KINDS)("course materials on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let readerCookie = "";
  let readerId = "";
  const version = async () => (await loadCourseHeader(database.db, COURSE_ID))?.version ?? 0;
  const listed = async () =>
    (await getCourse(database.db, COURSE_ID))?.materials.map((material) => material.id);
  const download = (materialId: string) =>
    materialLoader({
      request: browserRequest(`/courses/${COURSE_ID}/materials/${materialId}`, {
        cookie: readerCookie,
      }),
      params: { courseId: COURSE_ID, materialId },
      context,
    } as unknown as Parameters<typeof materialLoader>[0]);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database, path.join(workDir, kind));
    const reader = await signUpMember(context, `${kind}-materials-reader`);
    readerCookie = reader.cookie;
    readerId = reader.user.id;
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
  });
  afterAll(() => database?.destroy());

  it("refuses an empty title beside its field", () => {
    const parsed = materialIntents["material-titles"].safeParse({
      version: "1",
      materialIds: [ONE.id, TWO.id],
      titles: ["A title", "  "],
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: [`title-${TWO.id}`],
      message: "Enter the material's title.",
    });
  });

  it("renames a material: the public page shows it on the next read, audited before and after", async () => {
    expect(await listed()).toEqual(SHIPPED.map((material) => material.id));
    const form = materialIntents["material-titles"].parse({
      version: String(await version()),
      materialIds: SHIPPED.map((material) => material.id),
      titles: SHIPPED.map((material, index) =>
        index === 0 ? "Slides, with notes" : material.title,
      ),
    });
    const change = materialsChangeFrom({ intent: "material-titles", value: form });
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change,
        version: form.version,
      }),
    ).toEqual({ ok: true });
    expect((await getCourse(database.db, COURSE_ID))?.materials[0]).toEqual({
      id: ONE.id,
      title: "Slides, with notes",
    });
    const { entries } = await listAuditLog(
      database.db,
      { record: COURSE_ID, action: "course.materials-titles" },
      null,
    );
    expect(entries[0]?.before).toEqual({ materials: SHIPPED });
    expect((entries[0]?.after as { materials: unknown[] } | undefined)?.materials[0]).toEqual({
      id: ONE.id,
      title: "Slides, with notes",
    });
  });

  it("refuses a change from a stale page, naming who saved first", async () => {
    const seen = await version();
    expect(
      await changeCourseMaterials(database.db, OTHER, {
        courseId: COURSE_ID,
        change: { kind: "move", materialId: TWO.id, direction: "up" },
        version: seen,
      }),
    ).toEqual({ ok: true });
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change: { kind: "remove", materialId: ONE.id },
        version: seen,
      }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect(await listed()).toEqual([TWO.id, ONE.id, ...SHIPPED.slice(2).map((each) => each.id)]);
  });

  it("removes a shipped handout (no longer served) and adds it back at the end", async () => {
    expect((await download(TWO.id)).status).toBe(200);
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change: { kind: "remove", materialId: TWO.id },
        version: await version(),
      }),
    ).toEqual({ ok: true });
    expect(await listed()).not.toContain(TWO.id);
    expect((await download(TWO.id)).status).toBe(404);
    // The player lists the same materials on its next request.
    const player = await loadCoursePlayer(database.db, readerId, COURSE_ID);
    expect(player?.course.materials.map((material) => material.id)).not.toContain(TWO.id);
    const course = await loadCourseMaterials(database.db, COURSE_ID);
    expect(removedShippedMaterials(COURSE_ID, course?.materials ?? [])).toEqual([TWO]);
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change: { kind: "restore", materialId: TWO.id },
        version: await version(),
      }),
    ).toEqual({ ok: true });
    expect((await listed())?.at(-1)).toBe(TWO.id);
    expect((await download(TWO.id)).status).toBe(200);
  });

  it("removes an uploaded handout for good: marked removed, never offered back", async () => {
    const store = createLocalMediaStore(path.join(workDir, kind, "store"));
    const key = `uploads/${kind}-materials.pdf`;
    await putInStore(store, key, makePdf(workDir, `${kind}-handout.pdf`));
    const accepted = await acceptLectureFile({ db: database.db, store }, MANAGER, {
      key,
      courseId: COURSE_ID,
      kind: "handout",
      fileName: "Checklist.pdf",
      title: "Checklist",
    });
    if (!accepted.ok) throw new Error("not accepted");
    const materialId = handoutMaterialId(accepted.file.id);
    expect(await listed()).toContain(materialId);
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change: { kind: "remove", materialId },
        version: await version(),
      }),
    ).toEqual({ ok: true });
    expect(await listed()).not.toContain(materialId);
    const [file] = await database.db
      .select({ replacedAt: lectureFiles.replacedAt })
      .from(lectureFiles)
      .where(eq(lectureFiles.id, accepted.file.id));
    expect(file?.replacedAt).toBeInstanceOf(Date);
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: COURSE_ID,
        change: { kind: "restore", materialId },
        version: await version(),
      }),
    ).toMatchObject({ ok: false, reason: "invalid" });
  });
});
