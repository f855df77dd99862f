import type { Page } from "@playwright/test";
import { APPROVED_STATES } from "~/content/states";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { buyCourse } from "./support/courses";
import { linkIn, waitForEmail } from "./support/mailbox";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// Waiting lists (decision 0068): a full session's course page leads to its
// waiting list; two attorneys join; staff reorder the list; a staff refund
// frees the seat, the first in line is mailed an offer and takes the seat.

/** A paid live course of its own with one session of one seat; its session's staff address. */
async function publishOneSeatCourse(page: Page, slug: string, title: string): Promise<string> {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, {
      form,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    if (response.status() >= 400) throw new Error(`${path}: ${response.status()}`);
    return response;
  };
  await post("/staff/courses", {
    intent: "create",
    title,
    slug,
    categorySlug: "ai",
    format: "live_webcast",
  });
  await post(`/staff/courses/${slug}?index`, {
    version: "1",
    title,
    summary: "A live clinic with one seat.",
    description: "One hour, live, with questions.",
    categorySlug: "ai",
    format: "live_webcast",
    level: "",
    durationMinutes: "60",
    price: "59",
    memberPrice: "49",
    imagePath: "/images/courses/ai.svg",
    imageAlt: "",
    topics: "",
    learningObjectives: "",
    includes: "",
    "credit-general": "1",
    ...Object.fromEntries(
      APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
    ),
    "approval-new-york-status": "pending",
    "approval-new-york-appliedOn": "2026-10-01",
  });
  await post(`/staff/courses/${slug}/status`, {
    intent: "status",
    change: "publish",
    version: "2",
    confirmed: "publish",
  });
  const scheduled = await post("/staff/live-sessions/new", {
    courseId: slug,
    day: "2027-06-08",
    time: "13:00",
    timeZone: "America/New_York",
    durationMinutes: "60",
    capacity: "1",
    presenter: "",
    label: "",
    joinUrl: "",
  });
  const location = scheduled.headers().location ?? "";
  expect(location).toMatch(/^\/staff\/live-sessions\/[^/?]+/);
  return location.split("?")[0] ?? "";
}

