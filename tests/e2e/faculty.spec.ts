import { COURSES, FACULTY } from "~/content/catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the faculty page shows each member's bio and the courses they teach", async ({ page }) => {
  await page.goto("/faculty");
  for (const member of FACULTY) {
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: member.name, exact: true }),
    });
    await expect(card).toContainText(member.bio);
    const taught = COURSES.filter(
      (course) => course.facultyIds.includes(member.id) && course.status === "published",
    );
    for (const course of taught) {
      await expect(card.getByRole("link", { name: course.title })).toHaveAttribute(
        "href",
        `/courses/${course.id}`,
      );
    }
  }
  await expectNoAxeViolations(page);
});
