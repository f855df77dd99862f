import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { makeVideo } from "../setup/lecture-media";
import { minimalPdf } from "../support/minimal-pdf";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { headerLines } from "./support/header-lines";
import { confirmAddress, openCourseTab, ownPage, signedInPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// A course manager uploads a new course's lecture and its captions from the
// browser; the course cannot be published until the captions are there.
// Visitors then watch a preview clip cut from the uploaded lecture. A new
// video for the published course waits until its captions arrive.

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

const CAPTIONS = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
Welcome to the clinic.

2
00:00:05.000 --> 00:00:30.000
Today: reviewing contracts with AI.
`;

test("a course manager uploads a lecture video and its captions, then publishes the course", async ({
  page,
  browser,
}) => {
  test.slow();
  const video = makeVideo(
    mkdtempSync(path.join(tmpdir(), "e2e-media-")),
    "clinic-lecture.webm",
    35,
  );
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "media-lead-e2e@example.com",
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

  // A draft with everything publishing needs but its lecture.
  await staff.goto("/staff/courses");
  const add = staff.getByRole("region", { name: "Add a course" });
  await add.getByLabel("Title").fill("Recorded Contract Clinic");
  const slug = `e2e-media-${Date.now().toString(36)}`;
  await add.getByLabel("Address").fill(slug);
  await add.getByLabel("Category").selectOption({ index: 1 });
  await add.getByLabel("Format").selectOption("on_demand");
  await add.getByRole("button", { name: "Add as a draft" }).click();
  await expect(staff.getByText("The draft is added.")).toBeVisible();
  const details = staff.getByRole("form", { name: "Course details" });
  await details.getByLabel(/^Summary/).fill("Contract review with AI, recorded.");
  await details.getByLabel("Description", { exact: true }).fill("A recorded clinic.");
  await details.getByLabel("Length in minutes").fill("60");
  await details.getByLabel("Regular price in dollars").fill("49");
  await details.getByLabel("Members' price in dollars").fill("39");
  await details.getByLabel("General", { exact: true }).fill("1");
  await details.getByLabel("Texas: status").selectOption("approved");
  const texas = details.getByRole("group", { name: "Texas" });
  await texas.getByLabel("Course number").fill("TX-100200");
  await texas.getByLabel("Decided on").fill("2026-11-02");
  await details.getByRole("button", { name: "Save course" }).click();
  await expect(details.getByText("The course is saved.")).toBeVisible();

  await openCourseTab(staff, "Lecture media");
  const media = staff.getByRole("region", { name: "Lecture media" });
  await expect(media.getByText("None uploaded (the course uses")).toBeVisible();
  await axeAtBothWidths(staff);

  await test.step("the video: progress to 100 %, its length read by the server", async () => {
    const form = media.getByRole("form", { name: "Upload video" });
    // The connection drops during the first chunk: the upload asks where it
    // stands and goes on by itself.
    let dropped = 0;
    await staff.route("**/staff/uploads/*", async (route) => {
      if (route.request().method() === "PATCH" && dropped === 0) {
        dropped += 1;
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    await form.getByLabel("Lecture video file").setInputFiles(video);
    await form.getByRole("button", { name: "Upload video" }).click();
    await expect(form.getByRole("status")).toHaveText(
      /clinic-lecture\.webm is uploaded and checked \(100 %\)/,
    );
    await expect(form.getByText("100 %", { exact: true })).toBeVisible();
    expect(dropped).toBe(1);
    await staff.unroute("**/staff/uploads/*");
    await expect(media.getByTestId("current-video")).toContainText("clinic-lecture.webm");
    await expect(media.getByTestId("current-video")).toContainText("length 0:35");
    // Its attendance code, placed from the new length, meets the one-per-50-minutes rule.
    await expect(media.getByTestId("lecture-codes")).toContainText(
      /^0:\d\d \([A-Z0-9]{6}\)\. At least one for every 50 minutes/,
    );
  });

  await test.step("the chapters: one past the end is refused on its line, then saved", async () => {
    const chapters = media.getByRole("form", { name: "Chapters" });
    const field = chapters.getByLabel(/^Chapters, one a line/);
    await expect(field).toHaveValue("0:00 Lecture");
    await field.fill("0:00 Welcome\n0:50 Too late");
    await chapters.getByRole("button", { name: "Save chapters" }).click();
    await expect(chapters.getByText(/the lecture is 0:35 long/)).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill("0:00 Welcome\n0:20 Reviewing contracts");
    await chapters.getByRole("button", { name: "Save chapters" }).click();
    await expect(chapters.getByText("The chapters are saved.")).toBeVisible();
    await expect(field).toHaveValue("0:00 Welcome\n0:20 Reviewing contracts");
  });

  await test.step("publishing is refused without captions", async () => {
    await openCourseTab(staff, "Status and history");
    await staff.getByRole("button", { name: "Publish (on sale)" }).click();
    await confirmInDialog(staff, "Publish the course");
    await expect(
      staff.getByText(/the course needs captions for its lecture video/).first(),
    ).toBeVisible();
    await openCourseTab(staff, "Lecture media");
  });

  await test.step("captions that do not parse are refused with their line; good ones are taken", async () => {
    const form = media.getByRole("form", { name: "Upload captions" });
    await form.getByLabel("Captions file").setInputFiles({
      name: "broken.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from("WEBVTT\n\n00:01.000 -> 00:04.000\nHello\n"),
    });
    await form.getByRole("button", { name: "Upload captions" }).click();
    await expect(form.getByRole("alert")).toContainText("Line 3:");
    await form.getByLabel("Captions file").setInputFiles({
      name: "clinic.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(CAPTIONS),
    });
    await form.getByRole("button", { name: "Upload captions" }).click();
    await expect(media.getByTestId("current-captions")).toContainText("clinic.vtt");
    await axeAtBothWidths(staff);
  });

  await test.step("with captions, the course is published", async () => {
    await openCourseTab(staff, "Status and history");
    await staff.getByRole("button", { name: "Publish (on sale)" }).click();
    await confirmInDialog(staff, "Publish the course");
    await expect(staff.getByText(/^Published\. The course is on the catalogue/)).toBeVisible();
    // The message is the action's; the page's own data (and the forms drawn for the new
    // version) arrive with the reload after it: a course on sale offers no Publish.
    await expect(staff.getByRole("button", { name: "Publish (on sale)" })).toHaveCount(0);
    await openCourseTab(staff, "Lecture media");
  });

  await test.step("the public preview: two minutes by default (here the whole video), then 20 seconds", async () => {
    const preview = media.getByRole("form", { name: "Public preview" });
    await expect(preview.getByTestId("current-preview")).toContainText("the first 0:35");
    const length = preview.getByLabel("Preview length in seconds");
    await length.fill("20");
    await expect(length).toHaveValue("20");
    await preview.getByRole("button", { name: "Save preview length" }).click();
    await expect(preview.getByText("The public preview is saved")).toBeVisible();
    await expect(preview.getByTestId("current-preview")).toContainText("the first 0:20");
    await axeAtBothWidths(staff);
  });

  await test.step("a signed-out visitor watches the preview cut from the uploaded lecture", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/courses/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Recorded Contract Clinic");
    await axeAtBothWidths(visitor);
    await visitor.getByRole("link", { name: "Watch Preview" }).click();
    await expect(visitor.getByText("You are watching a free 20-second preview.")).toBeVisible();
    const player = visitor.locator("video");
    const source = await player.locator("source").first().getAttribute("src");
    expect(source).toMatch(/^\/media\/courses\/[a-z0-9-]+\/preview\.webm\?v=/);
    // The browser loads the clip (its length, at least) and can seek in it (206).
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    const seconds = await player.evaluate((element: HTMLVideoElement) => element.duration);
    expect(Math.abs(seconds - 20)).toBeLessThan(1);
    const range = await visitor.request.get(source ?? "", { headers: { Range: "bytes=0-99" } });
    expect(range.status()).toBe(206);
    const captions = await visitor.request.get(`/media/courses/${slug}/preview.vtt`);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    for (const media of [range, captions])
      expect(headerLines(media, "X-Content-Type-Options")).toEqual(["nosniff"]);
    // The whole lecture stays for registered attorneys.
    expect((await visitor.request.get(`/media/courses/${slug}/lecture.webm`)).status()).toBe(401);
    await axeAtBothWidths(visitor);
    await visitor.close();
  });
  await test.step("on the published course a new video waits for its captions, then both go live", async () => {
    const replacement = makeVideo(path.dirname(video), "clinic-lecture-v2.webm", 40);
    const form = media.getByRole("form", { name: "Upload video" });
    await form.getByLabel("Lecture video file").setInputFiles(replacement);
    await form.getByRole("button", { name: "Upload video" }).click();
    await expect(form.getByRole("status")).toHaveText(
      /clinic-lecture-v2\.webm is uploaded and checked/,
    );
    const waiting = media.getByTestId("waiting-video");
    await expect(waiting).toContainText("clinic-lecture-v2.webm");
    await expect(waiting).toContainText("length 0:40");
    await expect(waiting).toContainText("Not shown to anyone yet");
    // The lecture on sale is still the first one.
    await expect(media.getByTestId("current-video")).toContainText("clinic-lecture.webm");
    await expect(media.getByTestId("current-video")).toContainText("length 0:35");
    await axeAtBothWidths(staff);

    const captions = media.getByRole("form", { name: "Upload captions" });
    await captions.getByLabel("Captions file").setInputFiles({
      name: "clinic-v2.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(CAPTIONS.replace("00:00:30.000", "00:00:38.000")),
    });
    await captions.getByRole("button", { name: "Upload captions" }).click();
    await expect(media.getByTestId("current-captions")).toContainText("clinic-v2.vtt");
    await expect(media.getByTestId("current-video")).toContainText("clinic-lecture-v2.webm");
    await expect(media.getByTestId("current-video")).toContainText("length 0:40");
    await expect(media.getByTestId("waiting-video")).toHaveCount(0);
    await axeAtBothWidths(staff);
  });
  await test.step("a handout that only begins like a PDF is refused; a real PDF is taken", async () => {
    const form = media.getByRole("form", { name: "Upload handout" });
    await form.getByLabel("Handout file").setInputFiles({
      name: "checklist.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n<html><body><h1>Checklist</h1></body></html>\n"),
    });
    await form.getByLabel("Handout title").fill("Checklist");
    await form.getByRole("button", { name: "Upload handout" }).click();
    await expect(form.getByRole("alert")).toContainText(
      "This file is not a valid PDF: it begins like one",
    );
    await form.getByLabel("Handout file").setInputFiles({
      name: "checklist.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf(),
    });
    await form.getByLabel("Handout title").fill("Checklist");
    await form.getByRole("button", { name: "Upload handout" }).click();
    await expect(form.getByRole("status")).toHaveText(/checklist\.pdf is uploaded and checked/);
  });
  await test.step("a sixth unfinished upload is refused, the reason in the form", async () => {
    const meta = `courseId ${btoa(slug)},kind ${btoa("handout")},filename ${btoa("h.pdf")},title ${btoa("Held")}`;
    for (let held = 0; held < 5; held++) {
      const created = await staff.request.post("/staff/uploads", {
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Length": "1000",
          "Upload-Metadata": meta,
          Origin: new URL(staff.url()).origin,
        },
      });
      expect(created.status()).toBe(201);
    }
    const form = media.getByRole("form", { name: "Upload handout" });
    await form.getByLabel("Handout file").setInputFiles({
      name: "checklist.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await form.getByLabel("Handout title").fill("Checklist");
    await form.getByRole("button", { name: "Upload handout" }).click();
    await expect(form.getByRole("alert")).toContainText("You have 5 unfinished uploads already.");
    await axeAtBothWidths(staff);
  });
  await staff.close();
});
