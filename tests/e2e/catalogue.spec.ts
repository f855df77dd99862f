import { COURSES } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

const published = COURSES.filter((course) => course.status === "published");

test("the catalogue filters by state approval, credit type and format, in a URL that can be shared", async ({
  page,
}) => {
  await page.goto("/courses");
  const results = page.getByRole("heading", { level: 2, name: /courses?/ }).first();
  await expect(results).toHaveText(`${published.length} courses`);
  await expect(page.getByRole("article")).toHaveCount(published.length);

  const search = page.getByRole("search", { name: "Find courses" });
  await search.getByLabel("Approved in").selectOption("new-york");
  await search.getByLabel("Include courses whose approval is pending in that state").check();
  await search.getByLabel("Credit type").selectOption("ethics");
  await search.getByLabel("On-Demand").check();
  await search.getByRole("button", { name: "Show courses" }).click();
  await expect(page).toHaveURL(/state=new-york/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    state: "new-york",
    pending: "1",
    credit: "ethics",
    format: "on_demand",
  });
  const expected = published.filter(
    (course) =>
      course.format === "on_demand" &&
      (course.credits.ethics ?? 0) > 0 &&
      course.approvals.some((approval) => approval.state === "new-york"),
  );
  await expect(page.getByRole("article")).toHaveCount(expected.length);
  for (const course of expected) {
    const card = page.getByRole("article").filter({ hasText: course.title });
    const approval = course.approvals.find((each) => each.state === "new-york");
    await expect(card).toContainText(
      approval?.status === "approved"
        ? `Approved in New York (${approval.approvalNumber})`
        : "Approval pending in New York",
    );
  }
  await expectNoAxeViolations(page);

  // The same address, opened afresh, shows the same list with the filters set.
  const fresh = await page.context().newPage();
  await fresh.goto(url.pathname + url.search);
  await expect(fresh.getByRole("article")).toHaveCount(expected.length);
  await expect(fresh.getByLabel("Approved in")).toHaveValue("new-york");
  await expect(fresh.getByLabel("Credit type")).toHaveValue("ethics");
  await fresh.getByRole("link", { name: "Clear filters" }).click();
  await expect(fresh.getByRole("article")).toHaveCount(published.length);
  await fresh.close();
});

test("search finds whole and partial words, says when nothing matches, and works from the landing header", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("searchbox").first();
  await box.fill("hallucinat");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/courses\?q=hallucinat/);
  await expect(
    page.getByRole("link", {
      name: "Hallucinated Citations and Rule 11: Litigating Responsibly with AI",
    }),
  ).toBeVisible();
  await page.goto("/courses?q=zzzzqqq");
  await expect(page.getByText("No course matches your search.")).toBeVisible();
  // Filters that name nothing known are dropped, not errors.
  const response = await page.goto("/courses?state=atlantis&credit=nothing&format=vhs");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("article")).toHaveCount(published.length);
  // A character no address may carry is refused with a message.
  const nul = await page.goto("/courses?credit=%00");
  expect(nul?.status()).toBe(400);
  await expect(
    page.getByText("This address contains characters that are not allowed."),
  ).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`catalogue, category and course pages pass axe at ${width} px without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/courses?state=texas",
      "/courses/litigation",
      "/courses/generative-ai-ediscovery-document-review",
      "/courses/competence-confidentiality-candor-ai",
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("a course page shows objectives, faculty, credit by state, sessions, materials, price and how to buy", async ({
  page,
}) => {
  const course = COURSES.find((each) => each.id === "competence-confidentiality-candor-ai");
  if (!course) throw new Error("course missing");
  const response = await page.goto(`/courses/${course.id}`);
  expect(response?.headers()["cache-control"]).toContain("s-maxage");
  await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  for (const objective of course.learningObjectives)
    await expect(page.getByText(objective)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Faculty" }).getByText("Priya Natarajan", { exact: true }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Approval status and credits in each state" });
  await expect(table.getByRole("row")).toHaveCount(APPROVED_STATES.length + 1);
  await expect(table.getByRole("row", { name: /New York/ })).toContainText("Approval pending");
  const texas = course.approvals.find((approval) => approval.state === "texas");
  await expect(table.getByRole("row", { name: /Texas/ })).toContainText(`${texas?.approvalNumber}`);
  await expect(page.getByRole("region", { name: "Live sessions" })).toContainText(
    "Seats available",
  );
  await expect(page.getByRole("region", { name: "Course materials" })).toContainText(
    "Lecture slides and speaker notes (PDF)",
  );
  await expect(page.getByText("$79")).toBeVisible();
  const buy = page.getByRole("link", { name: "Register and pay" });
  await expect(buy).toHaveAttribute(
    "href",
    /\/register\?courseId=competence-confidentiality-candor-ai.*redirectTo=%2Fpayment/,
  );

  // Structured data and sharing.
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  const courseData = ld["@graph"].find((item: { "@type": string }) => item["@type"] === "Course");
  expect(courseData).toMatchObject({
    name: course.title,
    offers: { price: "119.00", priceCurrency: "USD" },
  });
  expect(courseData.hasCourseInstance[0]).toMatchObject({
    "@type": "CourseInstance",
    courseMode: "Online",
  });
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
    /^http:\/\/localhost:\d+\/media\/courses\/competence-confidentiality-candor-ai\/poster\.webp$/,
  );
  expect((await page.request.get(`/media/courses/${course.id}/poster.webp`)).status()).toBe(200);
  expect((await page.request.get("/courses/no-such-course")).status()).toBe(404);
});

test("the two AI courses with close titles say how they differ and lead to each other", async ({
  page,
}) => {
  const webcast = "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";
  const course = "AI & The Law: Essential Tools & Tactics";
  await page.goto("/courses/ai-legal-tools-artificial-intelligence-law-cle");
  const note = page.getByRole("complementary", { name: "How this course differs" });
  await expect(note).toContainText("This is a free one-hour live webcast for 1.0 credit");
  await expect(note).toContainText("that one is a two-hour live webcast for 2.0 credits");
  await note.getByRole("link", { name: `See ${course}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: course })).toBeVisible();
  const back = page.getByRole("complementary", { name: "How this course differs" });
  await expect(back).toContainText("This is a two-hour live webcast for 2.0 credits");
  await expectNoAxeViolations(page);
  await back.getByRole("link", { name: `See ${webcast}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: webcast })).toBeVisible();
  // Courses without a close namesake say nothing of the kind.
  await page.goto("/courses/ethics-of-ai-in-legal-practice");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "How this course differs" })).toHaveCount(0);
});
