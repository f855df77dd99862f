import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { registerFree } from "./support/courses";
import { publishFreeCourse } from "./support/free-course";
import { emailsTo, waitForEmail } from "./support/mailbox";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// Writing to a live session's registrants: composed from the session's page
// (an unknown merge field refused by name), previewed as the first of them
// sees it, tested to oneself, sent once through the outbox, delivered
// through the SMTP catcher, its progress shown, and listed on each
// attendee's page; axe-clean at 1366 and 390 px.

/** Axe, and no sideways scroll, at a laptop's and a phone's width. */
async function checkBothWidths(page: Page) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(sideways, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("staff write to a session's registrants: preview, test, send once, delivery, attendee's mail", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "mailings-e2e@example.com",
  });
  await confirmAddress(page, admin);
  const slug = `e2e-mail-${Date.now().toString(36)}`;
  const title = `Mail Clinic ${slug.slice(-5)}`;
  await publishFreeCourse(page, slug, title);
  const scheduled = await page.request.post("/staff/live-sessions/new", {
    form: {
      courseId: slug,
      day: "2027-04-14",
      time: "13:00",
      timeZone: "America/New_York",
      durationMinutes: "60",
      capacity: "30",
      presenter: "",
      label: "",
      joinUrl: "https://meet.example.com/mail-clinic",
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(scheduled.status()).toBe(302);
  const sessionPath = (scheduled.headers().location ?? "").replace(/\?.*$/, "");

  const attorneys = [newUser(), newUser()];
  for (const attorney of attorneys) {
    const own = await browser.newPage();
    await signUpViaApi(own.request, attorney);
    await signInViaApi(own, attorney);
    await registerFree(own, slug, attorney);
    await own.close();
  }

  await test.step("compose from the session's page; an unknown merge field is named", async () => {
    await page.goto(sessionPath);
    await page.getByRole("link", { name: "Write to registrants" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Write to registrants" }),
    ).toBeVisible();
    await expect(page.getByText(/To the 2 registrants of/)).toBeVisible();
    await checkBothWidths(page);
    await page.getByLabel("Subject", { exact: true }).fill("Your link for {{course}}");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Dear {{first_name}},\n\nWe meet on {{session_time}}. Join here: {{join_link}}");
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(
      page.getByText(/^\{\{first_name\}\} is not a merge field: use \{\{name\}\}/),
    ).toBeVisible();
    await page
      .getByLabel("Message", { exact: true })
      .fill("Dear {{name}},\n\nWe meet on {{session_time}}. Join here: {{join_link}}");
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page.getByText("The draft is saved. Nothing is sent yet.")).toBeVisible();
  });
  const mailingPage = page.url();

  await test.step("the preview is the first registrant's copy", async () => {
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText(`Subject: Your link for ${title}`)).toBeVisible();
    await expect(preview.getByText(/Dear Test Attorney \w+,/)).toBeVisible();
    await expect(preview.getByText(/Wednesday, April 14, 2027 at 1:00 PM EDT/)).toBeVisible();
    await expect(preview.getByText(/\/dashboard\/sessions\/[^/]+\/join/)).toBeVisible();
    await checkBothWidths(page);
  });

  await test.step("a test to oneself, marked TEST", async () => {
    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByText(/A test is on its way to mailings-e2e@example.com/)).toBeVisible();
    const test = await waitForEmail(admin.email, /^TEST: Your link for /);
    expect(test.text).toMatch(/Dear Test Attorney \w+,/);
    for (const attorney of attorneys) {
      expect(emailsTo(attorney.email).some((mail) => mail.subject.includes("Your link"))).toBe(
        false,
      );
    }
  });

  await test.step("sent once, after the confirmation; delivered to each", async () => {
    const send = page.getByRole("region", { name: "Send it" });
    await expect(send.getByText(/It goes to 2 registrants through the outbox/)).toBeVisible();
    await send.getByLabel("Yes, send it to 2 registrants now.").check();
    await send.getByRole("button", { name: "Send to 2 registrants" }).click();
    await expect(page.getByText(/^Sent to 2 registrants through the outbox/)).toBeVisible();
    for (const attorney of attorneys) {
      const mail = await waitForEmail(attorney.email, /^Your link for /);
      expect(mail.text).toContain(`Dear ${attorney.name},`);
      expect(mail.text).toMatch(/\/dashboard\/sessions\/[^/\s]+\/join/);
    }
    // The page polls while copies wait: it ends with all delivered.
    await expect(page.getByText("Done: every copy was delivered.")).toBeVisible({
      timeout: 30_000,
    });
    const progress = page.getByRole("region", { name: "Delivery" });
    await expect(progress.locator("dl")).toContainText(
      /Recipients\s*2\s*Delivered\s*2\s*Waiting\s*0\s*Failed\s*0/,
    );
    await checkBothWidths(page);
    // A resubmitted send (the form posted again) sends nothing more.
    const again = await page.request.post(mailingPage, {
      form: { intent: "send", expected: "2", confirm: "yes" },
      headers: { Origin: baseURL },
    });
    expect(await again.text()).toContain("already sent");
    await page.waitForTimeout(1000);
    for (const attorney of attorneys) {
      expect(
        emailsTo(attorney.email).filter((mail) => /^Your link for /.test(mail.subject)),
      ).toHaveLength(1);
    }
  });

  await test.step("the attendee's page lists the message and opens it", async () => {
    const [first] = attorneys;
    if (!first) throw new Error("no attorney");
    await page.goto(`/staff/attendees?q=${encodeURIComponent(first.email)}`);
    await page.getByRole("link", { name: first.name }).click();
    await page.getByRole("link", { name: `Your link for ${title}` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Your link for ${title}` }),
    ).toBeVisible();
    await expect(page.getByText(`Dear ${first.name},`)).toBeVisible();
    await page.getByRole("link", { name: "a message to registrants" }).click();
    await expect(page).toHaveURL(mailingPage.replace(/\?.*$/, ""));
  });

  await test.step("a filtered roster writes to the registrants it shows", async () => {
    const [, second] = attorneys;
    if (!second) throw new Error("no attorney");
    await page.goto(
      `/staff/rosters/sessions/${sessionPath.split("/").pop()}?q=${encodeURIComponent(second.email)}`,
    );
    await page.getByRole("link", { name: "Write to these registrants" }).click();
    await expect(page.getByText(/To the 1 registrant of/)).toBeVisible();
    await expect(page.getByText(`matching “${second.email}”`, { exact: false })).toBeVisible();
  });

  await test.step("the list finds it", async () => {
    await page.goto("/staff/mailings");
    await page.getByLabel("Subject, course or author").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 message.")).toBeVisible();
    await expect(page.getByRole("link", { name: `Your link for {{course}}` })).toBeVisible();
    await checkBothWidths(page);
  });
});
