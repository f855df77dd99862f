import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

// The catalogue from the console: a new course goes from draft to the public catalogue.

test("staff add a course, fill in its details and publish it: the catalogue shows it at once", async ({
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
  await page.getByRole("button", { name: "Publish (on sale)" }).click();
  await expect(
    page.getByText(/Before it can be published, the course needs a summary/),
  ).toBeVisible();

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

  await page.getByRole("button", { name: "Publish (on sale)" }).click();
  await expect(page.getByText("The course's status is changed.")).toBeVisible();
  await expect(page.getByText("Published.", { exact: false }).first()).toBeVisible();

  await page.goto(`/courses?q=${encodeURIComponent("contract review clinic")}`);
  await expect(page.getByRole("link", { name: /AI Contract Review Clinic/ }).first()).toBeVisible();
  await page.goto(`/courses/${slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "AI Contract Review Clinic" }),
  ).toBeVisible();
  await expect(page.getByText("TX-778812")).toBeVisible();
});
