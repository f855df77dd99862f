import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faculty } from "~/db/schema/catalogue";
import { discountCodes } from "~/db/schema/discounts";
import { LIST_PAGE_SIZE, loadListPage } from "~/lib/list-pages";
import {
  countStaffBundles,
  listStaffBundles,
} from "~/modules/bundle-editing/load-bundle-editor.server";
import {
  countStaffCourses,
  findCourseInOrder,
  listStaffCourses,
} from "~/modules/course-editing/list-staff-courses.server";
import { listAccreditations } from "~/modules/course-editing/load-accreditations.server";
import { createCourse } from "~/modules/course-editing/save-course.server";
import {
  countDiscountCodes,
  listDiscountCodes,
} from "~/modules/discounts/list-discount-codes.server";
import {
  countStaffFaculty,
  listStaffFaculty,
} from "~/modules/faculty-editing/load-faculty-editor.server";
import { listRosterScopes } from "~/modules/rosters/list-roster-scopes.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};

const NOW = new Date("2026-12-06T12:00:00Z");
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("the staff lists' queries on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    // More than a page of drafts, and a page and a bit of faculty, with one name shared.
    for (let i = 0; i < LIST_PAGE_SIZE + 3; i++) {
      const n = String(i).padStart(2, "0");
      const made = await createCourse(database.db, MANAGER, {
        slug: `paging-course-${n}`,
        title: `Paging Course ${n}`,
        categorySlug: "ethics",
        format: i % 2 === 0 ? "on_demand" : "live_webcast",
      });
      if (!made.ok) throw new Error("course not added");
    }
    await database.db.insert(faculty).values(
      Array.from({ length: LIST_PAGE_SIZE + 1 }, (_, i) => ({
        id: `paging-speaker-${i}`,
        name: "Sam Paging",
        title: "Counsel",
        organisation: "Paging LLP",
        bio: "A speaker.",
        position: 1000 + i,
      })),
    );
    const code = (code: string, at: Partial<typeof discountCodes.$inferInsert>) => ({
      id: `code-${code.toLowerCase()}`,
      code,
      kind: "percent" as const,
      value: 10,
      scope: "all" as const,
      startsAt: new Date(NOW.getTime() - DAY),
      createdBy: "manager@example.com",
      ...at,
    });
    await database.db
      .insert(discountCodes)
      .values([
        code("LISTRUN", {}),
        code("LISTSOON", { startsAt: new Date(NOW.getTime() + DAY) }),
        code("LISTOVER", { endsAt: new Date(NOW.getTime() - 1000), startsAt: new Date(0) }),
        code("LISTSTOP", { endedAt: new Date(NOW.getTime() - DAY) }),
        code("LISTAID", { purpose: "aid", note: "granted from a request" }),
      ]);
  });
  afterAll(() => database?.destroy());

  it("pages the courses in catalogue order, filtered by status, format and search", async () => {
    const db = database.db;
    const drafts = { status: "draft" as const, q: "paging course" };
    const total = await countStaffCourses(db, drafts);
    expect(total).toBe(LIST_PAGE_SIZE + 3);
    const first = await listStaffCourses(db, drafts, 1);
    const second = await listStaffCourses(db, drafts, 2);
    expect(first).toHaveLength(LIST_PAGE_SIZE);
    expect(second.map((course) => course.id)).toEqual([
      `paging-course-${LIST_PAGE_SIZE}`,
      `paging-course-${LIST_PAGE_SIZE + 1}`,
      `paging-course-${LIST_PAGE_SIZE + 2}`,
    ]);
    expect(first[0]?.id).toBe("paging-course-00");
    const live = { ...drafts, format: "live_webcast" as const };
    expect(await countStaffCourses(db, live)).toBe(Math.floor((LIST_PAGE_SIZE + 3) / 2));
    expect((await listStaffCourses(db, live, 1)).every((c) => c.format === "live_webcast")).toBe(
      true,
    );
    // A page past the last shows the last.
    const past = await loadListPage(9, async (page) => ({
      rows: await listStaffCourses(db, drafts, page),
      total: await countStaffCourses(db, drafts),
    }));
    expect(past.page).toBe(2);
    expect(past.rows).toHaveLength(3);
  });

  it("finds a course's place in the whole order, for the page after a move", async () => {
    const all = await listStaffCourses(database.db, {});
    const last = all[all.length - 1];
    expect(last).toBeDefined();
    expect(await findCourseInOrder(database.db, last?.id ?? "")).toEqual({
      title: last?.title,
      index: all.length - 1,
    });
    expect(await findCourseInOrder(database.db, "no-such-course")).toBeNull();
  });

  it("pages the faculty by name, rows sharing a name in a steady order", async () => {
    const db = database.db;
    const filters = { q: "paging llp" };
    expect(await countStaffFaculty(db, filters)).toBe(LIST_PAGE_SIZE + 1);
    const first = await listStaffFaculty(db, filters, 1);
    const second = await listStaffFaculty(db, filters, 2);
    expect(first).toHaveLength(LIST_PAGE_SIZE);
    expect(second).toHaveLength(1);
    const ids = new Set([...first, ...second].map((member) => member.id));
    expect(ids.size).toBe(LIST_PAGE_SIZE + 1);
  });

  it("filters the bundles by status and search", async () => {
    const db = database.db;
    const all = await listStaffBundles(db);
    expect(await countStaffBundles(db, {})).toBe(all.length);
    const published = await listStaffBundles(db, { status: "published" }, 1);
    expect(published.every((bundle) => bundle.status === "published")).toBe(true);
    expect(await countStaffBundles(db, { q: "no bundle has this title" })).toBe(0);
  });

  it("filters the discount codes by state, kind and search, as the State column reads them", async () => {
    const db = database.db;
    const codes = async (filters: Parameters<typeof countDiscountCodes>[1]) => {
      const rows = await listDiscountCodes(db, { filters, page: 1, now: NOW });
      expect(await countDiscountCodes(db, filters, NOW)).toBe(rows.length);
      return rows.map((row) => row.code).sort();
    };
    expect(await codes({ q: "list" })).toEqual([
      "LISTAID",
      "LISTOVER",
      "LISTRUN",
      "LISTSOON",
      "LISTSTOP",
    ]);
    expect(await codes({ q: "list", state: "running" })).toEqual(["LISTAID", "LISTRUN"]);
    expect(await codes({ q: "list", state: "upcoming" })).toEqual(["LISTSOON"]);
    expect(await codes({ q: "list", state: "ended" })).toEqual(["LISTOVER", "LISTSTOP"]);
    expect(await codes({ kind: "aid", q: "list" })).toEqual(["LISTAID"]);
    expect(await codes({ q: "granted from" })).toEqual(["LISTAID"]);
  });

  it("filters the accreditation list by a decision, in one state or in any", async () => {
    const db = database.db;
    const none = await listAccreditations(db, { q: "paging course", decision: "none" }, 2);
    expect(none.total).toBe(LIST_PAGE_SIZE + 3);
    expect(none.courses).toHaveLength(3);
    expect(none.courses.every((course) => course.approvals.length === 0)).toBe(true);
    expect((await listAccreditations(db, { q: "paging course", decision: "approved" })).total).toBe(
      0,
    );
    const approved = await listAccreditations(db, { decision: "approved" });
    expect(approved.total).toBeGreaterThan(0);
    expect(
      approved.courses.every((course) => course.approvals.some((a) => a.status === "approved")),
    ).toBe(true);
    const [first] = approved.courses;
    const state = first?.approvals.find((a) => a.status === "approved")?.stateSlug;
    const inState = await listAccreditations(db, { decision: "approved", state });
    expect(inState.courses.map((course) => course.id)).toContain(first?.id);
    expect(
      inState.courses.every((course) =>
        course.approvals.some((a) => a.stateSlug === state && a.status === "approved"),
      ),
    ).toBe(true);
  });

  it("narrows the rosters to a course title, its courses paged", async () => {
    const found = await listRosterScopes(database.db, { q: "paging course 01" });
    expect(found.total).toBe(1);
    expect(found.courses.map((course) => course.id)).toEqual(["paging-course-01"]);
    expect(found.sessions).toEqual([]);
    const second = await listRosterScopes(database.db, { q: "paging course", page: 2 });
    expect(second.total).toBe(LIST_PAGE_SIZE + 3);
    expect(second.courses).toHaveLength(3);
  });
});