test("a full session's waiting list: join, reorder, a refund frees the seat, the first in line takes it", async ({
  page,
  browser,
}) => {
  test.slow();
  const lead = await signUpViaApi(page.request, {
    ...newUser(),
    email: "waitlist-e2e@example.com",
  });
  await confirmAddress(page, lead);
  const slug = `e2e-waitlist-${Date.now().toString(36)}`;
  const title = `One Seat Clinic ${slug.slice(-5)}`;
  const sessionPath = await publishOneSeatCourse(page, slug, title);

  // The one seat is bought.
  const buyerPage = await ownPage(browser);
  const buyer = await signUpViaApi(buyerPage.request, newUser());
  await signInViaApi(buyerPage, buyer);
  await buyCourse(buyerPage, slug);
  await buyerPage.close();

  // The second attorney finds the session full and joins its waiting list.
  const waitingPage = await ownPage(browser);
  const waiting = await signUpViaApi(waitingPage.request, newUser());
  await signInViaApi(waitingPage, waiting);
  await waitingPage.goto(`/courses/${slug}`);
  await expect(waitingPage.getByText("SOLD OUT")).toBeVisible();
  await waitingPage.getByRole("link", { name: /^Join the waiting list/ }).click();
  await waitingPage.waitForURL(`**/courses/${slug}/waiting-list`);
  await expect(waitingPage.getByText("This session is full.")).toBeVisible();
  await expectNoAxeViolations(waitingPage);
  await waitingPage.getByRole("button", { name: /^Join the waiting list/ }).click();
  await expect(waitingPage.getByText(/You are on the waiting list\./)).toBeVisible();
  await expect(waitingPage.getByText("You are 1st on the waiting list.")).toBeVisible();
  await expect(waitingPage.getByRole("button", { name: /^Leave the waiting list/ })).toBeVisible();
  await expectNoAxeViolations(waitingPage);
  // The dashboard shows the place too.
  await waitingPage.goto("/dashboard");
  await expect(
    waitingPage
      .getByRole("region", { name: "Waiting lists" })
      .getByText(/you are 1st on the waiting list\./),
  ).toBeVisible();
  await waitingPage.goto(`/courses/${slug}/waiting-list`);
  await waitingPage.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(waitingPage);
  expect(
    await waitingPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  // A third joins, signed out first: sign in, then back to the list.
  const third = newUser();
  const thirdPage = await ownPage(browser);
  await thirdPage.goto(`/courses/${slug}/waiting-list`);
  await thirdPage.waitForURL(/\/login\?redirectTo=/);
  await signUpViaApi(thirdPage.request, third);
  await signInViaApi(thirdPage, third);
  await thirdPage.goto(`/courses/${slug}/waiting-list`);
  await thirdPage.getByRole("button", { name: /^Join the waiting list/ }).click();
  await expect(thirdPage.getByText("You are 2nd on the waiting list.")).toBeVisible();

  // Staff see the list and reorder it.
  await page.goto(sessionPath);
  await page.getByRole("link", { name: "The waiting list" }).click();
  const list = page.getByRole("table", { name: "The waiting list, in order" });
  await expect(list.getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await list.getByRole("button", { name: `Move up ${third.name}` }).click();
  await expect(page.getByText("The waiting list is reordered.")).toBeVisible();
  await expect(list.getByRole("row").nth(1)).toContainText(third.name);
  await thirdPage.reload();
  await expect(thirdPage.getByText("You are 1st on the waiting list.")).toBeVisible();
  await list.getByRole("button", { name: `Move down ${third.name}` }).click();
  await expect(list.getByRole("row").nth(1)).toContainText(waiting.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1366, height: 768 });

  // Staff refund the seat's order: the first in line is offered the seat.
  await page.goto("/staff/orders");
  await page.getByLabel("Order id, attendee or course").fill(buyer.email);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("table", { name: "Orders found" }).getByRole("link");
  await expect(found).toHaveCount(1);
  await found.click();
  await page.getByLabel("Reason (kept in the audit log)").fill("Cannot attend");
  await page.getByRole("button", { name: "Refund" }).click();
  await confirmInDialog(page, "Refund now");
  await expect(page.getByText(/The order is refunded in full\./)).toBeVisible();

  const offer = await waitForEmail(waiting.email, /^A seat is free for you: /);
  expect(offer.text).toMatch(/first on its waiting list/);
  await waitingPage.setViewportSize({ width: 1366, height: 768 });
  await waitingPage.goto(linkIn(offer, `${baseURL}/courses/`));
  await expect(waitingPage.getByText(/A seat is held for you until/)).toBeVisible();
  await expectNoAxeViolations(waitingPage);
  // Held for them: the third attorney cannot buy it.
  await thirdPage.goto(`/payment?courseId=${slug}`);
  await expect(thirdPage.getByText("SOLD OUT")).toBeVisible();
  // The offer's holder takes it through the normal checkout.
  await waitingPage.getByRole("link", { name: "Take your seat" }).click();
  await waitingPage.waitForURL(/\/payment\?/);
  await waitingPage.getByRole("button", { name: /^Pay \$/ }).click();
  await waitingPage.waitForURL(/\/payment\/test-checkout\//);
  await waitingPage.getByRole("button", { name: /^Pay \$.*\(test\)$/ }).click();
  await waitingPage.waitForURL(/\/payment-success/);
  await waitingPage.goto(`/courses/${slug}/waiting-list`);
  await expect(waitingPage.getByText("You are registered for this course.")).toBeVisible();

  // The list shows who took the seat once the offers run again (here: the third leaves).
  await thirdPage.goto(`/courses/${slug}/waiting-list`);
  await thirdPage.getByRole("button", { name: /^Leave the waiting list/ }).click();
  await expect(thirdPage.getByText("You have left the waiting list.")).toBeVisible();
  await page.goto(`${sessionPath}/waiting-list`);
  const closed = page.getByRole("table", { name: "People no longer waiting" });
  await expect(closed.getByRole("row", { name: new RegExp(waiting.name) })).toContainText(
    "Took the seat",
  );
  await expect(page.getByText("Nobody is waiting for this session.")).toBeVisible();
  await waitingPage.close();
  await thirdPage.close();
});
