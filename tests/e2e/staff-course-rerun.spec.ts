import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { publishFreeCourse } from "./support/free-course";
import { confirmAddress, openCourseTab } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

// A course's next run from the console: a session re-run from its page, a
// published course's edits kept as pending changes (the public page unchanged
// until they are published together), and the course copied as a new draft.

/** Axe at the desktop and the phone width, and nothing wider than the phone. */
async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("staff re-run a session, publish a course's pending changes together, and copy the course", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await signUpViaApi(page.request, { ...newUser(), email: "rerun-e2e@example.com" });
  await confirmAddress(page, admin);
  const slug = `e2e-rerun-${Date.now().toString(36)}`;
  const title = `Rerun Clinic ${slug.slice(-5)}`;
  await publishFreeCourse(page, slug, title);

  // A session, then its re-run: the form starts from it, only the day to choose.
  await page.goto(`/staff/live-sessions/new?course=${slug}`);
  await page.getByLabel("Day", { exact: true }).fill("2027-04-07");
  await page.getByLabel("Start time").fill("13:00");
  await page.getByLabel("Seats (capacity)").fill("30");
  await page.getByLabel("Presenter (optional)").fill("Dana Whitfield");
  await page.getByRole("button", { name: "Schedule the session" }).click();
  await expect(page.getByText("The session is scheduled and on the course's page.")).toBeVisible();
  await page.getByRole("link", { name: "Schedule a re-run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule a re-run" })).toBeVisible();
  await expect(page.getByLabel("Course", { exact: true })).toHaveValue(slug);
  await expect(page.getByLabel("Seats (capacity)")).toHaveValue("30");
  await expect(page.getByLabel("Presenter (optional)")).toHaveValue("Dana Whitfield");
  await expect(page.getByLabel("Start time")).toHaveValue("13:00");
  await checkBothWidths(page);
  await page.getByLabel("Day", { exact: true }).fill("2027-05-05");
  await page.getByRole("button", { name: "Schedule the session" }).click();
  await expect(page.getByText("The session is scheduled and on the course's page.")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: /Wednesday, May 5, 2027 at 1:00 PM EDT/ }),
  ).toBeVisible();

  // Pending changes: saved, not public.
  await page.goto(`/staff/courses/${slug}`);
  const details = page.getByRole("form", { name: "Course details" });
  await details.getByLabel("Title", { exact: true }).fill(`${title} Revised`);
  await details
    .getByLabel("Description", { exact: true })
    .fill("One hour, live, with questions.\nNow with a lab.");
  await details.getByRole("button", { name: "Save as pending changes" }).click();
  await expect(
    page.getByText(/^Saved as pending changes: the public page is unchanged/),
  ).toBeVisible();
  const publicTitle = async () => {
    const answer = await request.get(`/courses/${slug}`);
    expect(answer.status()).toBe(200);
    return answer.text();
  };
  expect(await publicTitle()).not.toContain(`${title} Revised`);

  // The address too: kept pending, the course stays where it is.
  const moved = `${slug}-revised`;
  await openCourseTab(page, "Address");
  const address = page.getByRole("form", { name: "Address" });
  await address.getByLabel("Course address").fill(moved);
  await address.getByRole("button", { name: "Save as pending changes" }).click();
  await expect(
    page.getByText(/^Saved as pending changes: the course stays at its address/),
  ).toBeVisible();
  await expect(page.getByText(`The address /courses/${moved} is pending`)).toBeVisible();
  expect((await request.get(`/courses/${moved}`)).status()).toBe(404);

  await expect(page.getByText(/are waiting to be published\./)).toBeVisible();
  // The difference in words, then published together.
  await openCourseTab(page, "Pending changes");
  await expect(page.getByText(`Public page now: ${title}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`After publishing: ${title} Revised`, { exact: true })).toBeVisible();
  await expect(page.getByText("Added: Now with a lab.")).toBeVisible();
  await expect(
    page.getByText(`After publishing: /courses/${moved}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`/courses/${slug} will redirect to the new address`)).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole("button", { name: "Publish these changes" }).click();
  await expect(page.getByText("Published: the public page now shows these changes.")).toBeVisible();
  await expect(page.getByText("No pending changes.")).toBeVisible();
  await expect.poll(publicTitle).toContain(`${title} Revised`);
  const redirected = await request.get(`/courses/${slug}`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(308);
  expect(redirected.headers().location).toContain(`/courses/${moved}`);

  // A copy: a new draft, the sessions moved a year on, no registrations.
  await page.getByRole("link", { name: "Copy this course" }).click();
  await expect(page.getByRole("heading", { name: "Copy this course" })).toBeVisible();
  await checkBothWidths(page);
  await page.getByLabel("New course's title").fill(`${title} 2028`);
  await page.getByLabel(/The live sessions/).check();
  await page.getByLabel("Weeks later (for copied sessions)").fill("52");
  await page.getByRole("button", { name: "Make the copy" }).click();
  await expect(page.getByText(/The copy is saved as a draft.* and 2 sessions/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${title} 2028` })).toBeVisible();
  await expect(page.getByText("Draft.", { exact: true })).toBeVisible();
  expect(page.url()).toContain(`/staff/courses/rerun-clinic-${slug.slice(-5)}-2028?`);
});
