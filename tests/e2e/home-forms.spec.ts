import { randomBytes } from "node:crypto";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { linkIn, waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";

const address = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;

test("the hero sign-up: checks the address without sending, then confirms by e-mail", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("textbox", { name: "Get our updates on new courses" });
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  await box.fill("not-an-address");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toBe(0);

  const email = address("hero");
  await box.fill(email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("Thank you for signing up! You'll receive our updates soon."),
  ).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(box).toHaveValue("");

  const confirmation = await waitForEmail(email, /^Confirm your subscription$/);
  await page.goto(linkIn(confirmation, `${baseURL}/newsletter/confirm`));
  await expect(page.getByText(`Thank you: ${email} is subscribed.`)).toBeVisible();
  await page.goto(linkIn(confirmation, `${baseURL}/newsletter/unsubscribe`));
  await expect(page.getByText(`${email} will receive no more newsletters from us.`)).toBeVisible();

  // A link that was never ours (or was cut short) says so, with 404.
  const bogus = await page.goto("/newsletter/confirm?token=not-a-token");
  expect(bogus?.status()).toBe(404);
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
  expect((await page.goto("/newsletter/unsubscribe?token="))?.status()).toBe(404);
});

test("'Be the First to Know' subscribes with its own messages", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Upcoming Courses" });
  await expect(card.getByRole("listitem")).toHaveCount(3);
  const email = address("upcoming");
  await card.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await card.getByRole("button", { name: "Subscribe" }).click();
  await expect(card.getByText("Thank you for subscribing! We'll keep you updated.")).toBeVisible();
  await waitForEmail(email, /^Confirm your subscription$/);
});

test("the contact form reaches the staff mailbox, with field messages first", async ({ page }) => {
  await page.goto("/#contactUs");
  const section = page.getByRole("region", { name: "Contact Us" });
  await expect(section.getByRole("link", { name: "Call now" })).toHaveAttribute(
    "href",
    /^tel:\+?\d+$/,
  );
  await expect(section.getByRole("link", { name: "Start a conversation" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(section.getByText("Enter your name.")).toBeVisible();
  await expect(section.getByText("Write your message.")).toBeVisible();
  // Focus goes to the first field in error, not back to the page.
  await expect(section.getByLabel("Name")).toBeFocused();

  const sender = address("client");
  await section.getByLabel("Name").fill("Grace Hopper");
  await section.getByLabel("Email Address").fill(sender);
  await section.getByLabel("Phone Number").fill("(212) 555-0199");
  await section.getByLabel("Message Here").fill("Is the AI course approved in New York?");
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(
    section.getByText(
      `Thank you, Grace Hopper. We received your message and will reply to ${sender}`,
    ),
  ).toBeVisible();
  await expect(section.getByLabel("Message Here")).toHaveValue("");
  await expect(section.locator("[data-form-alert]")).toBeFocused();
  const staff = await waitForEmail(
    "support@lexedgecle.com",
    /^Contact form: message from Grace Hopper$/,
  );
  expect(staff.text).toContain("Is the AI course approved in New York?");
  expect(staff.text).toContain(sender);
});

test("the home page with its forms passes axe at phone and desktop widths", async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expectNoAxeViolations(page);
  }
});
