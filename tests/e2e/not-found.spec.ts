import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("an unknown path answers 404 with 'Page Not Found' and a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a 404 reached by client-side navigation shows the same page", async ({ page }) => {
  await page.goto("/courses");
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>(
      'nav[aria-label="Main"] a[href="/faculty"]',
    );
    if (link) link.href = "/nowhere";
  });
  await page.goto("/nowhere");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
