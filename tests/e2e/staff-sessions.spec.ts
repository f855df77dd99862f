import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { registerFree } from "./support/courses";
import { publishFreeCourse } from "./support/free-course";
import { waitForEmail } from "./support/mailbox";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// Live sessions from the console: scheduled, moved (each registrant gets the
// new time and an invite that moves the event) and cancelled.

test("staff schedule a session, move it (the registrant's new invite arrives by e-mail) and cancel it", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "sessions-lead-e2e@example.com",
  });
  await confirmAddress(page, admin);
  const slug = `e2e-live-${Date.now().toString(36)}`;
  const title = `Live AI Clinic ${slug.slice(-5)}`;
  await publishFreeCourse(page, slug, title);

  await page.goto("/staff/live-sessions");
  await page.getByRole("link", { name: "Schedule a session" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Schedule a live session" }),
  ).toBeVisible();
  await page.getByLabel("Course", { exact: true }).selectOption(slug);
  // Bad input first: a day in the past.
  await page.getByLabel("Day", { exact: true }).fill("2026-01-05");
  await page.getByLabel("Start time").fill("13:00");
  await page.getByRole("button", { name: "Schedule the session" }).click();
  await expect(page.getByText("Choose a start in the future.").first()).toBeVisible();
  await page.getByLabel("Day", { exact: true }).fill("2027-03-10");
  await page.getByLabel("Time zone").selectOption("America/Chicago");
  await page.getByLabel("Seats (capacity)").fill("30");
  await page.getByLabel("Presenter (optional)").fill("Dana Whitfield");
  await page.getByRole("button", { name: "Schedule the session" }).click();
  await expect(page.getByText("The session is scheduled and on the course's page.")).toBeVisible();
  // 1:00 PM in Chicago is 2:00 PM Eastern, as the site shows it.
  await expect(
    page.getByRole("heading", { level: 1, name: /Wednesday, March 10, 2027 at 2:00 PM EST/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const sessionPage = page.url();

  // An attorney registers and gets the first invite.
  const attendeePage = await browser.newPage();
  const attorney = await signUpViaApi(attendeePage.request, newUser());
  await signInViaApi(attendeePage, attorney);
  await registerFree(attendeePage, slug, attorney);
  const first = await waitForEmail(attorney.email, /^You are registered: /);
  expect(first.calendar).toContain("DTSTART:20270310T190000Z");
  expect(first.calendar).toContain("SEQUENCE:0");
  const uid = /UID:[^\r\n]+/.exec(first.calendar.replace(/\r?\n /g, ""))?.[0] ?? "no UID";

  // A second registrant: two seats taken.
  const secondPage = await browser.newPage();
  const second = await signUpViaApi(secondPage.request, newUser());
  await signInViaApi(secondPage, second);
  await registerFree(secondPage, slug, second);
  await secondPage.close();

  // The seats cannot go below those taken (1 is a valid number, but 2 are taken); then the
  // session moves a week.
  const details = page.getByRole("form", { name: "Session details" });
  await details.getByLabel("Seats (capacity)").fill("1");
  await details.getByRole("button", { name: "Save the session" }).click();
  await expect(
    details.getByText("2 seats are taken: the capacity cannot be less than 2.").first(),
  ).toBeVisible();
  await details.getByLabel("Seats (capacity)").fill("30");
  await details.getByLabel("Day").fill("2027-03-17");
  await details.getByRole("button", { name: "Save the session" }).click();
  await expect(
    details.getByText(
      "The session is moved. 2 registrants are told, with an updated calendar invite.",
    ),
  ).toBeVisible();
  const moved = await waitForEmail(attorney.email, /^New time: /);
  expect(moved.text).toContain("Wednesday, March 17, 2027 at 2:00 PM EDT");
  const invite = moved.calendar.replace(/\r?\n /g, "");
  expect(invite).toContain("DTSTART:20270317T180000Z");
  expect(invite).toContain("SEQUENCE:1");
  // The same event, so the attendee's calendar moves it rather than adding another.
  expect(invite).toContain(uid);
  await attendeePage.goto("/dashboard");
  await expect(attendeePage.getByText(/March 17, 2027/).first()).toBeVisible();

  // Cancelled, keeping the place: the attendee is told and the session leaves the course page.
  await page.goto(sessionPage);
  const cancel = page.getByRole("form", { name: "Cancel the session" });
  await cancel.getByRole("button", { name: /^Cancel the session/ }).click();
  // The reason is asked for before the confirmation.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await cancel.getByLabel("Why (the registrants are told)").fill("The presenter is ill.");
  await cancel.getByRole("button", { name: /^Cancel the session/ }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "2 registrants are told by mail in 5 minutes",
  );
  await confirmInDialog(page, "Cancel the session");
  await expect(
    page.getByText(/^Session cancelled and off the site\. 2 registrants will be told at /),
  ).toBeVisible();
  // Told now rather than when the undo's time ends.
  await page.getByRole("button", { name: "Tell the registrants now (no undo)" }).click();
  await expect(
    page.getByText("2 mails are being sent now. The cancellation can no longer be undone."),
  ).toBeVisible();
  await expect(page.getByText("Cancelled. The presenter is ill.")).toBeVisible();
  const gone = await waitForEmail(attorney.email, /^Cancelled: /);
  expect(gone.calendar).toContain("METHOD:CANCEL");
  expect(gone.calendar).toContain("STATUS:CANCELLED");
  await expectNoAxeViolations(page);
  await attendeePage.goto(`/courses/${slug}`);
  await expect(attendeePage.getByText(/March 17, 2027/)).toHaveCount(0);
  await attendeePage.close();
});
