import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";

const STAFF = "support@lexedgecle.com";
const unique = () => randomBytes(4).toString("hex");

test("the At Work page passes axe at desktop and phone widths", async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/work");
    await expect(page.getByRole("heading", { level: 1, name: "CLE at Work" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Team plans by size" })).toBeVisible();
    // Open one answer, so its content is checked too.
    await page.getByText("How is a team plan priced?").click();
    await expect(page.getByText("By the size of the team.")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("the At Work page leads a firm to open its account, through sign-in", async ({ page }) => {
  await page.goto("/work");
  await page.getByRole("link", { name: "Open a firm account" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffirm$/);
});

test("a firm enquires with the keyboard only; staff and enquirer get their e-mails", async ({
  page,
}) => {
  const id = unique();
  const firm = `Keyboard & Partners ${id} LLP`;
  const email = `managing-partner-${id}@example.com`;
  await page.goto("/work");

  // Tab to the page's "Ask for a quote" link and follow it to the form.
  const quoteLink = page.getByRole("link", { name: "Ask for a quote" });
  for (let n = 0; n < 40; n += 1) {
    await page.keyboard.press("Tab");
    if (await quoteLink.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(quoteLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#enquiry$/);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Firm or organization")).toBeFocused();

  await page.keyboard.type(firm);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("(212) 555-0199");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12");
  // The first state (Florida), then the second (Texas), ticked with Space.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Florida" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Texas" })).toBeChecked();
  await expect(
    page.getByRole("group", { name: "States the team is admitted in (optional)" }),
  ).toBeVisible();
  // Past the remaining states to the message.
  const message = page.getByLabel("Message (optional)");
  for (let n = 0; n < 13 && !(await message.evaluate((el) => el === document.activeElement)); n++)
    await page.keyboard.press("Tab");
  await expect(message).toBeFocused();
  await page.keyboard.type("We would like live webcasts for our litigation group.");
  await page.keyboard.press("Tab");
  const send = page.getByRole("button", { name: "Send enquiry" });
  await expect(send).toBeFocused();

  // Slow the answer down to see the button held while the form is on its way.
  await page.route("**/work.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();

  const success = page.getByRole("status").filter({ hasText: "We received your enquiry" });
  await expect(success).toHaveText(
    `Thank you, Grace Hopper. We received your enquiry and will reply to ${email} within one business day.`,
  );
  await expect(success).toBeFocused();
  await expect(page.getByLabel("Firm or organization")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Texas" })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();

  const staff = await waitForEmail(STAFF, new RegExp(`^Team enquiry: ${firm} \\(12 attorneys\\)$`));
  expect(staff.text).toContain(email);
  expect(staff.text).toContain("Florida, Texas");
  expect(staff.text).toContain("We would like live webcasts for our litigation group.");
  const acknowledgement = await waitForEmail(email, /^We received your team plan enquiry$/);
  expect(acknowledgement.text).toContain("team plan for 12 attorneys");
});

test("an invalid e-mail address gets its field message and the focus", async ({ page }) => {
  await page.goto("/work");
  const form = page.locator("#enquiry");
  await form.getByLabel("Firm or organization").fill("Typo & Co");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Work e-mail").fill("ada.example.com");
  await form.getByLabel("Number of attorneys").fill("5");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  const field = form.getByLabel("Work e-mail");
  await expect(form.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Enter a valid e-mail address.");
  await expect(field).toBeFocused();
  // What was typed stays.
  await expect(form.getByLabel("Firm or organization")).toHaveValue("Typo & Co");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still posts, shows field messages, then the confirmation", async ({ page }) => {
    const id = unique();
    const email = `no-script-${id}@example.com`;
    await page.goto("/work");
    const form = page.locator("#enquiry");
    await form.getByLabel("Firm or organization").fill(`Plain Post ${id} PC`);
    await form.getByLabel("Your name").fill("Ada Lovelace");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Number of attorneys").fill("0");
    await form.getByRole("checkbox", { name: "Ohio" }).check();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/work#enquiry$/);
    await expect(form.getByText("Enter at least 1 attorney.")).toBeVisible();
    // The page came back with what was typed.
    await expect(form.getByLabel("Work e-mail")).toHaveValue(email);
    await expect(form.getByRole("checkbox", { name: "Ohio" })).toBeChecked();

    await form.getByLabel("Number of attorneys").fill("3");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      form.getByText(
        `We received your enquiry and will reply to ${email} within one business day.`,
      ),
    ).toBeVisible();
    await expect(form.getByLabel("Work e-mail")).toHaveValue("");
    const staff = await waitForEmail(STAFF, new RegExp(`^Team enquiry: Plain Post ${id} PC`));
    expect(staff.text).toContain("Ohio");
  });
});
