import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { confirmAddress, openCourseTab } from "./support/staff";
import { expect, test, waitForHydration } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

// The catalogue from the console: a new course goes from draft to the public catalogue.

test("staff add a course, fill in its details and publish it: the catalogue shows it at once, on sale", async ({
  page,
}) => {
  test.slow();
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "catalogue-lead-e2e@example.com",
  });
  await confirmAddress(page, admin);
  const slug = `e2e-course-${Date.now().toString(36)}`;

  await page.goto("/staff/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expectNoAxeViolations(page);
  const add = page.getByRole("region", { name: "Add a course" });
  await add.getByLabel("Title").fill("AI Contract Review Clinic");
  await add.getByLabel("Address").fill(slug);
  await add.getByLabel("Category").selectOption({ index: 1 });
  await add.getByLabel("Format").selectOption("on_demand");
  await add.getByRole("button", { name: "Add as a draft" }).click();
  await expect(page.getByText("The draft is added.")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "AI Contract Review Clinic" }),
  ).toBeVisible();

  // Publishing too early says what is missing.
  await openCourseTab(page, "Status and history");
  await page.getByRole("button", { name: "Publish (on sale)" }).click();
  await confirmInDialog(page, "Publish the course");
  await expect(
    page.getByText(/Before it can be published, the course needs a summary/),
  ).toBeVisible();
  await openCourseTab(page, "Details");

  const details = page.getByRole("form", { name: "Course details" });
  await details.getByLabel(/^Summary/).fill("Review contracts with AI tools, safely and quickly.");
  await details
    .getByLabel("Description", { exact: true })
    .fill("A practical clinic on AI-assisted contract review.");
  await details.getByLabel("Length in minutes").fill("60");
  await details.getByLabel("Regular price in dollars").fill("49");
  await details.getByLabel("Members' price in dollars").fill("60");
  await details.getByLabel("General", { exact: true }).fill("1");
  await details.getByLabel("Texas: status").selectOption("approved");
  await details.getByRole("button", { name: "Save course" }).click();
  // Bad input: the members' price above the regular one, and Texas without its number.
  await expect(
    details.getByText("The members' price cannot be above the regular price."),
  ).toBeVisible();
  await expect(details.getByText("Enter Texas's course number.")).toBeVisible();
  await details.getByLabel("Members' price in dollars").fill("39");
  const texas = details.getByRole("group", { name: "Texas" });
  await texas.getByLabel("Course number").fill("TX-778812");
  await texas.getByLabel("Decided on").fill("2026-11-02");
  await details.getByRole("button", { name: "Save course" }).click();
  await expect(details.getByText("The course is saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Saved meanwhile in another tab: this tab's save is refused and the page shows their version.
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/staff/courses/${slug}`);
  await waitForHydration(secondTab);
  const theirs = secondTab.getByRole("form", { name: "Course details" });
  await theirs.getByLabel(/^Summary/).fill("Their summary, saved first.");
  await theirs.getByRole("button", { name: "Save course" }).click();
  await expect(theirs.getByText("The course is saved.")).toBeVisible();
  await secondTab.close();
  await details.getByLabel(/^Summary/).fill("Our summary, saved second.");
  await details.getByRole("button", { name: "Save course" }).click();
  await expect(page.getByText(/Not saved: .* changed this course/)).toBeVisible();
  await expect(details.getByLabel(/^Summary/)).toHaveValue("Their summary, saved first.");

  await openCourseTab(page, "Status and history");
  await page.getByRole("button", { name: "Publish (on sale)" }).click();
  await confirmInDialog(page, "Publish the course");
  await expect(
    page.getByText(`Published. The course is on the catalogue at /courses/${slug}.`),
  ).toBeVisible();
  await expect(page.getByText("Published.", { exact: false }).first()).toBeVisible();

  await page.goto(`/courses?q=${encodeURIComponent("contract review clinic")}`);
  await expect(page.getByRole("link", { name: /AI Contract Review Clinic/ }).first()).toBeVisible();
  await page.goto(`/courses/${slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "AI Contract Review Clinic" }),
  ).toBeVisible();
  await expect(page.getByText("TX-778812")).toBeVisible();

  // On sale: the page shows the prices staff set, and Register leads to /payment for this course.
  const enrol = page.getByRole("complementary", { name: "Register", exact: true });
  await expect(enrol).toContainText("$49");
  await expect(enrol).toContainText("$39");
  const register = enrol.getByRole("link", { name: "Register and pay" });
  const href = new URL((await register.getAttribute("href")) ?? "", "http://site");
  expect(href.pathname).toBe("/payment");
  expect(href.searchParams.get("courseId")).toBe(slug);
  await register.click();
  await expect(page).toHaveURL(/\/payment\?/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("AI Contract Review Clinic");
  // A new account is on its free trial: the members' rate.
  await expect(summary).toContainText("$39");
  await page.getByRole("button", { name: "Pay $39" }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\//);
  await expect(page.getByRole("button", { name: "Pay $39 (test)" })).toBeVisible();

  // The course list says which course the home page features (the seed's, untouched here).
  await page.goto("/staff/courses");
  const seeded = page.getByRole("row", {
    name: /AI and the Law: Essential Tools & Tactics for Using/,
  });
  await expect(seeded.getByText("Featured", { exact: true })).toBeVisible();
  const ours = page.getByRole("row", { name: /AI Contract Review Clinic/ });
  await expect(
    ours.getByRole("button", { name: /^Feature AI Contract Review Clinic/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Unpublished in another tab meanwhile: the refused feature shows the list as it is now.
  const other = await page.context().newPage();
  await other.goto(`/staff/courses/${slug}/status`);
  await other.getByRole("button", { name: "Unpublish (back to draft)" }).click();
  await confirmInDialog(other, "Unpublish the course");
  await expect(other.getByText(/^Unpublished: the course is a draft/)).toBeVisible();
  await other.close();
  await ours.getByRole("button", { name: /^Feature AI Contract Review Clinic/ }).click();
  await expect(page.getByText(/Not saved: .* changed this course/)).toBeVisible();
  await expect(ours.getByRole("button", { name: /^Feature/ })).toHaveCount(0);
  await expect(ours).toContainText("Draft");
});
