import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

const PROTECTED = ["/profile", "/dashboard", "/delete-account", "/payment", "/payment-success"];

for (const path of PROTECTED) {
  test(`${path} sends a signed-out visitor to /login on the server`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

test("the redirect to /login replaces the history entry, and /login returns afterwards", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await page.goto("/courses");
  await page.goto("/payment?course=ai");
  await expect(page).toHaveURL("/login?redirectTo=%2Fpayment%3Fcourse%3Dai");

  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/payment?course=ai");
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
});

test("a client-side navigation to a protected page never leaves it in the history", async ({
  page,
}) => {
  await page.goto("/faculty");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Courses" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
  const before = await page.evaluate(() => window.history.length);
  // As a link to /dashboard would: React Router's client navigation.
  await page.evaluate(() => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter;
    router.navigate("/dashboard");
  });
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL("/courses");
  await page.goBack();
  await expect(page).toHaveURL("/faculty");
});

test("a wrong password gets a generic message and a 401", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill("not-the-password");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/login") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Log In" }).click(),
  ]);
  expect(response.status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
  await expectNoAxeViolations(page);
});

test("sign up, see the signed-in header, sign out back to /", async ({ page }) => {
  const user = newUser();
  await page.goto("/register");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Texas" });
  await page.getByRole("button", { name: "Sign Up and Start Free Trial" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, Grace Hopper.")).toBeVisible();

  await page.getByRole("button", { name: "Account menu for Grace Hopper" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  const response = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test("sign-up form errors are shown beside the fields", async ({ page }) => {
  await page.goto("/register");
  await expect(page.getByText("At least 10 characters.", { exact: true })).toBeVisible();
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign Up and Start Free Trial" }).click();
  await expect(page.getByText("Enter your first name.")).toBeVisible();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  // One hint on the field, not the same rule twice.
  await expect(page.getByText("At least 10 characters.", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Choose your state.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});

test("/logout signs out and redirects to /", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await page.goto("/logout");
  await expect(page).toHaveURL("/");
  expect((await page.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
});

test("/login refuses to redirect off the site", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await page.goto("/login?redirectTo=https://evil.example/");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("signed-in pages are private and uncached", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  const response = await page.request.get("/dashboard");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

test("the login form is throttled per client address like the API", async ({ playwright }) => {
  const origin = baseURL;
  const client = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.21", Origin: origin },
  });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await client.post("/login", {
      form: { email: "someone@example.com", password: "wrong-password" },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses).toContain(429);
  await client.dispose();
});

test("cross-site posts are refused, by the forms and by the auth API", async ({
  playwright,
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  const cookie = (await page.context().cookies())
    .map((entry) => `${entry.name}=${entry.value}`)
    .join("; ");
  const client = await playwright.request.newContext({
    baseURL: baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.22", Origin: "https://evil.example" },
  });
  const form = await client.post("/login", {
    form: { email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(403);
  expect(await form.text()).toContain("This request came from another site and was refused.");
  expect(form.headers()["set-cookie"]).toBeUndefined();
  // Another site trying to sign the user out with their cookie.
  const api = await client.post("/api/auth/sign-out", { data: {}, headers: { Cookie: cookie } });
  expect(api.status()).toBe(403);
  expect(api.headers()["set-cookie"]).toBeUndefined();
  expect((await page.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  await client.dispose();
});

test("a cross-site link to /logout does not sign the visitor out", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  for (const site of ["cross-site", "same-site"]) {
    const response = await page.request.get("/logout", { headers: { "Sec-Fetch-Site": site } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Do you want to sign out of your account?");
    expect((await page.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  }
});

test("data requests of signed-in pages are private", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  const response = await page.request.get("/dashboard.data");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});
