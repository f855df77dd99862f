import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { signInViaApi, signUpViaApi } from "./support/users";

const COURSE = "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";

test("signed out: 'Sign In Required', Cancel closes, Sign In goes to /login and comes back", async ({
  page,
}) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Secure Your Spot" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Sign In Required" });
  await expect(dialog).toContainText("You must be logged in to register for this course.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole("dialog").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2F%23confirmed-courses");
});

test("signed in: the form is prefilled, submitting shows success and closes after 2 s; then 'already registered'", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Secure Your Spot" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: `Register: ${COURSE}` });
  await expect(dialog.getByLabel("First name")).toHaveValue(user.firstName);
  await expect(dialog.getByLabel("Last name")).toHaveValue(user.lastName);
  await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue(user.email);
  await expect(dialog.getByLabel("State", { exact: true })).toHaveValue("new-york");
  const live = dialog.getByRole("checkbox", {
    name: /I will attend the live webcast on May 2nd, 20\d\d/,
  });
  await expect(live).toBeChecked();
  await expectNoAxeViolations(page);

  // Focus is trapped inside the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByText("You have successfully registered for this course!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(trigger).toBeFocused();

  const email = await waitForEmail(user.email, /^You are registered: /);
  expect(email.text).toContain("The live webcast is on");
  expect(email.calendar).toContain("BEGIN:VEVENT");
  expect(email.calendar).toContain("DTSTART:20");

  await trigger.click();
  await expect(page.getByRole("dialog", { name: "You're registered" })).toContainText(
    "You are already registered for this course!",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("on the course page, 'Register free' says it worked, offers the next steps and leaves the focus on them", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/courses/ai-legal-tools-artificial-intelligence-law-cle");
  await page.getByRole("button", { name: "Register free" }).click();
  const dialog = page.getByRole("dialog", { name: `Register: ${COURSE}` });
  await expect(dialog.getByLabel("First name")).toHaveValue(user.firstName);
  await dialog.getByRole("button", { name: "Register" }).click();
  // The page's data reloads (the panel now shows the next steps); the dialog stays to say so.
  const success = dialog.getByRole("status").filter({
    hasText: "You have successfully registered for this course!",
  });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(dialog.getByRole("link", { name: "Go to My Dashboard" })).toBeVisible();
  await expect(
    dialog.getByRole("link", { name: "Add the live webcast to your calendar" }),
  ).toHaveAttribute(
    "href",
    "/dashboard/registrations/ai-legal-tools-artificial-intelligence-law-cle/calendar.ics",
  );
  await expectNoAxeViolations(page);
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  // The focus lands on the page's first next step, not on the body.
  await expect(
    page.getByRole("complementary", { name: "You are registered" }).getByRole("link").first(),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "Register free" })).toHaveCount(0);
});

test("field errors come back from the server and the form is re-enabled", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/");
  await page.getByRole("button", { name: "Secure Your Spot" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill("");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByText("Enter your first name.")).toBeVisible();
  await expect(dialog.getByLabel("First name")).toBeEnabled();
});

test("simultaneous submits register once", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  const form = {
    firstName: "A",
    lastName: "B",
    email: user.email,
    state: "ohio",
    attendLiveWebcast: "on",
  };
  const endpoint = "/api/courses/ai-legal-tools-artificial-intelligence-law-cle/registration";
  const responses = await Promise.all(
    Array.from({ length: 4 }, () =>
      page.request.post(endpoint, { form, headers: { Origin: baseURL } }),
    ),
  );
  const statuses = responses.map((response) => response.status()).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(3);
});
