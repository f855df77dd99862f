import type { Page } from "@playwright/test";
import { AI_CLE_BUNDLE_ID, COURSE_BUNDLES, COURSES } from "~/content/catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress, ownPage, signedInPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// A course manager puts a new bundle on sale, orders its courses, and takes
// it off sale again; the pricing page follows at once, and a save from a
// stale page is refused with who saved first.

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

const SEEDED = COURSE_BUNDLES.find((bundle) => bundle.id === AI_CLE_BUNDLE_ID);
const titleOf = (id: string | undefined) =>
  COURSES.find((course) => course.id === id)?.title ?? "missing";
const [FIRST, SECOND, THIRD] = (SEEDED?.courseIds ?? []).map(titleOf) as [string, string, string];

test("a course manager adds a bundle, orders its courses, publishes and archives it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "bundles-lead-e2e@example.com",
  });
  await signInViaApi(page, admin);
  await confirmAddress(page, admin);
  const own = await ownPage(browser);
  const manager = await signUpViaApi(own.request, newUser());
  await confirmAddress(own, manager);
  await own.close();
  await page.goto("/staff/people");
  const grant = page.getByRole("region", { name: "Grant a role" });
  await grant.getByLabel("Their account's e-mail").fill(manager.email);
  await grant.getByLabel("Role").selectOption("course_manager");
  await grant.getByRole("button", { name: "Grant role" }).click();
  await expect(grant.getByText(new RegExp(`${manager.email} is now`))).toBeVisible();
  const staff = await signedInPage(browser, manager);
  const id = `e2e-bundle-${Date.now().toString(36)}`;

  await test.step("add a bundle: one course is refused, two make a draft", async () => {
    await staff.goto("/staff");
    await staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Bundles" })
      .click();
    await expect(staff.getByRole("heading", { level: 1, name: "Bundles" })).toBeVisible();
    await expect(staff.getByRole("table", { name: "Bundles" })).toContainText(
      SEEDED?.title ?? "missing",
    );
    await axeAtBothWidths(staff);
    const add = staff.getByRole("region", { name: "Add a bundle" });
    await add.getByLabel("Id", { exact: true }).fill(id);
    await add.getByLabel("Title", { exact: true }).fill("Two Ways to Practise");
    await add.getByLabel("Summary", { exact: true }).fill("Two courses at one price.");
    await add.getByLabel("Regular price in dollars").fill("99");
    await add.getByLabel("Members' price in dollars").fill("79");
    await add.getByRole("checkbox", { name: FIRST, exact: true }).check();
    await add.getByRole("button", { name: "Add as a draft" }).click();
    await expect(add.getByText("Choose at least 2 courses.")).toBeVisible();
    await axeAtBothWidths(staff);
    await add.getByRole("checkbox", { name: SECOND, exact: true }).check();
    await add.getByRole("button", { name: "Add as a draft" }).click();
    await expect(staff.getByText("The draft bundle is added.")).toBeVisible();
    await expect(
      staff.getByRole("heading", { level: 1, name: "Two Ways to Practise" }),
    ).toBeVisible();
    await axeAtBothWidths(staff);
  });

  const courses = staff.getByRole("region", { name: "Courses in the bundle" });
  await test.step("courses: add, move up, a bundle keeps two", async () => {
    await courses.getByLabel("Course to add").selectOption({ label: THIRD });
    await courses.getByRole("button", { name: "Add the course" }).click();
    await expect(courses.getByText("The bundle's courses are saved.")).toBeVisible();
    // Added last; two moves up make it first, whatever order the first two took.
    await expect(courses.getByRole("listitem").nth(2)).toHaveText(new RegExp(`^3\\. ${THIRD}`));
    await courses.getByRole("button", { name: `Move ${THIRD} up` }).click();
    await expect(courses.getByRole("listitem").nth(1)).toHaveText(new RegExp(`^2\\. ${THIRD}`));
    await courses.getByRole("button", { name: `Move ${THIRD} up` }).click();
    await expect(courses.getByRole("listitem").first()).toHaveText(new RegExp(`^1\\. ${THIRD}`));
    await courses.getByRole("button", { name: `Remove ${FIRST}` }).click();
    await expect(courses.getByRole("listitem")).toHaveCount(2);
    await courses.getByRole("button", { name: `Remove ${SECOND}` }).click();
    await expect(courses.getByText(/a bundle needs at least 2 courses/)).toBeVisible();
    await expect(courses.getByRole("listitem")).toHaveCount(2);
    await axeAtBothWidths(staff);
  });

  await test.step("publish: on the pricing page at once; a stale save is refused", async () => {
    await staff.getByRole("button", { name: "Publish (on sale)" }).click();
    await expect(staff.getByText("The bundle's status is changed.")).toBeVisible();
    await staff.goto("/pricing");
    const section = staff.getByRole("region", { name: "Two Ways to Practise", exact: true });
    const table = section.getByRole("table", { name: /Courses in the/ });
    await expect(table.getByRole("link")).toHaveText([THIRD, SECOND]);
    // The first of the bundle's prices is the members' price.
    await expect(section.getByRole("definition").first()).toHaveText("$79");
    await expect(section.getByRole("link", { name: /Buy the bundle/ })).toHaveAttribute(
      "href",
      new RegExp(`bundleId=${id}`),
    );

    // The administrator opens the page; the manager saves first.
    await page.goto(`/staff/bundles/${id}`);
    await staff.goto(`/staff/bundles/${id}`);
    const details = staff.getByRole("form", { name: "Bundle details" });
    await details.getByLabel("Members' price in dollars").fill("120");
    await details.getByRole("button", { name: "Save bundle" }).click();
    await expect(
      details.getByText("The members' price cannot be above the regular price."),
    ).toBeVisible();
    await details.getByLabel("Members' price in dollars").fill("69");
    await details.getByRole("button", { name: "Save bundle" }).click();
    await expect(details.getByText("The bundle is saved.")).toBeVisible();
    const stale = page.getByRole("form", { name: "Bundle details" });
    await stale.getByLabel("Title", { exact: true }).fill("A Title Nobody Will See");
    await stale.getByRole("button", { name: "Save bundle" }).click();
    await expect(
      stale.getByText(new RegExp(`^Not saved: ${manager.email} changed this bundle at`)),
    ).toBeVisible();
    await staff.goto("/pricing");
    await expect(
      staff
        .getByRole("region", { name: "Two Ways to Practise", exact: true })
        .getByRole("definition")
        .first(),
    ).toHaveText("$69");
  });

  await test.step("archive: off sale at once, its changes in the audit log", async () => {
    await staff.goto(`/staff/bundles/${id}`);
    await staff.getByRole("button", { name: "Archive (off sale for good)" }).click();
    await expect(staff.getByText("The bundle's status is changed.")).toBeVisible();
    const history = staff.getByRole("table", { name: "Recent changes to this bundle" });
    for (const action of [
      "bundle.create",
      "bundle.move-course",
      "bundle.update",
      "bundle.archive",
    ]) {
      await expect(history.getByRole("rowheader", { name: action }).first()).toBeVisible();
    }
    await staff.goto("/pricing");
    await expect(
      staff.getByRole("region", { name: "Two Ways to Practise", exact: true }),
    ).toHaveCount(0);
    await expect(
      staff.getByRole("region", { name: SEEDED?.title ?? "missing", exact: true }),
    ).toBeVisible();
  });
  await staff.close();
});
