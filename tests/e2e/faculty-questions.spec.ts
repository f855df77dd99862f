import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { expectNoAxeViolations } from "./support/axe";
import { registerFree } from "./support/courses";
import { waitForEmail } from "./support/mailbox";
import { confirmAddress, ownPage, signedInPage } from "./support/staff";
import { clientAddress, expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// "Ask the faculty": an attorney asks from the course player, a faculty
// member signs in to the faculty desk and answers, and the attorney sees the
// answer on the course page and gets it by mail. The faculty desk is refused
// to others, and the faculty are refused the console.

// The free featured course: on demand to anyone registered; Marcus Whitfield teaches it.
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const FACULTY_ID = "marcus-whitfield";
const media = COURSE_MEDIA[COURSE];
if (!media) throw new Error("the featured course has no media");
const CHAPTER = media.chapters[1]?.title ?? "";
const TITLE = COURSES.find((course) => course.id === COURSE)?.title ?? "";
// A course Marcus Whitfield does not teach: its evaluations never reach his desk.
const NOT_HIS =
  COURSES.find((course) => course.id === "ethics-of-ai-in-legal-practice")?.title ?? "";

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test("an attorney asks from the player, the faculty member answers on the faculty desk, the attorney reads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = Date.now().toString(36);
  const question = `Does the duty of candour cover AI-drafted briefs? (${id})`;
  const answer = `Yes: you sign it, you own every citation in it. (${id})`;

  // The staff member (a bootstrap administrator) and the faculty member's confirmed account.
  const lead = await signUpViaApi(page.request, {
    ...newUser(),
    email: "questions-lead-e2e@example.com",
  });
  await signInViaApi(page, lead);
  await confirmAddress(page, lead);
  const facultyUser = { ...newUser(), email: `faculty-${id}@example.com` };
  const facultyPage = await ownPage(browser);
  await signUpViaApi(facultyPage.request, facultyUser);
  await confirmAddress(facultyPage, facultyUser);
  await facultyPage.close();

  await test.step("staff set the faculty member's login address on the faculty page", async () => {
    await page.goto(`/staff/faculty/${FACULTY_ID}`);
    const login = page.getByRole("form", { name: "Faculty desk login" });
    await login.getByLabel("Login e-mail").fill(facultyUser.email.toUpperCase());
    await login.getByRole("button", { name: "Save the login" }).click();
    await expect(
      page.getByText(
        `The login is saved: ${facultyUser.email} opens the faculty desk once confirmed.`,
      ),
    ).toBeVisible();
    await axeAtBothWidths(page);
  });

  const attorneyPage = await ownPage(browser);
  const attorney = await signUpViaApi(attorneyPage.request, newUser());
  await signInViaApi(attorneyPage, attorney);
  await registerFree(attorneyPage, COURSE, attorney);

  await test.step("the attorney asks from the player, with the keyboard", async () => {
    await attorneyPage.goto(`/course-player/${COURSE}`);
    const ask = attorneyPage.getByRole("region", { name: "Ask the faculty" });
    await expect(ask).toBeVisible();
    // An empty question is refused by the browser; spaces by the server.
    await ask.getByLabel("Your question").fill("   ");
    await ask.getByRole("button", { name: "Send the question" }).click();
    await expect(ask.getByText("Write your question.")).toBeVisible();
    await expect(ask.getByLabel("Your question")).toBeFocused();
    await attorneyPage.keyboard.press("Control+a");
    await attorneyPage.keyboard.type(question);
    await attorneyPage.keyboard.press("Tab");
    await expect(ask.getByLabel("Chapter (optional)")).toBeFocused();
    await ask.getByLabel("Chapter (optional)").selectOption(CHAPTER);
    await attorneyPage.keyboard.press("Tab");
    await expect(ask.getByLabel("Time in the video (optional)")).toBeFocused();
    await attorneyPage.keyboard.type("0:30");
    await attorneyPage.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Use the current time" })).toBeFocused();
    await attorneyPage.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Send the question" })).toBeFocused();
    await attorneyPage.keyboard.press("Enter");
    await expect(ask.getByText(/^Your question is sent to the course's faculty\./)).toContainText(
      "Ohio's rules ask for an answer within 72 hours.",
    );
    await expect(ask.getByLabel("Your question")).toHaveValue("");
    await axeAtBothWidths(attorneyPage);
  });

  await test.step("the faculty member is told by mail and answers on the faculty desk", async () => {
    // The same course's faculty may be asked by the other test meanwhile: this question's mail.
    const told = await waitForEmail(facultyUser.email, /^A question on /, 15_000, question);
    expect(told.text).toContain(question);
    expect(told.text).not.toContain(attorney.email);
    const desk = await signedInPage(browser, facultyUser);
    await desk.goto("/faculty-desk");
    await expect(desk.getByRole("heading", { level: 1 })).toHaveText(/^Questions for /);
    const card = desk.getByRole("article").filter({ hasText: question });
    await expect(card).toContainText(`Chapter: ${CHAPTER}, at 0:30 in the video`);
    // The course is approved in Ohio: 72 hours from the question.
    await expect(card).toContainText(/due in (71|72) h/);
    await expect(card).toContainText("Answer time 72 hours (Ohio)");
    await expect(card).not.toContainText(attorney.email);
    await axeAtBothWidths(desk);
    await card.getByLabel("Your answer").focus();
    await desk.keyboard.type(answer);
    await desk.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Send the answer" })).toBeFocused();
    await desk.keyboard.press("Enter");
    await expect(desk.getByText(/^The answer is sent/)).toBeVisible();
    const answered = desk.getByRole("region", { name: /^Answered/ });
    await expect(answered.getByRole("article").filter({ hasText: question })).toContainText(answer);

    // The faculty role opens the desk and nothing of the console.
    for (const path of ["/staff", "/staff/questions", `/staff/faculty/${FACULTY_ID}`]) {
      const response = await desk.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    await desk.close();
  });

  await test.step("the faculty desk shows the evaluations of the faculty member's own courses only", async () => {
    const desk = await signedInPage(browser, facultyUser);
    await desk.goto("/faculty-desk");
    const evaluations = desk.getByRole("region", { name: "Evaluations of your courses" });
    await expect(evaluations.getByRole("heading", { level: 3, name: TITLE })).toBeVisible();
    await expect(
      evaluations.getByRole("table", { name: `Ratings by question: ${TITLE}` }),
    ).toBeVisible();
    await expect(evaluations.getByRole("heading", { name: NOT_HIS })).toHaveCount(0);
    await expect(evaluations).not.toContainText("@");
    await axeAtBothWidths(desk);
    await desk.close();
  });

  await test.step("staff mailing him the summary are offered his faculty login address", async () => {
    await page.goto(`/staff/courses/${COURSE}/evaluations`);
    const mail = page.getByRole("form", { name: "Send a speaker the summary" });
    await mail.getByLabel("Faculty member").selectOption({ label: "Marcus Whitfield" });
    await expect(mail.getByLabel("Their e-mail address")).toHaveValue(facultyUser.email);
    await mail.getByRole("button", { name: "Send the summary" }).click();
    await expect(page.getByText(`The summary is on its way to ${facultyUser.email}`)).toBeVisible();
    const summary = await waitForEmail(facultyUser.email, /^Evaluation summary/);
    expect(summary.text.replace(/\s+/g, " ")).toContain("Dear Marcus Whitfield");
  });

  await test.step("the attorney gets the answer by mail and on the course page", async () => {
    const mail = await waitForEmail(attorney.email, /^Your question on .* is answered$/);
    expect(mail.text.replace(/\s+/g, " ")).toContain(answer);
    await attorneyPage.goto(`/courses/${COURSE}`);
    const mine = attorneyPage.getByRole("region", { name: "Your questions to the faculty" });
    await expect(mine).toContainText(question);
    await expect(mine).toContainText(answer);
    await expect(mine).toContainText(/Marcus Whitfield answered/);
    await axeAtBothWidths(attorneyPage);
    // The privacy page says what is kept of a question, and for how long.
    await attorneyPage.goto("/privacy");
    await expect(
      attorneyPage.getByRole("region", { name: "Questions you ask the faculty" }),
    ).toContainText("It is kept 1 year after the answer");
    // An attorney is refused the faculty desk.
    const response = await attorneyPage.goto("/faculty-desk");
    expect(response?.status()).toBe(403);
    await attorneyPage.close();
  });

  await test.step("staff see the log, answered, on the console", async () => {
    await page.goto("/staff/questions?show=answered");
    await expect(
      page.getByRole("heading", { level: 1, name: "Questions on recorded courses" }),
    ).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: question });
    await expect(card).toContainText("Answered in time");
    await expect(card).toContainText(attorney.email);
    await axeAtBothWidths(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the log (CSV)" }).click();
    const csv = await (await download).path().then((file) => readFileSync(file, "utf8"));
    const line = csv.split("\r\n").find((row) => row.includes(question)) ?? "";
    expect(line).toContain(attorney.email);
    expect(line).toContain(answer);
    expect(line).toContain(",72,Ohio,");
    expect(line).toContain(",faculty,");
    await page.goto("/staff");
    await expect(
      page.getByRole("heading", { name: "Questions on recorded courses" }),
    ).toBeVisible();
  });
});

test("without scripts, the player's question form posts and answers", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const page = await context.newPage();
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  await registerFree(page, COURSE, attorney);
  await page.goto(`/course-player/${COURSE}`);
  const ask = page.getByRole("region", { name: "Ask the faculty" });
  await ask.getByLabel("Your question").fill("Is there a written handout?");
  await ask.getByLabel("Time in the video (optional)").fill("99:99");
  await ask.getByRole("button", { name: "Send the question" }).click();
  await expect(ask.getByText(/^Give the time in the video as minutes and seconds/)).toBeVisible();
  // What was typed stays.
  await expect(ask.getByLabel("Your question")).toHaveValue("Is there a written handout?");
  await ask.getByLabel("Time in the video (optional)").fill("");
  await ask.getByRole("button", { name: "Send the question" }).click();
  await expect(ask.getByText(/^Your question is sent to the course's faculty\./)).toBeVisible();
  await context.close();
});
