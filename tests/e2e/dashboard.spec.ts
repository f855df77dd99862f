import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { buyCourse, registerFree } from "./support/courses";
import { headerLines } from "./support/header-lines";
import { linkIn, waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

const SPLASH = "ai-and-the-law-essential-tools-tactics";
const ON_DEMAND = "cybersecurity-privacy-ai-law-firms";

test("the dashboard after sign-up, a purchase and a free registration: nothing hard-coded", async ({
  page,
}) => {
  // A whole story across many pages: it needs longer than one step on a busy machine.
  test.slow();
  const user = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, user);
  await page.goto("/dashboard");
  const next = page.getByRole("region", { name: "What to do next" });
  await expect(next.getByRole("link", { name: "Add bar admissions" })).toBeVisible();
  await expect(next.getByRole("link", { name: "Browse courses" })).toBeVisible();
  await expect(page.getByText("You have not registered for a course yet.")).toBeVisible();
  await expect(page.getByText(/Your free trial gives you the members' rate until/)).toBeVisible();

  await buyCourse(page, SPLASH);
  await buyCourse(page, ON_DEMAND);
  await page.goto("/dashboard");

  const registrations = page.getByRole("region", { name: "My registrations" });
  const live = registrations
    .getByRole("listitem")
    .filter({ hasText: "AI & The Law: Essential Tools & Tactics" });
  await expect(live).toContainText(/Live webcast: \w+day, July 31, \d{4}/);
  await expect(live).toContainText("The link to join appears here the day before the session.");
  await expect(live).toContainText("Attendance codes entered: 0/3");
  await expect(live).toContainText("codes are announced during the session");
  const onDemand = registrations
    .getByRole("listitem")
    .filter({ hasText: "Cybersecurity, Privacy and AI" });
  await expect(onDemand.getByRole("link", { name: "Open the course player" })).toBeVisible();

  // The calendar file of the live session.
  const calendar = await page.request.get(`/dashboard/registrations/${SPLASH}/calendar.ics`);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  const ics = await calendar.text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toMatch(/DTSTART:\d{4}0731T160000Z/);
  // Downloads are never sniffed as another type: one nosniff, not one per layer.
  expect(headerLines(calendar, "X-Content-Type-Options")).toEqual(["nosniff"]);
  const material = await page.request.get(`/courses/${SPLASH}/materials/reference-materials`);
  expect(material.headers()["content-type"]).toBe("application/pdf");
  expect(headerLines(material, "X-Content-Type-Options")).toEqual(["nosniff"]);
  expect(
    (await page.request.get(`/dashboard/registrations/${ON_DEMAND}/calendar.ics`)).status(),
  ).toBe(404);

  await expect(next.getByRole("link", { name: "Add it to your calendar" })).toBeVisible();
  await expect(next.getByRole("link", { name: "Start watching" })).toHaveAttribute(
    "href",
    `/course-player/${ON_DEMAND}`,
  );
  const purchases = page.getByRole("region", { name: "My purchases" });
  await expect(purchases.getByRole("row")).toHaveCount(3);
  await expect(purchases.getByRole("row", { name: /AI & The Law/ })).toContainText("$149");
  await expect(purchases.getByRole("row", { name: /Cybersecurity/ })).toContainText("Paid");
  // What was bought and when, never the order's id.
  await expect(purchases.getByRole("row", { name: /Cybersecurity/ })).toContainText(
    /Course.*[A-Z][a-z]+ \d{1,2}, \d{4}/,
  );
  await expect(purchases).not.toContainText("ord_");

  // Opening a course puts it in progress, here and in the header's list.
  await page.goto(`/course-player/${ON_DEMAND}`);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your courses" })).toContainText(
    "Cybersecurity, Privacy and AI",
  );
  await expect(next.getByRole("link", { name: "Resume" })).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // A code typed on the dashboard before the session starts is not accepted.
  const codeEntry = await page.request.post("/dashboard", {
    form: { intent: "code", courseId: SPLASH, code: "ABCDEF" },
    headers: { Origin: baseURL },
  });
  expect(codeEntry.status()).toBe(422);
  // Bad input is a 400, never a 500.
  const bad = await page.request.post("/dashboard", {
    form: { intent: "code", courseId: "../x", code: "A" },
    headers: { Origin: baseURL },
  });
  expect(bad.status()).toBe(400);

  // Each list the dashboard cuts short has its own pages (decision 0079):
  // the whole list, its count, the way back, and a 404 for a list there is not.
  await page.goto("/dashboard/purchases");
  await expect(page.getByRole("heading", { level: 1, name: "My purchases" })).toBeVisible();
  const allPurchases = page.getByRole("region", { name: /^\d purchases?$/ });
  // The same rows as the dashboard's table: nothing there was cut.
  await expect(allPurchases.getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.goto("/dashboard/registrations?page=x");
  await expect(page.getByRole("heading", { level: 2, name: /\d registrations?/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cybersecurity, Privacy and AI" })).toBeVisible();
  await page.getByRole("link", { name: "Back to My Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/dashboard/nothing-here")).status()).toBe(404);
});

test("staff set a session's join link and see the codes to announce; others cannot", async ({
  page,
  browser,
}) => {
  const staff = await signUpViaApi(page.request, { ...newUser(), email: "staff-e2e@example.com" });
  await signInViaApi(page, staff);
  // Not before the address is confirmed.
  expect((await page.goto("/staff/live-sessions"))?.status()).toBe(403);
  const confirmation = await waitForEmail(staff.email, /^Confirm your e-mail address$/);
  await page.goto(linkIn(confirmation, `${baseURL}/api/auth/verify-email`));
  await page.goto("/staff/live-sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
  const session = page
    .getByRole("listitem")
    .filter({ hasText: "AI & The Law: Essential Tools & Tactics" })
    .filter({ hasText: "July 31" });
  const codes = session.getByRole("table", { name: "Attendance codes to announce" });
  await expect(codes.getByRole("row")).toHaveCount(4);
  await expect(codes.getByRole("row").nth(1)).toContainText(/[A-Z0-9]{6}.*into the session/);

  await session.getByLabel("Join link").fill("http://not-secure.example.com/meeting");
  await session.getByRole("button", { name: /^Save/ }).click();
  await expect(
    page.getByText("Enter the meeting's https:// link, or leave it empty."),
  ).toBeVisible();
  await session.getByLabel("Join link").fill("https://meet.example.com/ai-law-0731");
  await session.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText("The join link is saved.")).toBeVisible();
  await expect(session.getByLabel("Join link")).toHaveValue("https://meet.example.com/ai-law-0731");
  await expectNoAxeViolations(page);

  const other = await browser.newPage();
  const attorney = await signUpViaApi(other.request, newUser());
  await signInViaApi(other, attorney);
  expect((await other.goto("/staff/live-sessions"))?.status()).toBe(403);
  // The attendee sees the link only from the day before the session.
  await registerFree(other, "ai-legal-tools-artificial-intelligence-law-cle", attorney);
  await other.goto("/dashboard");
  await expect(other.getByText("https://meet.example.com")).toHaveCount(0);
  // The way into a meeting leads only registrants to it, and says why not.
  const notMine = await other.goto("/dashboard/sessions/no-such-session/join");
  expect(notMine?.status()).toBe(404);
  await expect(other.getByText("You are not registered for this live session.")).toBeVisible();
  await expectNoAxeViolations(other);
  await other.close();
});
