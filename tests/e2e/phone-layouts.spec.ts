import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { addBarAdmission, registerFree } from "./support/courses";
import { checkLayout, LAYOUT_VIEWPORTS } from "./support/layout-checks";
import { linkIn, waitForEmail } from "./support/mailbox";
import { PUBLIC_PAGES } from "./support/public-pages";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./support/users";

// Every page at a phone's width and a laptop's: no sideways
// scroll, every target at least 24 × 24 px (WCAG 2.5.8), every image with its
// size, and a full-page screenshot of each in the report. At a phone's width
// axe too (its target-size rule included), at the top of the page and at its
// end, where the footer is: nothing may cover part of a target there either;
// at a laptop's width axe once more. A public page is opened once, on the
// phone, then widened (as the staff pages' sweep does): a page load is the
// suite's dearest step on two cores.

/** Course pages, where the credit-by-state table and the registration box are. */
const COURSE_PAGES = [
  // free live webcast, with live sessions
  `/courses/${FEATURED_COURSE_ID}`,
  // paid course with members' rate and live sessions
  "/courses/ai-and-the-law-essential-tools-tactics",
  // paid on-demand course
  "/courses/generative-ai-ediscovery-document-review",
];

/** Each page, with the heading and title a public page of spec §2 must show. */
const PAGES: { path: string; heading?: string | RegExp; title?: RegExp }[] = [
  ...PUBLIC_PAGES,
  ...COURSE_PAGES.map((path) => ({ path })),
  { path: "/free-guide" },
];

/** The phone's width: where axe runs too, at the top and at the end of the page. */
const PHONE_WIDTH = 390;

/** axe (target size included) at the top of the page, then scrolled to its end. */
async function expectAxeCleanTopAndEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { path, heading, title } of PAGES) {
  test(`${path} at 390 and 1366 px, axe-clean`, async ({ page }, testInfo) => {
    // Both widths' checks in one test (three axe runs): the time of two.
    test.slow();
    const [phone, laptop] = LAYOUT_VIEWPORTS;
    await page.setViewportSize(phone);
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    if (title) await expect(page).toHaveTitle(title);
    await checkLayout(page, testInfo, path);
    await expectAxeCleanTopAndEnd(page);
    await page.setViewportSize(laptop);
    await checkLayout(page, testInfo, path);
    await expectNoAxeViolations(page);
  });
}

/** One STAFF_EMAILS administrator of this spec's own records the attendance. */
const ADMIN_EMAIL = "layouts-admin-e2e@example.com";

/**
 * The attorney completes the featured course the quick way: an administrator
 * records that the lecture was attended in full (watching it takes minutes).
 */
async function recordAttendance(page: Page, attorney: TestUser): Promise<void> {
  const admin = await signUpViaApi(page.request, { ...newUser(), email: ADMIN_EMAIL });
  await confirmAddress(page, admin);
  await signInViaApi(page, admin);
  await page.goto(`/staff/attendees?q=${encodeURIComponent(attorney.email)}`);
  await page.getByRole("link", { name: attorney.name }).click();
  await page.getByRole("link", { name: /^Review attendance at / }).click();
  const form = page.getByRole("form", { name: "Record a correction" });
  await form.getByRole("radio", { name: "The on-demand lecture" }).check();
  await form.getByRole("radio", { name: /^Attended in full/ }).check();
  await form.getByLabel(/^Reason/).fill("Lost the connection near the end.");
  await form.getByLabel(/^Evidence/).fill("The player log shows the lecture watched.");
  await form.getByRole("button", { name: "Record the correction" }).click();
  await expect(form.getByText(/^The correction is recorded/)).toBeVisible();
}

