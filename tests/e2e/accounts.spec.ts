import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { emailsTo, linkIn, waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

test("sign-up sends a welcome e-mail and a confirmation link that confirms the address", async ({
  page,
}) => {
  const user = newUser();
  await page.goto("/register?redirectTo=%2Fcourses");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Illinois" });
  await page.getByLabel("Phone (optional)").fill("(312) 555-0142");
  await page.getByRole("button", { name: "Sign Up and Start Free Trial" }).click();
  await expect(page).toHaveURL("/courses");

  // Unverified users can use the site, and are reminded.
  const reminder = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(reminder).toContainText(user.email);
  await expectNoAxeViolations(page);

  const welcome = await waitForEmail(user.email, /^Welcome to LexEdge CLE$/);
  expect(welcome.text).toContain("Welcome, Ada!");
  expect(welcome.text).toMatch(/free trial runs until \w+ \d+, \d{4}/);
  expect(welcome.html).toContain(`${baseURL}/dashboard`);

  const confirmation = await waitForEmail(user.email, /^Confirm your e-mail address$/);
  await page.goto(linkIn(confirmation, `${baseURL}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/dashboard\?verified=1/);
  await expect(page.getByText("Thank you: your e-mail address is confirmed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);
});

test("the confirmation link can be sent again", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/courses");
  await waitForEmail(user.email, /^Confirm your e-mail address$/);
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText("We sent a new link. It works for 24 hours.")).toBeVisible();
  await expect
    .poll(() => emailsTo(user.email).filter((e) => /^Confirm your e-mail/.test(e.subject)).length)
    .toBe(2);
});

test("a common password is refused at sign-up", async ({ page }) => {
  const user = newUser();
  await page.goto("/register");
  await page.getByLabel("First name").fill("Common");
  await page.getByLabel("Last name").fill("Password");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm password").fill("password123");
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Other" });
  await page.getByRole("button", { name: "Sign Up and Start Free Trial" }).click();
  await expect(
    page.getByText("This password is too common and easy to guess. Choose another one."),
  ).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
});

test("the account menu works with the keyboard", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/courses");
  const trigger = page.getByRole("button", { name: `Account menu for ${user.name}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveText([
    "My Dashboard",
    "Credit Tracker",
    "Your Firm",
    "Profile Settings",
    "Sign Out",
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/profile");

  await trigger.click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
});

test("the account menu: ↑ opens on the last item, Home/End jump, Tab and a click outside close it", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/courses");
  const trigger = page.getByRole("button", { name: `Account menu for ${user.name}` });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.focus();
  await page.keyboard.press("ArrowUp");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "My Dashboard" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(page.getByRole("menuitem", { name: "My Dashboard" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("menu")).toBeHidden();

  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("password reset by e-mail: one answer for every address, a single-use link, every session ended", async ({
  page,
  browser,
  request,
}) => {
  const user = await signUpViaApi(request);
  // A second device, signed in before the reset.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signInViaApi(otherPage, user);
  expect((await otherPage.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);

  const answer = async (email: string) => {
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    return page.getByRole("status").filter({ hasText: "If an account exists" }).textContent();
  };
  const unknown = await answer("nobody-here@example.com");
  const known = await answer(user.email);
  expect(known?.replace(user.email, "X")).toBe(unknown?.replace("nobody-here@example.com", "X"));
  await expectNoAxeViolations(page);

  const email = await waitForEmail(user.email, /^Reset your LexEdge CLE password$/);
  expect(email.text).toContain("expires in 60 minutes");
  const link = linkIn(email, `${baseURL}/api/auth/reset-password/`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = `${user.password}-new`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/login?passwordReset=1");
  await expect(
    page.getByText("Your password was changed and you were signed out everywhere."),
  ).toBeVisible();

  // Every other session ended.
  expect((await otherPage.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
  await otherDevice.close();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText("This reset link is no longer valid")).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/dashboard");
  expect(emailsTo("nobody-here@example.com")).toHaveLength(0);
});

test("a tampered reset token is refused", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("a-long-enough-password");
  await page.getByLabel("Confirm new password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This reset link is no longer valid");
});

test("sign-in attempts are limited per account address, whatever the client address", async ({
  playwright,
  request,
}) => {
  const user = await signUpViaApi(request);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const client = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${100 + attempt}`, Origin: baseURL },
    });
    const response = await client.post("/login", {
      form: { email: user.email, password: "wrong-password-1" },
    });
    statuses.push(response.status());
    await client.dispose();
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test("profile settings: details, bar admissions and password, with field messages", async ({
  page,
  request,
}) => {
  // A whole story across many pages: it needs longer than one step on a busy machine.
  test.slow();
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/profile");
  await expect(page.getByLabel("First name")).toHaveValue(user.firstName);
  await expectNoAxeViolations(page);

  // Details: the header's name follows.
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("State", { exact: true }).selectOption({ label: "Virginia" });
  await page.getByLabel("Phone (optional)").fill("(703) 555-0100");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Grace Hopper" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("(703) 555-0100");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("virginia");

  // Bar admissions: several, one per state.
  const bar = page.getByRole("region", { name: "Bar admissions" });
  await bar.getByLabel("State of admission").selectOption({ label: "New York" });
  await bar.getByLabel("Bar number").fill("5551234");
  await bar.getByRole("button", { name: "Add admission" }).click();
  await expect(page.getByText("Bar admission added.")).toBeVisible();
  await bar.getByLabel("State of admission").selectOption({ label: "Texas" });
  await bar.getByLabel("Bar number").fill("24012345");
  await bar.getByRole("button", { name: "Add admission" }).click();
  await expect(bar.getByRole("listitem")).toHaveCount(2);
  await bar.getByLabel("State of admission").selectOption({ label: "Texas" });
  await bar.getByLabel("Bar number").fill("999");
  await bar.getByRole("button", { name: "Add admission" }).click();
  await expect(page.getByText("You already have an admission in this state.")).toBeVisible();
  await bar.getByRole("button", { name: "Remove Texas bar admission" }).click();
  await expect(bar.getByRole("listitem")).toHaveCount(1);
  await expect(bar.getByRole("listitem")).toContainText("New York · Bar number 5551234");

  // Password: the current one is required.
  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill(`${user.password}-2`);
  await password.getByLabel("Confirm new password").fill(`${user.password}-2`);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();
  await expect(password.getByLabel("Current password", { exact: true })).toBeFocused();
  await password.getByLabel("Current password", { exact: true }).fill(user.password);
  await password.getByLabel("New password", { exact: true }).fill(`${user.password}-2`);
  await password.getByLabel("Confirm new password").fill(`${user.password}-2`);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Your password was changed. Your other devices were signed out."),
  ).toBeVisible();
  // Still signed in here.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
});

test("changing the e-mail address needs the password and a link sent to the new address", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "E-mail address" });
  const newEmail = user.email.replace("attorney-", "moved-");
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section
    .getByLabel("Current password (to confirm the new address)")
    .fill("wrong-password-0");
  await section.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(section.getByText("The password is incorrect.")).toBeVisible();

  await section.getByLabel("Current password (to confirm the new address)").fill(user.password);
  await section.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(section.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();

  const confirmation = await waitForEmail(newEmail, /^Confirm your new e-mail address$/);
  await page.goto(linkIn(confirmation, `${baseURL}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/profile\?emailChanged=1/);
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  // Following the link proved the new address: no reminder to confirm it.
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);

  // The new address logs in; the old one no longer does.
  const fresh = await page.context().browser()?.newContext();
  const other = await fresh?.newPage();
  if (!other || !fresh) throw new Error("no browser");
  await other.goto(`${baseURL}/login`);
  await other.getByLabel("E-mail").fill(newEmail);
  await other.getByLabel("Password").fill(user.password);
  await other.getByRole("button", { name: "Log In" }).click();
  await expect(other).toHaveURL(`${baseURL}/dashboard`);
  await fresh.close();
});

test("deleting the account: what goes, the password, then signed out for good", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete Account" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What will be deleted" })).toContainText(
    user.email,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Password").fill("wrong-password-0");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();

  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/?accountDeleted=1");
  await expect(
    page.getByText("Your account and its personal data have been deleted."),
  ).toBeVisible();
  expect((await page.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);

  const login = await request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(401);
});

test("the development mailbox does not exist in production", async ({ request }) => {
  expect((await request.get("/dev/mailbox")).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the avatar is a link to Profile Settings, and the forms still work", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/dashboard");
    await page.getByRole("link", { name: `Account menu for ${user.name}` }).click();
    await expect(page).toHaveURL("/profile");
  });

  test("changing the password keeps this device signed in", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await signInViaApi(page, user);
    await page.goto("/profile");
    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current password", { exact: true }).fill(user.password);
    await password.getByLabel("New password", { exact: true }).fill(`${user.password}-2`);
    await password.getByLabel("Confirm new password").fill(`${user.password}-2`);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(
      page.getByText("Your password was changed. Your other devices were signed out."),
    ).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  });
});

test("a confirmation link that fails while signed out says so on the login page", async ({
  page,
}) => {
  await page.goto(
    `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/dashboard?verified=1")}`,
  );
  await expect(page).toHaveURL(/\/login\?/);
  await expect(
    page.getByText("This confirmation link has expired or was already used."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
