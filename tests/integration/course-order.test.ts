import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { listStaffCourses } from "~/modules/course-editing/list-staff-courses.server";
import { moveCourse } from "~/modules/course-editing/move-course.server";
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

describe.each(DATABASE_KINDS)("the catalogue order on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  const staffOrder = async () =>
    (await listStaffCourses(database.db, {}, null)).courses.map((c) => c.id);
  const publicOrder = async () => (await listCourses(database.db, {})).map((c) => c.id);

  it("moves a course up and down: the public list follows on the next read, audited", async () => {
    const before = await publicOrder();
    const [first, second] = before;
    if (!first || !second) throw new Error("the seed lists fewer than two courses");
    const moved = await moveCourse(database.db, MANAGER, second, "up");
    expect(moved).toMatchObject({ ok: true });
    const after = await publicOrder();
    expect(after.slice(0, 2)).toEqual([second, first]);
    expect(after.slice(2)).toEqual(before.slice(2));
    const { entries } = await listAuditLog(
      database.db,
      { record: second, action: "course.move" },
      null,
    );
    expect(entries[0]?.after).toMatchObject({ swappedWith: first });

    expect(await moveCourse(database.db, MANAGER, second, "down")).toMatchObject({ ok: true });
    expect(await publicOrder()).toEqual(before);
  });

  it("refuses to move the first up or the last down, and an unknown course", async () => {
    const order = await staffOrder();
    expect(await moveCourse(database.db, MANAGER, order[0] ?? "", "up")).toMatchObject({
      ok: false,
      reason: "edge",
    });
    expect(await moveCourse(database.db, MANAGER, order.at(-1) ?? "", "down")).toMatchObject({
      ok: false,
      reason: "edge",
    });
    expect(await moveCourse(database.db, MANAGER, "no-such-course", "up")).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await staffOrder()).toEqual(order);
  });
});
