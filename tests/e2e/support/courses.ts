import type { Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import type { TestUser } from "./users";

/** Registers the signed-in page's user for a free course, as the registration dialog does. */
export async function registerFree(page: Page, courseId: string, user: TestUser): Promise<void> {
  const response = await page.request.post(`/api/courses/${courseId}/registration`, {
    form: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      state: user.state,
      attendLiveWebcast: "on",
    },
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}

/** Adds a bar admission to the signed-in page's user (Profile Settings' form endpoint). */
export async function addBarAdmission(page: Page, state: string, barNumber: string): Promise<void> {
  const response = await page.request.post("/profile", {
    form: { intent: "add-bar", state, barNumber },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`bar admission failed: ${response.status()}`);
}

/** Buys a course through /payment and the TEST MODE checkout, in the page. */
export async function buyCourse(page: Page, courseId: string): Promise<void> {
  await page.goto(`/payment?courseId=${courseId}`);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/payment\/test-checkout\//);
  await page.getByRole("button", { name: /^Pay \$.*\(test\)$/ }).click();
  await page.waitForURL(/\/payment-success/);
}
