import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

export type TestUser = {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  password: string;
  state: string;
};

export function newUser(): TestUser {
  const id = randomBytes(5).toString("hex");
  return {
    firstName: "Test",
    lastName: `Attorney ${id}`,
    name: `Test Attorney ${id}`,
    email: `attorney-${id}@example.com`,
    password: `pw-${id}-Secret!`,
    state: "new-york",
  };
}

/**
 * Creates a whole account (profile, free trial, welcome e-mail) through the
 * sign-up form's endpoint, without the UI, as a fixture would.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const response = await request.post("/register", {
    form: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      password: user.password,
      confirmPassword: user.password,
      state: user.state,
      redirectTo: "/dashboard",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() !== 302)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Signs the page's browser context in without the UI (the login form's endpoint). */
export async function signInViaApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`sign-in failed: ${response.status()}`);
}

/** Fills in the sign-up form ("Sign Up and Start Free Trial") and sends it. */
export async function fillSignUpForm(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(user.email);
  await page.getByLabel("State", { exact: true }).selectOption(user.state);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Sign Up and Start Free Trial" }).click();
}
