import { MAIN_NAVIGATION } from "~/content/navigation";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { signInViaApi, signUpViaApi } from "./support/users";

// The home page carries the site's navigation: in the
// landing header on a wide screen, behind the same Menu as every other page
// on a phone, beside the spec's search box.

test("on a laptop the landing header has the site's navigation beside the search box", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  const header = page.locator("header").first();
  const main = header.getByRole("navigation", { name: "Main" });
  for (const item of MAIN_NAVIGATION) {
    await expect(main.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(header.getByRole("searchbox", { name: "Search courses" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  // One row: the header stays as low as the site header.
  expect((await header.boundingBox())?.height).toBeLessThan(80);
  await expectNoAxeViolations(page);
  await main.getByRole("link", { name: "Faculty" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Faculty" })).toBeVisible();
});

test("on a phone the landing header opens the site's menu with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header.getByRole("searchbox", { name: "Search courses" })).toBeVisible();
  const main = header.getByRole("navigation", { name: "Main" });
  await expect(main).toBeHidden();
  // Named "Menu", or "Close menu" while open.
  const menu = header.getByRole("button", { name: /^(Close menu|Menu)$/ });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(main).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(main.getByRole("link", { name: "Courses", exact: true })).toBeFocused();
  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(main).toBeHidden();
  // Opened again, a link leads on and the menu closes behind it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/ondemand");
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("signed in on a phone, the landing header keeps the account menu and the site's menu", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header.getByRole("button", { name: `Account menu for ${user.name}` })).toBeVisible();
  await header.getByRole("button", { name: "Menu", exact: true }).click();
  const main = header.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "View Plans" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nothing in the header runs off a 390 px screen.
  const right = await header.evaluate((element) =>
    Math.max(
      ...Array.from(element.querySelectorAll("a, button, input")).map(
        (item) => item.getBoundingClientRect().right,
      ),
    ),
  );
  expect(right).toBeLessThanOrEqual(390);
});
