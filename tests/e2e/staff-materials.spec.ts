import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// Staff rename, remove, add back and reorder a course's materials; the
// public course page follows at once.

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

const COURSE = "ai-governance-law-firms";
const HANDOUT = "Model Law Firm AI Acceptable-Use Policy";

test("staff rename, remove, add back and reorder a course's materials", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "materials-lead-e2e@example.com",
  });
  await signInViaApi(page, admin);
  await confirmAddress(page, admin);
  const materials = page.getByRole("region", { name: "Materials", exact: true });
  const publicMaterials = page.getByRole("region", { name: "Course materials" });

  await test.step("rename: a blank title is refused beside its field", async () => {
    await page.goto(`/staff/courses/${COURSE}/materials`);
    await expect(materials.getByLabel("Title of material 2")).toHaveValue(HANDOUT);
    await axeAtBothWidths(page);
    // Spaces pass the browser's own check; the server reads them as empty.
    await materials.getByLabel("Title of material 1").fill("   ");
    await materials.getByRole("button", { name: "Save titles" }).click();
    await expect(materials.getByText("Enter the material's title.")).toBeVisible();
    await axeAtBothWidths(page);
    await materials.getByLabel("Title of material 1").fill("Slides and notes");
    await materials.getByRole("button", { name: "Save titles" }).click();
    await expect(materials.getByText("The materials' titles are saved.")).toBeVisible();
    await page.goto(`/courses/${COURSE}`);
    await expect(publicMaterials).toContainText("Slides and notes (PDF)");
  });

  await test.step("remove the shipped handout, then add it back first", async () => {
    await page.goto(`/staff/courses/${COURSE}/materials`);
    await materials.getByRole("button", { name: `Remove ${HANDOUT}` }).click();
    await expect(materials.getByText("The material is removed from the course.")).toBeVisible();
    await expect(materials.getByLabel("Title of material 2")).toHaveCount(0);
    await page.goto(`/courses/${COURSE}`);
    await expect(publicMaterials).not.toContainText(HANDOUT);

    await page.goto(`/staff/courses/${COURSE}/materials`);
    await materials.getByRole("button", { name: `Add back ${HANDOUT}` }).click();
    await expect(
      materials.getByText("The handout is back in the course's materials."),
    ).toBeVisible();
    await materials.getByRole("button", { name: `Move ${HANDOUT} up` }).click();
    await expect(materials.getByLabel("Title of material 1")).toHaveValue(HANDOUT);
    await axeAtBothWidths(page);
    await page.goto(`/courses/${COURSE}`);
    await expect(publicMaterials.getByRole("listitem")).toHaveText([
      `${HANDOUT} (PDF)`,
      "Slides and notes (PDF)",
    ]);
  });
});
