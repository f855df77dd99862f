import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { APPROVED_STATES } from "~/content/states";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { addBarAdmission, registerFree } from "./support/courses";
import { waitForEmail } from "./support/mailbox";
import { confirmAddress, openCourseTab, ownPage } from "./support/staff";
import { clientAddress, expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./support/users";

// Course evaluations: offered after a completed course (the certificate does
// not wait), then required (the certificate step says so and waits until the
// evaluation is in, given here without script), and the staff's results page.

/** This spec's STAFF_EMAILS administrator. */
const LEAD_EMAIL = "evaluations-lead-e2e@example.com";
/** A free course of this spec's own: requiring its evaluation touches no other spec's course. */
const COURSE = `evaluated-clinic-${randomBytes(3).toString("hex")}`;
const TITLE = "An evaluated clinic on AI in practice";

/** Creates and publishes the course through the course editor's forms, with one faculty member. */
async function publishCourse(staff: Page): Promise<void> {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await staff.request.post(path, {
      form,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBeLessThan(400);
  };
  await post("/staff/courses", {
    intent: "create",
    title: TITLE,
    slug: COURSE,
    categorySlug: "ai",
    format: "live_webcast",
  });
  await post(`/staff/courses/${COURSE}?index`, {
    version: "1",
    title: TITLE,
    summary: "A live clinic on AI in practice.",
    description: "One hour, live, with questions.",
    categorySlug: "ai",
    format: "live_webcast",
    level: "",
    durationMinutes: "60",
    price: "0",
    memberPrice: "0",
    imagePath: "/images/courses/ai.svg",
    imageAlt: "",
    topics: "",
    learningObjectives: "",
    includes: "",
    facultyIds: "daniela-ruiz",
    "credit-general": "1",
    ...Object.fromEntries(
      APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
    ),
    "approval-new-york-status": "pending",
    "approval-new-york-appliedOn": "2026-10-01",
  });
  await post(`/staff/courses/${COURSE}/status`, {
    intent: "status",
    change: "publish",
    version: "2",
    confirmed: "publish",
  });
}

/** Every rating question of the default form, in order. */
const RATED = [
  "Overall quality of the course",
  "Written materials",
  "Instructors and presenters",
  "Ease of use of the platform",
  "Quality of the seminar",
  "Effectiveness of the seminar",
  "Usefulness of the seminar",
];

/** An administrator records that the attorney attended the lecture in full (watching takes minutes). */
async function recordAttendance(staff: Page, attorney: TestUser): Promise<void> {
  await staff.goto(`/staff/attendees?q=${encodeURIComponent(attorney.email)}`);
  await staff.getByRole("link", { name: attorney.name }).click();
  await staff.getByRole("link", { name: /^Review attendance at / }).click();
  const form = staff.getByRole("form", { name: "Record a correction" });
  await form.getByRole("radio", { name: "The on-demand lecture" }).check();
  await form.getByRole("radio", { name: /^Attended in full/ }).check();
  await form.getByLabel(/^Reason/).fill("Watched the lecture; the player lost its progress.");
  await form.getByLabel(/^Evidence/).fill("The player log shows the lecture watched.");
  await form.getByRole("button", { name: "Record the correction" }).click();
  await expect(form.getByText(/^The correction is recorded/)).toBeVisible();
}

/** An attorney admitted in New York, registered for the course, who completed it. */
async function completedAttorney(page: Page, staff: Page): Promise<TestUser> {
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  await addBarAdmission(page, "new-york", "NY-4412078");
  await registerFree(page, COURSE, attorney);
  await recordAttendance(staff, attorney);
  return attorney;
}

/** Rates every question `rating` (1–5) on the evaluation page. */
async function rateAll(page: Page, rating: number): Promise<void> {
  for (const question of RATED) {
    await page
      .getByRole("group", { name: question })
      .getByRole("radio", { name: new RegExp(`^${rating}:`) })
      .check();
  }
}

async function affirm(page: Page, attorney: TestUser): Promise<void> {
  await page.getByLabel("Type your full name to sign").fill(attorney.name);
  await page.getByRole("checkbox", { name: "I affirm the statement above." }).check();
  await page.getByRole("button", { name: "Affirm and get my certificate" }).click();
  await expect(page).toHaveURL(/\/dashboard\?certificates=1/);
}

test("offered, then required: the certificate waits for a required evaluation; staff see the results", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await ownPage(browser);
  const lead = await signUpViaApi(staff.request, { ...newUser(), email: LEAD_EMAIL });
  await confirmAddress(staff, lead);
  await signInViaApi(staff, lead);
  await publishCourse(staff);

  await test.step("offered: the certificate does not wait; the dashboard and course page invite", async () => {
    const attorney = await completedAttorney(page, staff);
    await page.goto(`/certificates/new?courseId=${COURSE}`);
    await expect(page.getByText(/your certificate does not wait for it/)).toBeVisible();
    await affirm(page, attorney);
    const invitation = page.getByRole("region", { name: "Evaluate your courses" });
    await expect(invitation.getByRole("link", { name: `Evaluate ${TITLE}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/courses/${COURSE}`);
    await expect(page.getByText("You completed this course.")).toBeVisible();
    await page.getByRole("link", { name: "evaluate the course" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Evaluate the course" }),
    ).toBeVisible();
    await expect(page.getByText(/This evaluation is optional/)).toBeVisible();
    await expectNoAxeViolations(page);
    await rateAll(page, 4);
    await page
      .getByRole("group", { name: "Usefulness of the seminar" })
      .getByRole("radio", { name: /^5:/ })
      .check();
    await page.getByLabel("Comments (optional)").fill("Practical and clear, thank you.");
    await page.getByRole("button", { name: "Submit the evaluation" }).click();
    await expect(page.getByText("Thank you: your evaluation was received.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Evaluate your courses" })).toHaveCount(0);
  });

  await test.step("staff require it before every certificate of the course", async () => {
    await staff.goto(`/staff/courses/${COURSE}`);
    await openCourseTab(staff, "Evaluation form");
    const form = staff.getByRole("form", { name: "Evaluation form" });
    await expect(form.getByLabel(/^Question/).first()).toHaveValue("Overall quality of the course");
    await expectNoAxeViolations(staff);
    await form.getByRole("checkbox", { name: /^Required before the certificate/ }).check();
    await form.getByRole("button", { name: "Save the evaluation form" }).click();
    await expect(staff.getByText(/^Saved as version 1\./)).toBeVisible();
  });

  await test.step("required: the certificate step says so and waits; without script the evaluation goes in; then the certificate issues", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
    });
    const noScript = await context.newPage();
    const attorney = await completedAttorney(noScript, staff);
    await noScript.goto(`/certificates/new?courseId=${COURSE}`);
    await expect(
      noScript.getByText(/An evaluation of the course is required before your certificate/),
    ).toBeVisible();
    await expect(
      noScript.getByRole("button", { name: "Affirm and get my certificate" }),
    ).toHaveCount(0);
    await noScript.getByRole("link", { name: "Evaluate the course" }).click();
    await expect(noScript.getByText(/Required before your certificate/)).toBeVisible();
    // Sent without the ratings: each question says so, and the page keeps what was given.
    await noScript.getByLabel("Comments (optional)").fill("Good examples.");
    await noScript.getByRole("button", { name: "Submit the evaluation" }).click();
    await expect(noScript.getByText("Please answer every rating question.")).toBeVisible();
    await expect(noScript.getByText("Choose a rating from 1 to 5.").first()).toBeVisible();
    await expect(noScript.getByLabel("Comments (optional)")).toHaveValue("Good examples.");
    await rateAll(noScript, 5);
    await noScript.getByRole("button", { name: "Submit the evaluation" }).click();
    await expect(noScript.getByText("Thank you: your evaluation was received.")).toBeVisible();
    await noScript.getByRole("link", { name: "Get your certificate of attendance" }).click();
    await expect(noScript.getByText(/required before your certificate/)).toHaveCount(0);
    await affirm(noScript, attorney);
    await context.close();
  });

  await test.step("staff see the response rate, each question's chart and table, comments, exports; a speaker gets the summary", async () => {
    await staff.goto(`/staff/courses/${COURSE}`);
    await openCourseTab(staff, "Evaluations");
    await expect(staff.getByText(/2 evaluations from 2 attendees/)).toBeVisible();
    await expect(staff.getByRole("figure", { name: /Usefulness of the seminar/ })).toContainText(
      "Average 5.00 from 2 ratings",
    );
    const table = staff.getByRole("table", { name: "Ratings by question" });
    await expect(table.getByRole("row", { name: /Overall quality of the course/ })).toContainText(
      "4.50",
    );
    await expect(staff.getByText("Practical and clear, thank you.")).toBeVisible();
    await expectNoAxeViolations(staff);

    const csv = await staff.request.get(`/staff/courses/${COURSE}/evaluations/responses.csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain("Good examples.");
    expect(text).not.toContain("@example.com");
    const aggregate = await staff.request.get(`/staff/courses/${COURSE}/evaluations/aggregate.csv`);
    expect(await aggregate.text()).toContain("Overall quality of the course,2,4.50");

    const mail = staff.getByRole("form", { name: "Send a speaker the summary" });
    await mail.getByLabel("Faculty member").selectOption({ label: "Daniela Ruiz" });
    await mail.getByLabel("Their e-mail address").fill("daniela.ruiz-e2e@example.com");
    await mail.getByRole("button", { name: "Send the summary" }).click();
    await expect(staff.getByText(/The summary is on its way/)).toBeVisible();
    const summary = await waitForEmail("daniela.ruiz-e2e@example.com", /^Evaluation summary/);
    expect(summary.text).toContain("Practical and clear, thank you.");
  });
  await staff.close();
});
