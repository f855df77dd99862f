import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faculty, liveSessions } from "~/db/schema/catalogue";
import { discountCodes } from "~/db/schema/discounts";
import { readCursor } from "~/lib/keyset-cursor";
import { LIST_PAGE_SIZE } from "~/lib/list-pages";
import {
  countStaffBundles,
  listStaffBundles,
} from "~/modules/bundle-editing/load-bundle-editor.server";
import {
  findMovedCourse,
  listStaffCourses,
  STAFF_COURSES_KEYSET,
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
import {
  listStaffSessions,
  SESSION_LIST_KEYSETS,
} from "~/modules/live-sessions/list-staff-sessions.server";
import { selectStaffSessions } from "~/modules/live-sessions/select-staff-sessions.server";
import { SESSION_LIST_PAGE_SIZE } from "~/modules/live-sessions/session-list-views";
import { listRosterScopes } from "~/modules/rosters/list-roster-scopes.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
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

  it("pages the courses in catalogue order by key, filtered by status, format and search", async () => {
    const db = database.db;
    const drafts = { status: "draft" as const, q: "paging course" };
    const first = await listStaffCourses(db, drafts, null);
    expect(first.total).toEqual({ count: LIST_PAGE_SIZE + 3, more: false });
    expect(first.courses).toHaveLength(LIST_PAGE_SIZE);
    expect(first.courses[0]?.id).toBe("paging-course-00");
    expect(first.cursors.previous).toBeNull();
    const next = first.cursors.next ?? "";
    const second = await listStaffCourses(
      db,
      drafts,
      readCursor(new URLSearchParams({ after: next }), keyKinds(STAFF_COURSES_KEYSET)),
    );
    expect(second.courses.map((course) => course.id)).toEqual([
      `paging-course-${LIST_PAGE_SIZE}`,
      `paging-course-${LIST_PAGE_SIZE + 1}`,
      `paging-course-${LIST_PAGE_SIZE + 2}`,
    ]);
    expect(second.cursors.next).toBeNull();
    // Back from the second page: the first, whole, with no link before it.
    const back = await listStaffCourses(
      db,
      drafts,
      readCursor(
        new URLSearchParams({ before: second.cursors.previous ?? "" }),
        keyKinds(STAFF_COURSES_KEYSET),
      ),
    );
    expect(back.courses.map((course) => course.id)).toEqual(first.courses.map((c) => c.id));
    expect(back.cursors.previous).toBeNull();
    const live = { ...drafts, format: "live_webcast" as const };
    const lives = await listStaffCourses(db, live, null);
    expect(lives.total.count).toBe(Math.floor((LIST_PAGE_SIZE + 3) / 2));
    expect(lives.courses.every((c) => c.format === "live_webcast")).toBe(true);
    // A cursor that is not one of this list's opens the first page.
    const edited = readCursor(new URLSearchParams({ after: "bm90LWEta2V5" }), ["integer", "text"]);
    expect((await listStaffCourses(db, drafts, edited)).courses[0]?.id).toBe("paging-course-00");
  });

  it("opens the list after a move on the page showing the course and the one before it", async () => {
    const db = database.db;
    const all = await listStaffCourses(db, { q: "paging course" }, null);
    const moved = all.courses[10];
    const found = await findMovedCourse(db, moved?.id ?? "");
    expect(found?.title).toBe(moved?.title);
    const page = await listStaffCourses(db, { q: "paging course" }, found?.cursor ?? null);
    expect(page.courses.slice(0, 2).map((course) => course.id)).toEqual([
      all.courses[9]?.id,
      moved?.id,
    ]);
    // The first two courses of the whole list are on its first page.
    const [firstCourse] = (await listStaffCourses(db, {}, null)).courses;
    expect((await findMovedCourse(db, firstCourse?.id ?? ""))?.cursor).toBeNull();
    expect(await findMovedCourse(db, "no-such-course")).toBeNull();
  });

  it("pages the live sessions of each view by start, a running one still upcoming", async () => {
    const db = database.db;
    const made = await createCourse(db, MANAGER, {
      slug: "session-runs-course",
      title: "Session Runs Course",
      categorySlug: "ethics",
      format: "live_webcast",
    });
    if (!made.ok) throw new Error("course not added");
    const HOUR = 3_600_000;
    const session = (
      id: string,
      startsAt: number,
      more: Partial<typeof liveSessions.$inferInsert>,
    ) => ({
      id: `session-paging-${id}`,
      courseId: "session-runs-course",
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      capacity: 20,
      ...more,
    });
    await db.insert(liveSessions).values([
      ...Array.from({ length: SESSION_LIST_PAGE_SIZE + 1 }, (_, i) =>
        session(`soon-${String(i).padStart(2, "0")}`, NOW.getTime() + (i + 1) * DAY, {}),
      ),
      // Started nine hours ago, ten hours long: still running, so upcoming.
      session("running", NOW.getTime() - 9 * HOUR, { durationMinutes: 600 }),
      session("ended", NOW.getTime() - 11 * HOUR, { durationMinutes: 600 }),
      session("called-off", NOW.getTime() + DAY, { cancelledAt: NOW }),
    ]);
    const filters = (show: "upcoming" | "past" | "cancelled") => ({ show, q: "session runs" });
    const kinds = keyKinds(SESSION_LIST_KEYSETS.upcoming);
    const upcoming = await listStaffSessions(db, filters("upcoming"), null, NOW);
    expect(upcoming.total).toEqual({ count: SESSION_LIST_PAGE_SIZE + 2, more: false });
    expect(upcoming.sessions[0]?.id).toBe("session-paging-running");
    expect(upcoming.sessions).toHaveLength(SESSION_LIST_PAGE_SIZE);
    const later = await listStaffSessions(
      db,
      filters("upcoming"),
      readCursor(new URLSearchParams({ after: upcoming.cursors.next ?? "" }), kinds),
      NOW,
    );
    expect(later.sessions.map((row) => row.id)).toEqual([
      `session-paging-soon-${SESSION_LIST_PAGE_SIZE - 1}`,
      `session-paging-soon-${SESSION_LIST_PAGE_SIZE}`,
    ]);
    expect(later.cursors.next).toBeNull();
    const back = await listStaffSessions(
      db,
      filters("upcoming"),
      readCursor(new URLSearchParams({ before: later.cursors.previous ?? "" }), kinds),
      NOW,
    );
    expect(back.sessions.map((row) => row.id)).toEqual(upcoming.sessions.map((row) => row.id));
    const past = await listStaffSessions(db, filters("past"), null, NOW);
    expect(past.sessions.map((row) => row.id)).toEqual(["session-paging-ended"]);
    const cancelled = await listStaffSessions(db, filters("cancelled"), null, NOW);
    expect(cancelled.sessions.map((row) => row.id)).toEqual(["session-paging-called-off"]);
    expect(cancelled.total).toEqual({ count: 1, more: false });
    // The bulk export chooses the same sessions as the list.
    const chosen = await selectStaffSessions(db, { filters: filters("upcoming") }, NOW);
    expect(chosen.map((row) => row.id)).toEqual([
      ...upcoming.sessions.map((row) => row.id),
      ...later.sessions.map((row) => row.id),
    ]);
    // The database holds the longest length the list relies on.
    await expect(
      db.insert(liveSessions).values(session("too-long", NOW.getTime(), { durationMinutes: 601 })),
    ).rejects.toThrow();
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
