import { expect, test } from "./support/test";

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/courses");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByRole("navigation", { name: "Approved states" })
    .getByRole("link", { name: "Texas" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "AI CLE Courses in Texas" }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the header's and footer's links change page without reloading it", async ({ page }) => {
  await page.goto("/faculty");
  await page.locator("html[data-hydrated]").waitFor();
  // The footer's code comes after the page's: before it, its links load pages the plain way.
  await page.locator("footer[data-hydrated]").waitFor();
  // A full page load would drop this mark.
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
  await main.getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(main.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current");
  await expect(page.locator("html[data-same-document]")).toHaveCount(1);
  // The browser's back button returns to the page before.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
});

test("a hash link scrolls to its anchor", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/#confirmed-courses");
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getElementById("confirmed-courses")?.getBoundingClientRect().top ?? 999,
      ),
    )
    .toBeLessThanOrEqual(80);
});

test("the skip link moves keyboard focus to the main content", async ({ page }) => {
  await page.goto("/faculty");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the header's menu works with the keyboard on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/courses");
  const menu = page.getByRole("button", { name: /menu/i });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Courses", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/ondemand");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the landing search box searches the catalogue", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search courses" }).fill("ethics");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/courses?q=ethics");
});

test("Escape closes the small-screen menu and returns focus to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/faculty");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  const button = page.getByRole("button", { name: "Menu" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});

test("after a client-side navigation, focus moves to the new page's main content", async ({
  page,
}) => {
  await page.goto("/faculty");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await expect(page.locator("#main")).toBeFocused();
});

test("the catalogue search finds courses by their words and keeps the query in the URL", async ({
  page,
}) => {
  await page.goto("/courses?q=Deposition preparation");
  await expect(
    page.getByRole("heading", { name: "1 course matching “Deposition preparation”" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "AI-Assisted Deposition and Trial Preparation" }),
  ).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue(
    "Deposition preparation",
  );
  await page.getByRole("searchbox", { name: "Search courses" }).fill("zzzz-nothing");
  await page.getByRole("button", { name: "Show courses" }).click();
  await expect(page).toHaveURL(/\/courses\?q=zzzz-nothing/);
  await expect(page.getByText(/^No course matches your search/)).toBeVisible();
});
