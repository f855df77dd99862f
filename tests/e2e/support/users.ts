import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

export type TestUser = { name: string; email: string; password: string };

export function newUser(): TestUser {
  const id = randomBytes(5).toString("hex");
  return {
    name: `Test Attorney ${id}`,
    email: `attorney-${id}@example.com`,
    password: `pw-${id}-Secret!`,
  };
}

/** Creates an account through better-auth's HTTP API (no UI), as a fixture would. */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const response = await request.post("/api/auth/sign-up/email", {
    data: user,
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Signs the page's browser context in without the UI. */
export async function signInViaApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}
