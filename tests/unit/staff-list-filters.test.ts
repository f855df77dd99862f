import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, loadListPage, pageCount, pageOffset, pageOfIndex } from "~/lib/list-pages";
import { staffBundleFiltersSchema } from "~/modules/bundle-editing/bundle-forms";
import { staffCourseFiltersSchema } from "~/modules/course-editing/course-forms";
import { discountCodeFiltersSchema } from "~/modules/discounts/discount-forms";
import { staffFacultyFiltersSchema } from "~/modules/faculty-editing/faculty-forms";
import { filterStaffListing } from "~/modules/staff/filter-staff-listing";
import { staffPeopleFiltersSchema } from "~/modules/staff/staff-forms";

describe("the staff lists' pages", () => {
  it("counts pages, an empty list being one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });

  it("skips the rows before a page, and finds a row's page", () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
    expect(pageOfIndex(0, 10)).toBe(1);
    expect(pageOfIndex(9, 10)).toBe(1);
    expect(pageOfIndex(10, 10)).toBe(2);
  });

  it("loads the last page instead of one past it", async () => {
    const asked: number[] = [];
    const load = async (page: number) => {
      asked.push(page);
      return { rows: page <= 3 ? [page] : [], total: 25 };
    };
    expect(await loadListPage(9, load, 10)).toEqual({ rows: [3], total: 25, page: 3, pages: 3 });
    expect(asked).toEqual([9, 3]);
    expect(await loadListPage(2, load, 10)).toEqual({ rows: [2], total: 25, page: 2, pages: 3 });
  });

  it("shows page 1 of an empty list", async () => {
    const list = await loadListPage(4, async () => ({ rows: [], total: 0 }));
    expect(list).toMatchObject({ page: 1, pages: 1 });
  });
});

describe("the staff lists' filters from the address", () => {
  it("reads the course list's search, status, format and page; ignores what it cannot read", () => {
    expect(
      staffCourseFiltersSchema.parse({
        q: "  ethics ",
        status: "draft",
        format: "on_demand",
        page: "2",
      }),
    ).toEqual({ q: "ethics", status: "draft", format: "on_demand", page: 2 });
    expect(
      staffCourseFiltersSchema.parse({ q: "   ", status: "gone", format: "cd", page: "-4" }),
    ).toEqual({ q: undefined, status: undefined, format: undefined, page: 1 });
  });

  it("reads the bundle and faculty lists' filters", () => {
    expect(staffBundleFiltersSchema.parse({ q: "bundle", status: "archived" })).toEqual({
      q: "bundle",
      status: "archived",
      page: 1,
    });
    expect(staffBundleFiltersSchema.parse({ status: "upcoming", page: "x" })).toEqual({
      q: undefined,
      status: undefined,
      page: 1,
    });
    expect(staffFacultyFiltersSchema.parse({ q: "x".repeat(500), page: "3" }).page).toBe(3);
    expect(
      (staffFacultyFiltersSchema.parse({ q: "x".repeat(500) }).q ?? "").length,
    ).toBeLessThanOrEqual(200);
  });

  it("reads the discount code list's state and kind", () => {
    expect(discountCodeFiltersSchema.parse({ state: "ended", kind: "aid", q: "SPRING" })).toEqual({
      q: "SPRING",
      state: "ended",
      kind: "aid",
      page: 1,
    });
    expect(discountCodeFiltersSchema.parse({ state: "paused", kind: "gift" })).toEqual({
      q: undefined,
      state: undefined,
      kind: undefined,
      page: 1,
    });
  });

  it("reads the staff list's role", () => {
    expect(staffPeopleFiltersSchema.parse({ role: "support", page: "2" })).toEqual({
      q: undefined,
      role: "support",
      page: 2,
    });
    expect(staffPeopleFiltersSchema.parse({ role: "owner" }).role).toBeUndefined();
  });
});

describe("the staff list's search", () => {
  const people = [
    { name: "Ada Lane", email: "ada@example.com", granted: ["support" as const], bootstrap: false },
    { name: "Ben Ortiz", email: "ben@example.com", granted: [], bootstrap: true },
    {
      name: "Cleo Park",
      email: "cleo@firm.example",
      granted: ["course_manager" as const, "administrator" as const],
      bootstrap: false,
    },
  ];
  const names = (filters: Parameters<typeof filterStaffListing>[1]) =>
    filterStaffListing(people, filters).map((person) => person.name);

  it("finds by name or e-mail, in any case", () => {
    expect(names({ q: "ADA" })).toEqual(["Ada Lane"]);
    expect(names({ q: "firm.example" })).toEqual(["Cleo Park"]);
    expect(names({})).toHaveLength(3);
  });

  it("finds by role, STAFF_EMAILS counting as administrator", () => {
    expect(names({ role: "administrator" })).toEqual(["Ben Ortiz", "Cleo Park"]);
    expect(names({ role: "support", q: "cleo" })).toEqual([]);
  });
});
