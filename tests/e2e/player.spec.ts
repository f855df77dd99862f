import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { COURSES } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { pdfText } from "../support/pdf-text";
import { expectNoAxeViolations } from "./support/axe";
import { addBarAdmission, registerFree } from "./support/courses";
import { headerLines } from "./support/header-lines";
import { waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// The free featured webcast: its lecture can be watched on demand by anyone registered.
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const TITLE = "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";

/** The course's number in a state, as the catalogue seeds it. */
function seededNumber(state: string): string {
  const approval = COURSES.find((course) => course.id === COURSE)?.approvals.find(
    (each) => each.state === state,
  );
  if (!approval?.approvalNumber) throw new Error(`no seeded number in ${state}`);
  return approval.approvalNumber;
}
const media = COURSE_MEDIA[COURSE];
if (!media) throw new Error("the featured course has no media");

const video = (page: Page) => page.locator("video");
const currentTime = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** Plays muted, as fast as a first viewing allows. */
async function play(page: Page) {
  await video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 1.5;
    await element.play();
  });
}

async function signedInAttorney(page: Page) {
  const user = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, user);
  await registerFree(page, COURSE, user);
  return user;
}

test("visitors get the preview with captions; the whole lecture is for registered attorneys", async ({
  page,
}) => {
  await page.goto(`/course-player/${COURSE}`);
  await expect(
    page.getByText(`You are watching a free ${media.previewSeconds}-second preview.`),
  ).toBeVisible();
  const sources = await page
    .locator("video source")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
  expect(sources).toEqual([
    `/media/courses/${COURSE}/preview.webm`,
    `/media/courses/${COURSE}/preview.mp4`,
  ]);
  await expect(page.locator("video track")).toHaveAttribute(
    "src",
    `/media/courses/${COURSE}/preview.vtt`,
  );
  const captions = await page.request.get(`/media/courses/${COURSE}/preview.vtt`);
  expect(captions.headers()["content-type"]).toContain("text/vtt");
  expect(await captions.text()).toMatch(/^WEBVTT/);
  // The whole lecture is not served to a visitor, whatever the link.
  expect((await page.request.get(`/media/courses/${COURSE}/lecture.webm`)).status()).toBe(401);
  expect((await page.request.get(`/media/courses/${COURSE}/captions.vtt`)).status()).toBe(401);
  expect((await page.request.get(`/media/courses/${COURSE}/../secrets.json`)).status()).toBe(404);
  // Byte ranges, so the player can seek.
  const range = await page.request.get(`/media/courses/${COURSE}/preview.webm`, {
    headers: { Range: "bytes=0-1023" },
  });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-range"]).toMatch(/^bytes 0-1023\//);
  for (const media of [captions, range])
    expect(headerLines(media, "X-Content-Type-Options")).toEqual(["nosniff"]);
  // Chapters past the preview are in the full course only.
  const chapters = page.getByRole("region", { name: "Chapters" }).getByRole("button");
  await expect(chapters.first()).toBeEnabled();
  await expect(chapters.last()).toBeDisabled();
  // The preview plays in the browser.
  await play(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test("progress is saved as the attorney watches, resumed on return, and skipping ahead is refused", async ({
  page,
}) => {
  // A whole story across many pages: it needs longer than one step on a busy machine.
  test.slow();
  await signedInAttorney(page);
  await page.goto(`/course-player/${COURSE}`);
  await expect(page.locator("video source").first()).toHaveAttribute(
    "src",
    `/media/courses/${COURSE}/lecture.webm`,
  );
  await expect(page.getByTestId("codes-collected")).toHaveText("0/1");
  await play(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(9);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  let stoppedAt = await currentTime(page);

  // Keyboard: the player's shortcuts. Space plays and pauses the focused video (once, not
  // twice: the video's own Space handling must not undo the player's).
  await video(page).focus();
  const paused = () => video(page).evaluate((element: HTMLVideoElement) => element.paused);
  await page.keyboard.press(" ");
  await expect.poll(paused).toBe(false);
  await page.waitForTimeout(300);
  expect(await paused()).toBe(false);
  await page.keyboard.press(" ");
  await expect.poll(paused).toBe(true);
  await page.waitForTimeout(300);
  expect(await paused()).toBe(true);
  stoppedAt = await currentTime(page);
  // Full screen takes the player's frame (codes stay visible) and the focus to the video.
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute("aria-label") ?? ""))
    .toContain("video player");
  await expect(video(page)).toBeFocused();
  await page.evaluate(() => document.exitFullscreen());
  // L asks for 10 s further: refused past what was watched.
  await page.keyboard.press("l");
  await page.keyboard.press("l");
  await page.keyboard.press("l");
  await expect(page.getByRole("status").filter({ hasText: "cannot skip ahead" })).toBeVisible();
  expect(await currentTime(page)).toBeLessThanOrEqual(stoppedAt + 3);
  await page.keyboard.press("j");
  await expect.poll(() => currentTime(page)).toBeLessThan(stoppedAt - 5);
  await page.keyboard.press("m");
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  await page.keyboard.press("c");
  await expect(page.getByRole("status").filter({ hasText: /Captions (on|off)\./ })).toBeVisible();
  // A chapter beyond what was watched is closed; the first is open.
  const chapters = page.getByRole("region", { name: "Chapters" }).getByRole("button");
  await expect(chapters.last()).toBeDisabled();
  await expect(chapters.first()).toBeEnabled();

  // Back at the furthest point, then leave: the position was reported.
  await video(page).evaluate((element: HTMLVideoElement, at: number) => {
    element.currentTime = at;
  }, stoppedAt);
  await page.waitForTimeout(500);
  await page.goto("/dashboard");
  const progress = page.getByRole("region", { name: "Your courses" });
  await expect(progress).toContainText(TITLE);
  await expect(progress).toContainText(/\d+% watched/);

  await page.goto(`/course-player/${COURSE}`);
  await expect(
    page.getByRole("status").filter({ hasText: "Resuming where you stopped" }),
  ).toBeVisible();
  expect(await currentTime(page)).toBeGreaterThan(stoppedAt - 6);
  await expectNoAxeViolations(page);
});

test("the whole journey: watch, collect the code, affirm for two states, download and verify", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await signedInAttorney(page);
  await addBarAdmission(page, "new-york", "NY-4412078");
  await addBarAdmission(page, "illinois", "6312345");
  await page.goto(`/course-player/${COURSE}`);
  await play(page);

  // The code appears over the video at an undisclosed point near the end.
  const shown = page.getByTestId("shown-code");
  await expect(shown).toBeVisible({ timeout: 120_000 });
  const code = (await shown.textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const atReveal = await currentTime(page);
  expect(atReveal).toBeGreaterThan(media.durationSeconds * 0.7);

  // A wrong code is refused; the right one, typed in lower case, is taken.
  const form = page.getByRole("region", { name: "Your attendance" });
  await form.getByLabel("Verification code").fill("WRONG1");
  await form.getByRole("button", { name: "Enter" }).click();
  await expect(form.getByRole("alert")).toContainText("does not match");
  await form.getByLabel("Verification code").fill(code.toLowerCase());
  await form.getByRole("button", { name: "Enter" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "Code accepted: 1 of 1 collected." }),
  ).toBeVisible();
  await expect(page.getByTestId("codes-collected")).toHaveText("1/1");
  // Entered, the code is shown no more (overlay and notice).
  await expect(shown).toBeHidden();
  await expect(page.getByText(/^Verification code 1: /)).toHaveCount(0);

  // Watching to the end completes the course.
  const affirm = page.getByRole("link", {
    name: "Affirm your attendance and get your certificate",
  });
  await expect(affirm).toBeVisible({ timeout: 90_000 });
  await affirm.click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Affirm your attendance" }),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /New York/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Illinois/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Texas/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
  // With no state, no affirmation and no typed name, nothing is issued; the focus goes to
  // the first thing to fix (the first box of the states).
  await page.getByRole("checkbox", { name: /New York/ }).uncheck();
  await page.getByRole("checkbox", { name: /Illinois/ }).uncheck();
  await page.getByRole("button", { name: "Affirm and get my certificate" }).click();
  await expect(page.getByText("Tick the box to affirm your attendance.")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Certificates for" }).getByRole("checkbox").first(),
  ).toBeFocused();
  await page.getByRole("checkbox", { name: /New York/ }).check();
  await page.getByRole("checkbox", { name: /Illinois/ }).check();
  await page.getByLabel("Type your full name to sign").fill(user.name);
  await page.getByRole("checkbox", { name: "I affirm the statement above." }).check();
  await page.getByRole("button", { name: "Affirm and get my certificate" }).click();

  await expect(page).toHaveURL(/\/dashboard\?certificates=2/);
  await expect(page.getByText("Your 2 certificates are ready below")).toBeVisible();
  const certificates = page.getByRole("region", { name: "My certificates" });
  await expect(certificates.getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);
  // On a phone the page does not scroll sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  // A shadow on the table's edge says more of it lies that way.
  const table = page.getByRole("region", { name: "Certificates table" });
  await expect(table).toHaveAttribute("data-more-right", "true");
  await table.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(table).toHaveAttribute("data-more-left", "true");
  await expect(table).not.toHaveAttribute("data-more-right");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(table).not.toHaveAttribute("data-more-left");

  // Download one and read it.
  const link = certificates.getByRole("link", { name: "Download PDF for New York" });
  const fetched = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(headerLines(fetched, "X-Content-Type-Options")).toEqual(["nosniff"]);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  const text = (await pdfText(readFileSync(file))).pages.join(" ");
  for (const field of [
    user.name,
    "NY-4412078",
    "New York",
    TITLE,
    seededNumber("new-york"),
    "1.0",
    "General",
  ]) {
    expect(text, field).toContain(field);
  }

  // The verification link printed on it says it is genuine; a forged one does not.
  const id = /LX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(text)?.[0] ?? "";
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no second page");
  await visitor.goto(`/certificates/${id}`);
  await expect(visitor.getByRole("status").filter({ hasText: "Genuine" })).toBeVisible();
  await expect(visitor.getByText(user.name)).toBeVisible();
  await expect(visitor.getByText("•••••••078")).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Download the certificate/ })).toHaveCount(0);
  const forged = await visitor.goto("/certificates/LX-AAAA-BBBB-CCCC");
  expect(forged?.status()).toBe(404);
  await expect(visitor.getByText("We have no certificate with this number.")).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.close();

  // And they arrived by e-mail, as PDFs.
  const mail = await waitForEmail(user.email, /certificates of attendance/);
  expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual([
    "application/pdf",
    "application/pdf",
  ]);
  for (const attachment of mail.attachments) {
    expect(Buffer.from(attachment.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("affirming a course one has not registered for says so (403), with the way to register", async ({
  page,
}) => {
  const user = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, user);
  const response = await page.goto(`/certificates/new?courseId=${COURSE}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText("You are not registered for this course.")).toBeVisible();
  await page.getByRole("link", { name: "See the course and register" }).click();
  await expect(page).toHaveURL(`/courses/${COURSE}`);
  // A course that does not exist is simply not found.
  expect((await page.goto("/certificates/new?courseId=no-such-course"))?.status()).toBe(404);
});
