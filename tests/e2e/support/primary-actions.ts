import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { expect } from "./test";
import type { TestUser } from "./users";

// What the primary-actions specs share: the pages they act on and the way
// they click before a page has hydrated.

export const FREE_COURSE = `/courses/${FEATURED_COURSE_ID}`;
export const FREE_COURSE_TITLE =
  "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";
export const PAID_COURSE = "/courses/ai-and-the-law-essential-tools-tactics";
/** The registration page of the free course, and as the home page links to it. */
export const REGISTER_PAGE = `${FREE_COURSE}/register`;
export const FROM_HOME = `${REGISTER_PAGE}?returnTo=%2F%23confirmed-courses`;
export const SUCCESS = "You have successfully registered for this course!";

/** An address of its own for a sign-up or a message. */
export const uniqueAddress = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString("hex")}@example.com`;

/** Signs in on the login page (the plain form). */
export async function logIn(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/**
 * Holds back every script the page fetches until `release` is called: a
 * click meanwhile lands before the page has hydrated, as a person's on a slow
 * phone does.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    // The page that asked may be gone by now (the click navigated).
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens the page and stops once its HTML is there, before it hydrates. */
export async function openBeforeHydration(page: Page, path: string): Promise<void> {
  // The frame's own goto: the fixture's page.goto waits for hydration.
  await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );
}