test("the member pages at 390 and 1366 px: dashboard, tracker, profile, a certificate", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = newUser();
  // A long address with no hyphen to break at: it must wrap rather than widen the page.
  const attorney = await signUpViaApi(page.request, {
    ...user,
    email: `${user.lastName.replace(/\W/g, "").toLowerCase()}.withalongaddress@whitfieldandpartnerslaw.com`,
  });
  await signInViaApi(page, attorney);
  await addBarAdmission(page, "new-york", "NY-4412078");
  await registerFree(page, FEATURED_COURSE_ID, attorney);

  const staff = await ownPage(browser);
  await recordAttendance(staff, attorney);
  await staff.close();

  const affirmation = `/certificates/new?courseId=${FEATURED_COURSE_ID}`;
  for (const viewport of LAYOUT_VIEWPORTS) {
    await test.step(`${affirmation} at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(affirmation);
      await checkLayout(page, testInfo, "/certificates/new");
    });
  }
  await page.getByLabel("Type your full name to sign").fill(attorney.name);
  await page.getByRole("checkbox", { name: "I affirm the statement above." }).check();
  await page.getByRole("button", { name: "Affirm and get my certificate" }).click();
  await expect(page).toHaveURL(/\/dashboard\?certificates=1/);
  const certificate = await page
    .getByRole("region", { name: "My certificates" })
    .getByRole("link", { name: /^LX-/ })
    .first()
    .textContent();

  // A purchase with the same long address: the checkout and its receipt page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/payment?courseId=generative-ai-ediscovery-document-review");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/payment\/test-checkout\//);
  await expect(page.getByText(`Receipt to ${attorney.email}`)).toBeVisible();
  await checkLayout(page, testInfo, "/payment/test-checkout");
  await page.getByRole("button", { name: /^Pay \$.*\(test\)$/ }).click();
  await page.waitForURL(/\/payment-success/);
  await expect(page.getByText(`A receipt is on its way to ${attorney.email}.`)).toBeVisible();
  await checkLayout(page, testInfo, "/payment-success");

  const memberPages = [
    "/dashboard",
    "/dashboard/credits",
    "/profile",
    `/certificates/${certificate?.trim()}`,
    "/delete-account",
  ];
  for (const viewport of LAYOUT_VIEWPORTS) {
    for (const path of memberPages) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await checkLayout(page, testInfo, path);
        if (viewport.width === PHONE_WIDTH) await expectAxeCleanTopAndEnd(page);
      });
    }
  }
});

/** Chromium's own accessibility tree under `selector`: how many nodes have each role. */
async function rolesUnder(page: Page, selector: string): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  });
  const counts: Record<string, number> = {};
  for (const role of ["table", "row", "columnheader", "rowheader", "cell"]) {
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      objectId: result.objectId,
      role,
    });
    counts[role] = nodes.length;
  }
  await cdp.detach();
  return counts;
}

const STACKED_TABLES = [
  {
    path: `/courses/${FEATURED_COURSE_ID}`,
    table: "Credit by state table",
    columns: ["State", "Status", "Course number", "Credits"],
  },
  {
    path: "/pricing",
    table: "Course prices table",
    columns: ["Course", "Format", "Credit", "Members", "Regular"],
  },
];

for (const { path, table, columns } of STACKED_TABLES) {
  test(`on a phone, ${path}'s ${table.toLowerCase()} stacks its rows as cards and stays a table`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const box = page.getByRole("region", { name: table });
    const rows = box.locator("tbody tr");
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    // Every cell of every card lies on the screen, its column named beside it.
    for (let index = 0; index < count; index += 1) {
      const cells = rows.nth(index).locator("th, td");
      await expect(cells).toHaveCount(columns.length);
      for (let cell = 0; cell < columns.length; cell += 1) {
        const rect = await cells.nth(cell).boundingBox();
        expect(rect?.x).toBeGreaterThanOrEqual(0);
        expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    }
    await expect(rows.first().getByText(columns[1] ?? "", { exact: true })).toBeVisible();
    // For a screen reader it is the same table as on a wide screen.
    const selector = `[aria-label="${table}"] table`;
    expect(await rolesUnder(page, selector)).toEqual({
      table: 1,
      row: count + 1,
      columnheader: columns.length,
      rowheader: count,
      cell: count * (columns.length - 1),
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await rolesUnder(page, selector)).toEqual({
      table: 1,
      row: count + 1,
      columnheader: columns.length,
      rowheader: count,
      cell: count * (columns.length - 1),
    });
    await expect(page.locator("thead").first()).toBeVisible();
  });
}

test("on a phone, a course page shows its price and Register under the title", async ({ page }) => {
  const course = "/courses/ai-and-the-law-essential-tools-tactics";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(course);
  const register = page.getByRole("link", { name: "Register and pay" });
  const price = page.getByRole("complementary", { name: "Register" }).getByText("$149");
  // On the first screen, before the course's description.
  for (const target of [register, price]) {
    await expect(target).toBeInViewport({ ratio: 1 });
    expect((await target.boundingBox())?.y).toBeLessThan(
      (await page.getByRole("heading", { name: "About this course" }).boundingBox())?.y ?? 0,
    );
  }
  await expect(page.getByRole("link", { name: "Register and pay" })).toHaveCount(1);
  // On a laptop, the box is the column beside the description.
  await page.setViewportSize({ width: 1366, height: 768 });
  const aside = await page.getByRole("complementary", { name: "Register" }).boundingBox();
  const about = await page.getByRole("heading", { name: "About this course" }).boundingBox();
  expect(aside?.x).toBeGreaterThan((about?.x ?? 0) + 400);
});

test("the footer's links and a state page's source links are at least 24 × 24 px", async ({
  page,
}) => {
  await page.goto("/states/ai-cle-courses-new-york");
  await page.locator("footer").waitFor();
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    const sizes = async (selector: string) =>
      page.locator(selector).evaluateAll((links) =>
        links.map((link) => {
          const rect = link.getBoundingClientRect();
          return { link: link.textContent, width: rect.width, height: rect.height };
        }),
      );
    // The source marks ("[NY1]") beside each rule, and every link of the footer.
    const sources = (await sizes("main a[href]")).filter((item) =>
      /\[\w+\]$/.test(item.link ?? ""),
    );
    const footer = await sizes("footer a[href]");
    expect(sources.length).toBeGreaterThan(0);
    expect(footer.length).toBeGreaterThan(0);
    for (const item of [...sources, ...footer]) {
      expect(item.width, `${item.link} at ${viewport.width} px`).toBeGreaterThanOrEqual(23.5);
      expect(item.height, `${item.link} at ${viewport.width} px`).toBeGreaterThanOrEqual(23.5);
    }
  }
});

test("on a phone, the newsletter's confirmation wraps a long address", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `${randomBytes(4).toString("hex")}.subscriberwithalongaddress@whitfieldandpartnerslaw.com`;
  await page.goto("/");
  await page.getByRole("textbox", { name: "Get our updates on new courses" }).fill(email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  const confirmation = await waitForEmail(email, /^Confirm your subscription$/);
  await page.goto(linkIn(confirmation, `${baseURL}/newsletter/confirm`));
  await expect(page.getByText(`Thank you: ${email} is subscribed.`)).toBeVisible();
  await checkLayout(page, testInfo, "/newsletter/confirm");
});
