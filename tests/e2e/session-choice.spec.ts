import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { registerFree } from "./support/courses";
import { publishFreeCourse } from "./support/free-course";
import { waitForEmail } from "./support/mailbox";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// A session cancelled with the places kept: the attendee chooses another
// session on the dashboard, and the invite that arrives replaces the event.

const unfold = (calendar: string) => calendar.replace(/\r?\n /g, "");
const sequenceOf = (calendar: string) => Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1] ?? "NaN");

test("staff cancel a session keeping the places; the attendee chooses another on the dashboard and gets its invite", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "moves-lead-e2e@example.com",
  });
  await confirmAddress(page, admin);
  const slug = `e2e-moves-${Date.now().toString(36)}`;
  const title = `Live Clinic ${slug.slice(-5)}`;
  await publishFreeCourse(page, slug, title);

  // Two sessions: the first (which the attorney gets) and a later one with seats.
  const schedule = async (day: string) => {
    const response = await page.request.post("/staff/live-sessions/new", {
      form: {
        courseId: slug,
        day,
        time: "13:00",
        timeZone: "America/New_York",
        durationMinutes: "60",
        capacity: "20",
        presenter: "",
        label: "",
        joinUrl: "",
      },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    const location = response.headers().location ?? "";
    expect(location, `scheduling ${day}`).toMatch(/^\/staff\/live-sessions\/[^/?]+/);
    return location.split("?")[0] ?? "";
  };
  const first = await schedule("2027-05-04");
  await schedule("2027-05-11");
  await schedule("2027-05-18");

  const attendeePage = await browser.newPage();
  const attorney = await signUpViaApi(attendeePage.request, newUser());
  await signInViaApi(attendeePage, attorney);
  await registerFree(attendeePage, slug, attorney);
  const registered = await waitForEmail(attorney.email, /^You are registered: /);
  expect(registered.calendar).toContain("DTSTART:20270504T170000Z");

  // Staff cancel the first session, keeping the places (the default).
  await page.goto(first);
  const cancel = page.getByRole("form", { name: "Cancel the session" });
  await cancel.getByLabel("Why (the registrants are told)").fill("The presenter is ill.");
  await cancel.getByRole("button", { name: /^Cancel the session/ }).click();
  await confirmInDialog(page, "Cancel the session");
  await expect(
    page.getByText(/^Session cancelled and off the site\. 1 registrant will be told at /),
  ).toBeVisible();
  await page.getByRole("button", { name: "Tell the registrants now (no undo)" }).click();
  await expect(page.getByText(/^1 mail is being sent now\./)).toBeVisible();
  const cancelled = await waitForEmail(attorney.email, /^Cancelled: /);
  expect(cancelled.text).toMatch(/choose another live session on\s+your dashboard/);
  const cancelInvite = unfold(cancelled.calendar);
  expect(cancelInvite).toContain("METHOD:CANCEL");
  const uid = /UID:[^\r\n]+/.exec(cancelInvite)?.[0] ?? "no UID";

  // The dashboard says so and offers the later session.
  await attendeePage.goto("/dashboard");
  const card = attendeePage.locator(`#registration-${slug}`);
  await expect(card.getByText(/your session was cancelled and your place is kept/)).toBeVisible();
  const choice = card.getByLabel(`Live session of ${title}`);
  await expect(choice.locator("option")).toHaveCount(2);
  await expect(choice.locator("option").first()).toHaveText(/May 11, 2027 at 1:00 PM EDT/);
  await expectNoAxeViolations(attendeePage);
  await card.getByRole("button", { name: "Choose this session" }).click();
  await expect(attendeePage.getByText(/Your place is in the session you chose\./)).toBeVisible();
  await expect(card.getByText(/Live webcast: .*May 11, 2027/)).toBeVisible();
  await expectNoAxeViolations(attendeePage);

  // The new invite: the same event (UID), a higher SEQUENCE, the new start.
  const chosen = await waitForEmail(attorney.email, /^Your live webcast: /);
  expect(chosen.text).toContain("May 11, 2027");
  const invite = unfold(chosen.calendar);
  expect(invite).toContain("METHOD:PUBLISH");
  expect(invite).toContain("DTSTART:20270511T170000Z");
  expect(invite).toContain(uid);
  expect(sequenceOf(invite)).toBeGreaterThan(sequenceOf(cancelInvite));

  // Staff then move the place a week on from the attendee page, with a reason.
  await page.goto(`/staff/attendees?q=${encodeURIComponent(attorney.email)}`);
  await page.getByRole("link", { name: attorney.name }).click();
  const move = page.getByRole("form", { name: `Move ${title}` });
  await move.getByRole("button", { name: "Move the place" }).click();
  await expect(move.getByText("Choose a session.", { exact: true })).toBeVisible();
  const target = move.getByLabel("Move to the session");
  const later = await target.locator("option", { hasText: "May 18, 2027" }).getAttribute("value");
  await target.selectOption(later ?? "none");
  await move.getByLabel("Reason (kept in the audit log)").fill("Asked by phone: a hearing.");
  await move.getByRole("button", { name: "Move the place" }).click();
  await expect(page.getByText(/Done: the place is in the new session/)).toBeVisible();
  await expectNoAxeViolations(page);
  const moved = await waitForEmail(attorney.email, /^Your live webcast: .*May 18/);
  const movedInvite = unfold(moved.calendar);
  expect(movedInvite).toContain("DTSTART:20270518T170000Z");
  expect(movedInvite).toContain(uid);
  expect(sequenceOf(movedInvite)).toBeGreaterThan(sequenceOf(invite));
  await attendeePage.close();
});
