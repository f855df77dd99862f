import { APPROVED_STATES } from "~/content/states";
import { PUBLIC_PAGES } from "./support/public-pages";
import { expect, test } from "./support/test";

// Every public route of spec §2 (support/public-pages.ts): status, server-rendered
// heading, title and description. In the browser, each one's heading, title and
// axe at a phone's and a laptop's width are checked with its layout
// (phone-layouts.spec.ts), which opens it once for both.
for (const page of PUBLIC_PAGES) {
  test(`${page.path} is server-rendered with its heading, title and description`, async ({
    request,
  }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading =
      typeof page.heading === "string" ? page.heading.replaceAll("&", "&amp;") : page.heading;
    expect(html).toMatch(
      new RegExp(
        `<h1[^>]*>${typeof heading === "string" ? escapeRegExp(heading) : heading.source}</h1>`,
      ),
    );
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the splash page shows the live dates from the database, sold out ones marked", async ({
  page,
}) => {
  await page.goto("/advanced-legal-ai-cle");
  const sessions = page.getByRole("region", { name: "Live Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(3);
  // With the year: the sessions may fall in the next one.
  await expect(sessions.nth(0)).toContainText(/05\/03\/20\d\d/);
  await expect(sessions.nth(0)).toContainText("SOLD OUT");
  await expect(sessions.nth(1)).toContainText(/06\/02\/20\d\d/);
  await expect(sessions.nth(1)).toContainText("SOLD OUT");
  await expect(sessions.nth(2)).toContainText(/07\/31\/20\d\d/);
  await expect(sessions.nth(2)).toContainText("Live Course Launch");
  await expect(page.getByText("$149", { exact: true })).toBeVisible();
  await expect(page.getByText("Reg. $299")).toBeVisible();
  // Not the free one-hour webcast of a close title: said, with the way to it.
  await expect(
    page.getByRole("complementary", { name: "How this course differs" }).getByRole("link", {
      name: "See AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence",
    }),
  ).toBeVisible();
  // The light page is the same course: each page says so and links to the other.
  await page.getByRole("link", { name: "light-themed course page" }).click();
  await expect(page).toHaveURL("/ai-course-alt");
  await expect(page.getByText(/the same course, with the same seats and prices/)).toBeVisible();
  await page.getByRole("link", { name: "course page", exact: true }).click();
  await expect(page).toHaveURL("/advanced-legal-ai-cle");
});

test("a state's short path redirects to its canonical page", async ({ request }) => {
  const response = await request.get("/states/texas", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/states/ai-cle-courses-texas");
});

test("unknown courses and states answer 404", async ({ request }) => {
  expect((await request.get("/course-player/no-such-course")).status()).toBe(404);
  expect((await request.get("/states/ai-cle-courses-atlantis")).status()).toBe(404);
});

test("the footer is loaded and lists every approved state", async ({ page }) => {
  await page.goto("/courses");
  const states = page.getByRole("navigation", { name: "Approved states" }).getByRole("link");
  await expect(states).toHaveCount(APPROVED_STATES.length);
});
