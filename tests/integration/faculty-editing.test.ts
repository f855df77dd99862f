import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACULTY } from "~/content/catalogue";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listFaculty } from "~/modules/catalogue/list-faculty.server";
import { facultyIntents, newFacultySchema } from "~/modules/faculty-editing/faculty-forms";
import {
  listStaffFaculty,
  loadFacultyEditor,
} from "~/modules/faculty-editing/load-faculty-editor.server";
import {
  createFaculty,
  deleteFaculty,
  saveFaculty,
} from "~/modules/faculty-editing/save-faculty.server";
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
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };

const PROFILE = {
  name: "Amara Okafor",
  title: "Counsel, Privacy and AI",
  organisation: "Okafor Legal",
  bio: "Amara advises on AI governance.",
};

describe.each(DATABASE_KINDS)("faculty profiles on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  it("refuses a profile without its fields, each with its own message", () => {
    const parsed = newFacultySchema.safeParse({ id: "Not An Id", name: " ", bio: "" });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["id", "name", "title", "organisation", "bio"]));
  });

  it("adds a profile, refuses a taken id, and lists it", async () => {
    expect(await createFaculty(database.db, MANAGER, { id: "amara-okafor", ...PROFILE })).toEqual({
      ok: true,
    });
    expect(await createFaculty(database.db, MANAGER, { id: "amara-okafor", ...PROFILE })).toEqual({
      ok: false,
      reason: "taken",
    });
    const found = await listStaffFaculty(database.db, { q: "okafor" });
    expect(found).toEqual([expect.objectContaining({ id: "amara-okafor", courses: 0 })]);
    expect((await listFaculty(database.db)).map((member) => member.id)).toContain("amara-okafor");
  });

  it("saves a profile: the public faculty and course pages show it on the next read", async () => {
    const seeded = FACULTY[0];
    if (!seeded) throw new Error("no seeded faculty");
    const editor = await loadFacultyEditor(database.db, seeded.id);
    expect(editor?.teaching.length).toBeGreaterThan(0);
    const courseId = editor?.teaching[0]?.id ?? "";
    // Read both through the cache first, so the save must invalidate it.
    await listFaculty(database.db);
    await getCourse(database.db, courseId);
    const form = facultyIntents.save.parse({
      version: String(editor?.member.version),
      name: "Daniela Ruiz-Ortega",
      title: seeded.title,
      organisation: seeded.organisation,
      bio: "A new biography.",
    });
    expect(await saveFaculty(database.db, MANAGER, seeded.id, form)).toEqual({ ok: true });
    const listed = (await listFaculty(database.db)).find((member) => member.id === seeded.id);
    expect(listed).toMatchObject({ name: "Daniela Ruiz-Ortega", bio: "A new biography." });
    const course = await getCourse(database.db, courseId);
    expect(course?.faculty.map((member) => member.name)).toContain("Daniela Ruiz-Ortega");

    const { entries } = await listAuditLog(
      database.db,
      { record: seeded.id, action: "faculty.update" },
      null,
    );
    // Only what changed is kept.
    expect(entries[0]?.before).toEqual({ name: seeded.name, bio: seeded.bio });
    expect(entries[0]?.after).toEqual({ name: "Daniela Ruiz-Ortega", bio: "A new biography." });
  });

  it("refuses the later of two saves from the same version, naming who saved first", async () => {
    const version = (await loadFacultyEditor(database.db, "amara-okafor"))?.member.version ?? 0;
    expect(
      await saveFaculty(database.db, OTHER, "amara-okafor", {
        ...PROFILE,
        title: "First",
        version,
      }),
    ).toEqual({ ok: true });
    const second = await saveFaculty(database.db, MANAGER, "amara-okafor", {
      ...PROFILE,
      title: "Second",
      version,
    });
    expect(second).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect((await loadFacultyEditor(database.db, "amara-okafor"))?.member.title).toBe("First");
    expect(
      await saveFaculty(database.db, MANAGER, "nobody-here", { ...PROFILE, version: 1 }),
    ).toEqual({ ok: false, reason: "gone" });
  });

  it("never deletes a profile a course names; deletes one no course names", async () => {
    const seeded = FACULTY[0];
    if (!seeded) throw new Error("no seeded faculty");
    const editor = await loadFacultyEditor(database.db, seeded.id);
    const refused = await deleteFaculty(
      database.db,
      MANAGER,
      seeded.id,
      editor?.member.version ?? 0,
    );
    expect(refused).toMatchObject({ ok: false, reason: "teaching" });
    expect(await loadFacultyEditor(database.db, seeded.id)).not.toBeNull();

    const version = (await loadFacultyEditor(database.db, "amara-okafor"))?.member.version ?? 0;
    expect(await deleteFaculty(database.db, MANAGER, "amara-okafor", version)).toEqual({
      ok: true,
    });
    expect(await loadFacultyEditor(database.db, "amara-okafor")).toBeNull();
    expect((await listFaculty(database.db)).map((member) => member.id)).not.toContain(
      "amara-okafor",
    );
    const { entries } = await listAuditLog(
      database.db,
      { record: "amara-okafor", action: "faculty.delete" },
      null,
    );
    expect(entries).toHaveLength(1);
  });
});
