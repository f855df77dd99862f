import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

// The console's lists: each create action first after the heading, and each
// list searched, filtered and paged from the address (a page past the last
// shows the last; nothing found says so and offers the whole list again).

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Posts a console form as the signed-in page would; refuses an error status. */
async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, {
    form,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `${path} answered ${response.status()}`).toBeLessThan(400);
}

/** The page's own first action (link or button) inside its main region. */
const firstAction = (page: Page) =>
  page.getByRole("main").locator("a[href], button, input, select, textarea").first();

test("each staff list puts its create action first, and searches, filters and pages from the address", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const lead = await signUpViaApi(page.request, {
    ...newUser(),
    email: "lists-lead-e2e@example.com",
  });
  await confirmAddress(page, lead);
  const tag = Date.now().toString(36);

  await test.step("the create actions are the first after each heading, and lead to their form", async () => {
    const lists = [
      { path: "/staff/courses", heading: "Courses", action: "Add a course" },
      { path: "/staff/bundles", heading: "Bundles", action: "Add a bundle" },
      { path: "/staff/faculty", heading: "Faculty", action: "Add a faculty member" },
      { path: "/staff/discount-codes", heading: "Discount codes", action: "Add a code" },
      { path: "/staff/people", heading: "Staff and roles", action: "Grant a role" },
    ];
    for (const list of lists) {
      await page.goto(list.path);
      await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
      await expect(firstAction(page)).toHaveAccessibleName(list.action);
      await firstAction(page).click();
      await expect(page).toHaveURL(/#[a-z-]+$/);
      await expect(page.getByRole("region", { name: list.action })).toBeInViewport();
    }
  });

  await test.step("faculty: more than a page, found by a search, paged, a page past the last", async () => {
    for (let i = 0; i < 51; i++) {
      const n = String(i).padStart(2, "0");
      await post(page, "/staff/faculty", {
        id: `pager-${tag}-${n}`,
        name: `Pager ${tag} ${n}`,
        title: "Counsel",
        organisation: "Paging LLP",
        bio: "Speaks on long lists.",
      });
    }
    await page.goto("/staff/faculty");
    const search = page.getByRole("search", { name: "Find faculty" });
    await search.getByLabel("Name, organisation or id").fill(`Pager ${tag}`);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("51 faculty members match.")).toBeFocused();
    const pages = page.getByRole("navigation", { name: "Faculty pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await expect(page.getByRole("table", { name: "Faculty" }).getByRole("row")).toHaveCount(51);
    await axeAtBothWidths(page);
    await pages.getByRole("link", { name: "Later names" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    await expect(page.getByRole("link", { name: `Pager ${tag} 50` })).toBeVisible();
    // An old link past the end shows the last page, the search kept.
    await page.goto(`/staff/faculty?q=${encodeURIComponent(`Pager ${tag}`)}&page=9`);
    await expect(pages).toContainText("Page 2 of 2");
    await expect(page.getByRole("link", { name: `Pager ${tag} 50` })).toBeVisible();
    await page.goto(`/staff/faculty?q=nobody-${tag}`);
    await expect(page.getByText("No faculty member matches.")).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/staff\/faculty$/);
    await expect(page.getByLabel("Name, organisation or id")).toHaveValue("");
  });

  await test.step("courses: search with status and format filters", async () => {
    for (const [slug, format] of [
      [`lists-live-${tag}`, "live_webcast"],
      [`lists-recorded-${tag}`, "on_demand"],
    ] as const) {
      await post(page, "/staff/courses", {
        intent: "create",
        title: `Lists ${tag} ${format}`,
        slug,
        categorySlug: "ai",
        format,
      });
    }
    await page.goto("/staff/courses");
    const search = page.getByRole("search", { name: "Find courses" });
    await search.getByLabel("Title or address").fill(`lists ${tag}`);
    await search.getByLabel("Format").selectOption("on_demand");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 course matches.")).toBeFocused();
    await expect(page).toHaveURL(/format=on_demand/);
    await expect(
      page.getByRole("link", { name: `Lists ${tag} on_demand`, exact: true }),
    ).toBeVisible();
    await axeAtBothWidths(page);
    await search.getByLabel("Format").selectOption("");
    await search.getByLabel("Status").selectOption("draft");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("2 courses match.")).toBeFocused();
    await search.getByLabel("Status").selectOption("archived");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No course matches.")).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/staff\/courses$/);
  });

  await test.step("bundles and discount codes: search and state filters", async () => {
    await page.goto("/staff/bundles?status=archived&q=nothing-here");
    await expect(page.getByText("No bundle matches.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    await axeAtBothWidths(page);

    const code = `LISTS${tag.toUpperCase()}`;
    await post(page, "/staff/discount-codes", {
      code,
      kind: "percent",
      value: "10",
      scope: "all",
      courseId: "",
      bundleId: "",
      useLimit: "",
      perAccountLimit: "1",
      startsOn: "2026-01-01",
      endsOn: "",
      accountEmail: "",
      note: `made by the lists test ${tag}`,
    });
    await page.goto("/staff/discount-codes");
    const search = page.getByRole("search", { name: "Find discount codes" });
    await search.getByLabel("Code or note").fill(code);
    await search.getByLabel("State").selectOption("running");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 discount code matches.")).toBeFocused();
    await expect(page.getByRole("link", { name: code, exact: true })).toBeVisible();
    await axeAtBothWidths(page);
    await search.getByLabel("State").selectOption("ended");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No discount code matches.")).toBeVisible();
    await page.goto(
      `/staff/discount-codes?q=${encodeURIComponent(`lists test ${tag}`)}&kind=promotion`,
    );
    await expect(page.getByText("1 discount code matches.")).toBeVisible();
  });

  await test.step("staff, invoices, rosters, accreditation, questions and reports: searched and filtered", async () => {
    await page.goto(`/staff/people?q=lists-lead-e2e`);
    await expect(page.getByText("1 person matches.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Staff and their roles" })).toContainText(
      "lists-lead-e2e@example.com",
    );
    await page.goto(`/staff/people?q=lists-lead-e2e&role=support`);
    await expect(page.getByText("Nobody with a staff role matches.")).toBeVisible();
    await axeAtBothWidths(page);

    await page.goto("/staff/invoices");
    const invoices = page.getByRole("search", { name: "Find invoices" });
    await invoices.getByLabel("Show").selectOption("paid");
    await invoices.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Paid invoices" })).toBeVisible();
    await expect(page).toHaveURL(/state=paid/);
    await axeAtBothWidths(page);

    await page.goto("/staff/rosters");
    const rosters = page.getByRole("search", { name: "Find rosters" });
    await rosters.getByLabel("Course title").fill(`Lists ${tag}`);
    await rosters.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("2 courses match.")).toBeFocused();
    await expect(page.getByRole("table", { name: "Courses' rosters" })).toContainText(
      `Lists ${tag} live_webcast`,
    );
    await axeAtBothWidths(page);

    await page.goto(`/staff/accreditation?q=${encodeURIComponent(`Lists ${tag}`)}`);
    await expect(page.getByText("2 courses match.")).toBeVisible();
    const accreditation = page.getByRole("search", { name: "Find courses' accreditation" });
    await accreditation.getByLabel("Decision").selectOption("approved");
    await accreditation.getByLabel("In the state").selectOption({ index: 1 });
    await accreditation.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No course matches.")).toBeVisible();
    await axeAtBothWidths(page);
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/staff\/accreditation$/);

    await page.goto(`/staff/questions?show=all&q=nothing-${tag}`);
    await expect(page.getByText("No question matches.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open", exact: true })).toHaveAttribute(
      "href",
      new RegExp(`q=nothing-${tag}`),
    );
    await axeAtBothWidths(page);

    await page.goto(`/staff/reports?status=all&q=nothing-${tag}`);
    await expect(page.getByText("No report matches these filters.")).toBeVisible();
    await axeAtBothWidths(page);
  });
});
