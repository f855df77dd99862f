import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { linkIn, waitForEmail } from "./mailbox";
import { clientAddress, expect, waitForHydration } from "./test";
import { signInViaApi, type TestUser } from "./users";

/** Opens the confirmation link e-mailed to a new account, in `page`. */
export async function confirmAddress(page: Page, user: TestUser): Promise<void> {
  const confirmation = await waitForEmail(user.email, /^Confirm your e-mail address$/);
  await page.goto(linkIn(confirmation, `${baseURL}/api/auth/verify-email`));
}

/**
 * A browser of its own, from an address of its own (per-address limits apply
 * per person), whose goto waits for hydration as the test fixture's does.
 */
export async function ownPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await ownPage(browser);
  await signInViaApi(page, user);
  return page;
}

/** Opens one of the course editor's pages by its tab, as staff do, and waits for it. */
export async function openCourseTab(page: Page, tab: string): Promise<void> {
  const link = page
    .getByRole("navigation", { name: "Course editor" })
    .getByRole("link", { name: tab });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}
