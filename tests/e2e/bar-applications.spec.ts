import yauzl from "yauzl";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// A compliance lead sets an announced on-demand course's release day; the
// console's overview lists its applications due and late; the course's
// accreditation tab shows each state's "file by" day and the checklist; the
// application documents download as one ZIP with the files in it.

const UPCOMING = "ai-legal-research-best-practices";
const PUBLISHED = "persuasive-brief-writing-ai";
const COURSE_LINK = `a[href="/staff/courses/${UPCOMING}/accreditation"]`;

/** An ISO day `days` after today in New York (the schedule's zone). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

async function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(error) : resolve(file),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return files;
}

test("applications to the bars: due on the overview, the checklist, the documents as a ZIP", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lead = await signUpViaApi(page.request, {
    ...newUser(),
    email: "applications-lead-e2e@example.com",
  });
  await signInViaApi(page, lead);
  await confirmAddress(page, lead);
  // Released in 40 days: New Jersey's application (30 days before) is due in 10 days,
  // New York's (60 days before) is 20 days late.
  const release = dayFromToday(40);

  await test.step("the release day of an announced on-demand course", async () => {
    await page.goto(`/staff/courses/${UPCOMING}/accreditation`);
    const applications = page.getByRole("region", { name: "Applications to the bars" });
    await expect(applications).toContainText("no release day is set yet");
    await expectNoAxeViolations(page);
    await applications
      .getByLabel("First day attorneys can take the course on demand")
      .fill(release);
    await applications.getByRole("button", { name: "Save the release day" }).click();
    await expect(
      applications.getByText(`The release day is saved: ${longDate(release)}.`),
    ).toBeVisible();
    const table = applications.getByRole("table", { name: "Applications to each state" });
    await expect(table.getByRole("row", { name: /New Jersey/ })).toContainText(
      longDate(dayFromToday(10)),
    );
    await expect(table.getByRole("row", { name: /New York/ })).toContainText(
      "Late: not yet applied",
    );
    await expect(table.getByRole("row", { name: /Texas/ })).toContainText("Not confirmed");
    await expectNoAxeViolations(page);
  });

  await test.step("the checklist says what is present and what is missing", async () => {
    const checklist = page.getByRole("list", { name: "Application checklist" });
    await expect(
      checklist.getByRole("listitem").filter({ hasText: "Written materials" }),
    ).toContainText("Missing");
    await expect(checklist.getByRole("listitem").filter({ hasText: "Faculty bios" })).toContainText(
      "The course names no faculty.",
    );
    await expect(
      checklist.getByRole("listitem").filter({ hasText: "Financial-aid policy" }),
    ).toContainText("Present");
    await expect(
      checklist.getByRole("listitem").filter({ hasText: "Financial-aid policy" }),
    ).toContainText("Asked by: New York, Illinois, New Jersey.");
    await expect(checklist.getByRole("link", { name: "The financial-aid policy" })).toHaveAttribute(
      "href",
      "/financial-aid",
    );
  });

  await test.step("the overview lists the applications late and due", async () => {
    await page.goto("/staff");
    const section = page.getByRole("region", { name: /^Applications to the bars/ });
    const table = section.getByRole("table", { name: "Applications late or due soon" });
    // Only this course's rows (the other test adds a course of its own).
    const rows = table.getByRole("row").filter({ has: page.locator(COURSE_LINK) });
    const newJersey = rows.filter({ hasText: "New Jersey" });
    await expect(newJersey).toContainText(longDate(dayFromToday(10)));
    await expect(newJersey).toContainText("To file");
    await expect(rows.filter({ hasText: "New York" })).toContainText("Late: not yet applied");
    await expectNoAxeViolations(page);
    await newJersey.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/staff/courses/${UPCOMING}/accreditation$`));
  });

  await test.step("New Jersey's application recorded as filed leaves the overview", async () => {
    const newJersey = page.getByRole("group", { name: "New Jersey" });
    await newJersey.getByLabel("New Jersey: status").selectOption("pending");
    await newJersey.getByLabel("Applied on").fill(dayFromToday(0));
    await page.getByRole("button", { name: "Save the decisions" }).click();
    await expect(page.getByText("The decisions are saved.")).toBeVisible();
    const table = page.getByRole("table", { name: "Applications to each state" });
    await expect(table.getByRole("row", { name: /New Jersey/ })).toContainText(
      `Applied for on ${longDate(dayFromToday(0))}`,
    );
    await page.goto("/staff");
    const listed = page
      .getByRole("table", { name: "Applications late or due soon" })
      .getByRole("row")
      .filter({ has: page.locator(COURSE_LINK) })
      .filter({ hasText: "New Jersey" });
    await expect(listed).toHaveCount(0);
  });

  await test.step("a published course's documents download as one ZIP", async () => {
    await page.goto(`/staff/courses/${PUBLISHED}/accreditation`);
    const checklist = page.getByRole("list", { name: "Application checklist" });
    await expect(checklist.getByText("Missing")).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Parts of the timed agenda" })).toBeVisible();
    await expectNoAxeViolations(page);
    // At a small laptop's width the page itself never scrolls sideways (wide tables scroll inside).
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const downloadLink = page.getByRole("link", {
      name: "Download the application documents (ZIP)",
    });
    await downloadLink.focus();
    await expect(downloadLink).toBeFocused();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      // With the keyboard alone: Enter on the focused link.
      page.keyboard.press("Enter"),
    ]);
    expect(download.suggestedFilename()).toBe(`application-${PUBLISHED}.zip`);
    const file = await download.path();
    const { readFile } = await import("node:fs/promises");
    const files = await zipEntries(await readFile(file));
    const names = [...files.keys()];
    for (const name of [
      "checklist.txt",
      "timed-agenda.csv",
      "faculty-bios.txt",
      "verification-method.txt",
      "price-sheet.csv",
      "financial-aid-policy.txt",
    ]) {
      expect(names).toContain(name);
    }
    // The published financial-aid policy's text (Illinois and New Jersey ask for it).
    expect(files.get("financial-aid-policy.txt")?.toString()).toMatch(
      /^Financial-aid policy \(version \d+\)\r\n\r\n\S/,
    );
    const pdfs = names.filter((name) => name.startsWith("materials/"));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(
      files
        .get(pdfs[0] ?? "")
        ?.subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  await test.step("the download is in the audit log", async () => {
    await page.goto("/staff/audit");
    await expect(
      page
        .getByRole("rowheader", { name: /downloaded the bar application documents of course/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the release day is saved and the documents download before any script runs", async ({
    page,
  }) => {
    const lead = await signUpViaApi(page.request, {
      ...newUser(),
      email: "applications-nojs-e2e@example.com",
    });
    await signInViaApi(page, lead);
    await confirmAddress(page, lead);
    const course = "ai-contract-law-drafting-review";
    const release = dayFromToday(45);
    await page.goto(`/staff/courses/${course}/accreditation`);
    const applications = page.getByRole("region", { name: "Applications to the bars" });
    await applications
      .getByLabel("First day attorneys can take the course on demand")
      .fill(release);
    await applications.getByRole("button", { name: "Save the release day" }).click();
    await expect(
      applications.getByText(`The release day is saved: ${longDate(release)}.`),
    ).toBeVisible();
    // 45 days less Washington's 15: due in 30 days, the last day the overview lists.
    await expect(
      applications
        .getByRole("table", { name: "Applications to each state" })
        .getByRole("row", { name: /Washington/ }),
    ).toContainText(longDate(dayFromToday(30)));
    const href = await page
      .getByRole("link", { name: "Download the application documents (ZIP)" })
      .getAttribute("href");
    const zip = await page.request.get(href ?? "");
    expect(zip.status()).toBe(200);
    expect(zip.headers()["content-type"]).toBe("application/zip");
    const names = [...(await zipEntries(await zip.body())).keys()];
    expect(names).toContain("checklist.txt");
  });
});
