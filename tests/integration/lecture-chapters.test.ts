import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/db/schema/catalogue";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { saveLectureChapters } from "~/modules/course-editing/save-lecture-chapters.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const COURSE = "ethics-of-ai-in-legal-practice";

describe.each(DATABASE_KINDS)("a lecture's chapters on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  const versionOf = async (id: string) =>
    (
      await database.db.select({ version: courses.version }).from(courses).where(eq(courses.id, id))
    )[0]?.version ?? 0;

  it("saves the chapters the player lists, audited, and refuses a save from an older version", async () => {
    const version = await versionOf(COURSE);
    const saved = await saveLectureChapters(database.db, MANAGER, COURSE, {
      chapters: "0:00 Introduction\n1:10 The rules\n2:00 Wrap-up",
      version,
    });
    expect(saved).toEqual({ ok: true });
    const course = await getCourse(database.db, COURSE);
    expect(course?.media?.chapters).toEqual([
      { title: "Introduction", startSeconds: 0 },
      { title: "The rules", startSeconds: 70 },
      { title: "Wrap-up", startSeconds: 120 },
    ]);
    const { entries } = await listAuditLog(
      database.db,
      { record: COURSE, action: "course.chapters" },
      null,
    );
    expect(entries[0]?.after).toEqual({ chapters: course?.media?.chapters });

    const stale = await saveLectureChapters(database.db, MANAGER, COURSE, {
      chapters: "0:00 Something else",
      version,
    });
    expect(stale).toMatchObject({ ok: false, reason: "overtaken", by: "manager@example.com" });
    expect((await getCourse(database.db, COURSE))?.media?.chapters).toHaveLength(3);
  });

  it("refuses chapters past the lecture's end, and a course without a lecture, changing nothing", async () => {
    const version = await versionOf(COURSE);
    expect(
      await saveLectureChapters(database.db, MANAGER, COURSE, {
        chapters: "0:00 Start\n59:00 Far too late",
        version,
      }),
    ).toMatchObject({ ok: false, reason: "invalid", message: /a chapter starts before its end/ });
    expect(await versionOf(COURSE)).toBe(version);

    const [upcoming] = await database.db
      .select({ id: courses.id, version: courses.version })
      .from(courses)
      .where(eq(courses.status, "upcoming"));
    if (!upcoming) throw new Error("no upcoming course");
    await database.db.update(courses).set({ media: null }).where(eq(courses.id, upcoming.id));
    expect(
      await saveLectureChapters(database.db, MANAGER, upcoming.id, {
        chapters: "0:00 Start",
        version: upcoming.version,
      }),
    ).toEqual({ ok: false, reason: "invalid", message: "The course has no recorded lecture yet." });
  });
});
