import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the stats are in the server's HTML with their final values", async ({ request }) => {
  // React separates adjacent text with comments; read the text as a browser would.
  const html = (await (await request.get("/")).text()).replaceAll("<!-- -->", "");
  for (const text of [
    "10000+",
    "15+",
    "10+",
    "100%",
    "Students",
    "Partnerships",
    "Courses",
    "Certified Programs",
  ]) {
    expect(html).toContain(text);
  }
});

test("about us: tiles select, the card flips by keyboard, 'Discover Our Courses' stops 100 px above", async ({
  page,
}) => {
  await page.goto("/#aboutUs");
  const about = page.getByRole("region", { name: "Where Expertise Evolves" });
  const tile = about.getByRole("button", { name: /98% Satisfaction Rate/ });
  await tile.click();
  await expect(tile).toHaveAttribute("aria-pressed", "true");
  await expect(
    about.getByRole("button", { name: /15\+ Years of Legal Expertise/ }),
  ).toHaveAttribute("aria-pressed", "false");

  const card = about.getByRole("button", { name: /Click to discover our approach/ });
  await card.focus();
  await page.keyboard.press("Enter");
  const back = about.getByRole("button", { name: /Our Approach/ });
  await expect(back).toContainText("Click to flip back");
  await expect(back).toContainText("Machine Learning");
  await page.keyboard.press("Enter");
  await expect(about.getByRole("button", { name: /Click to discover our approach/ })).toBeVisible();

  await about.getByRole("button", { name: "Discover Our Courses" }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById("confirmed-courses")?.getBoundingClientRect().top ?? 0),
      ),
    )
    .toBe(100);
});

test("about us on a phone: one value card at a time, wrapping arrows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#aboutUs");
  const carousel = page.getByRole("region", { name: "Where Expertise Evolves" });
  await expect(carousel.getByRole("heading", { name: "For Legal Professionals" })).toBeVisible();
  await carousel.getByRole("button", { name: "Previous card" }).click();
  await expect(carousel.getByRole("heading", { name: "Strategic Insights" })).toBeVisible();
  await carousel.getByRole("button", { name: "Next card" }).click();
  await expect(carousel.getByRole("heading", { name: "For Legal Professionals" })).toBeVisible();
  await carousel.getByRole("button", { name: "Show Innovation Meets Expertise" }).click();
  await expect(carousel.getByRole("heading", { name: "Innovation Meets Expertise" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("state approvals: 13 states, the list opens, the carousel loops, states link to their pages", async ({
  page,
}) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: /Credits approved in 13 states/ });
  const asterisk = block.getByRole("button", { name: "Expand state list" });
  await expect(asterisk).toHaveAttribute("aria-expanded", "false");
  await block.getByRole("button", { name: "View All Approved States" }).click();
  // The button goes away; focus moves to the list it opened.
  await expect(block.getByRole("heading", { name: "Approved Jurisdictions" })).toBeFocused();
  await expect(block.getByRole("button", { name: "Collapse state list" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(block.getByRole("button", { name: "View All Approved States" })).toHaveCount(0);
  await expect(block.getByRole("link", { name: /Florida/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const next = block.getByRole("button", { name: "Next states" });
  await next.click();
  await expect(block.getByRole("button", { name: "Show states 7 to 12" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await next.click();
  await expect(block.getByRole("button", { name: "Show states 13 to 13" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await next.click();
  await expect(block.getByRole("button", { name: "Show states 1 to 6" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await block.getByRole("link", { name: /Texas/ }).click();
  await expect(page).toHaveURL("/states/ai-cle-courses-texas");

  await page.goto("/");
  await page.getByRole("button", { name: "Expand state list" }).click();
  await page.getByRole("button", { name: "Collapse state list" }).click();
  await expect(page.getByRole("heading", { name: "Approved Jurisdictions" })).toBeHidden();
});

test("the landing header darkens after 50 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 30));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("signed in, the landing header lists the attorney's own enrolments (none yet: a way to start)", async ({
  page,
  request,
}) => {
  const { signInViaApi, signUpViaApi } = await import("./support/users");
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "My Courses" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "No courses in progress yet. Browse courses" });
  await expect(item).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/courses");
});

test("signed in with a course opened, the landing header lists it with its progress and the day it was last opened", async ({
  page,
  request,
}) => {
  const { signInViaApi, signUpViaApi } = await import("./support/users");
  const { registerFree } = await import("./support/courses");
  const { formatLongDate } = await import("~/lib/format");
  const course = "ai-legal-tools-artificial-intelligence-law-cle";
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await registerFree(page, course, user);
  // The first visit to the player makes the enrolment.
  await page.goto(`/course-player/${course}`);
  await page.goto("/");
  await page.getByRole("button", { name: "My Courses" }).click();
  const item = page.getByRole("menuitem", { name: /AI and the Law/ });
  await expect(item).toHaveAttribute("href", `/course-player/${course}`);
  // The site's long date, written by the server in the schedule's time zone.
  await expect(item).toContainText(`% complete · last opened ${formatLongDate(new Date())}`);
});
