import type { Locator, Page } from "@playwright/test";
import { stateRules } from "~/content/state-rules";
import { formatLongDate, scheduleToday } from "~/lib/format";
import type { AttorneyFacts } from "~/modules/credit-tracker/compute-period";
import { suggestPeriod } from "~/modules/credit-tracker/suggest-period";
import { trackerDay } from "~/modules/credit-tracker/tracker-clock";
import { expectNoAxeViolations } from "./support/axe";
import { outsideCertificatePdf } from "./support/credits";
import { headerLines } from "./support/header-lines";
import { expect, test } from "./support/test";
import { signInViaApi, signUpViaApi } from "./support/users";

// The credit tracker at /dashboard/credits: states added with their bar
// admissions, periods suggested from each state's rule, a credit earned
// elsewhere with its PDF certificate, and the totals and to-do list it moves.

test.describe.configure({ timeout: 90_000 });

/** The period the server will suggest (the same rules module, the same day in that state). */
function expectedPeriod(slug: string, facts: AttorneyFacts): string {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  const suggestion = suggestPeriod(rules, facts, trackerDay(slug, new Date()));
  if (!suggestion.ok) throw new Error(`no suggestion for ${slug}`);
  return `${formatLongDate(suggestion.startsOn)} – ${formatLongDate(suggestion.endsOn)}`;
}

function stateCard(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

async function addState(page: Page, name: string, barNumber: string, admittedOn = "") {
  const form = page.getByRole("region", { name: /^Add (a|another) state$/ });
  await form.getByLabel("State", { exact: true }).selectOption({ label: name });
  await form.getByLabel("Bar number").fill(barNumber);
  if (admittedOn) await form.getByLabel("Date of admission").fill(admittedOn);
  await form.getByRole("button", { name: "Add state" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `${name} added.` })).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

test("an attorney in New York and Illinois: periods, an outside credit with its certificate, totals and what is left", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dashboard/credits");
  await expect(page.getByRole("heading", { level: 1, name: "Credit Tracker" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The state chosen at sign-up comes first.
  await expect(
    page.getByRole("region", { name: "Add a state" }).getByLabel("State", { exact: true }),
  ).toHaveValue(user.state);

  // New York: admitted 2015, and its rule needs the date of birth too.
  await addState(page, "New York", "4455667", "2015-03-18");
  const newYork = stateCard(page, "New York");
  await expect(newYork.getByText("Bar number 4455667 · admitted March 18, 2015")).toBeVisible();
  await expect(newYork.getByText(/Add your date of birth\./)).toBeVisible();
  // Before it: why it is asked, and what New York requires of everyone.
  await expect(newYork.getByText(/^Why your date of birth: New York ties/)).toBeVisible();
  const required = newYork.getByRole("region", { name: "New York What is required" });
  await expect(required).toContainText("24.0 hours every 2 years, including:");
  await expect(required).toContainText("No New York credits recorded yet.");
  await expectNoAxeViolations(page);
  await newYork.getByLabel("Date of birth").fill("1980-04-15");
  await newYork.getByRole("button", { name: "Save date of birth" }).press("Enter");
  const newYorkPeriod = expectedPeriod("new-york", {
    lastName: user.lastName,
    birthDate: "1980-04-15",
    admittedOn: "2015-03-18",
  });
  await expect(newYork.getByText(`Suggested period: ${newYorkPeriod}`)).toBeVisible();
  await newYork.getByRole("button", { name: "Use this period" }).press("Enter");
  await expect(newYork.getByText(`Current period: ${newYorkPeriod}`)).toBeVisible();
  // The period known, progress takes the outline's place.
  await expect(required).toHaveCount(0);
  // The button is gone; focus lands on what happened, not on the page.
  await expect(
    newYork
      .getByRole("status")
      .filter({ hasText: `New York reporting period saved: ${newYorkPeriod}.` }),
  ).toBeFocused();
  await expect(newYork.getByText("0.0 of 24.0 hours", { exact: true })).toBeVisible();
  await expect(
    newYork.getByText("you, by self-reporting your credits on the bar's portal."),
  ).toBeVisible();

  // Illinois: the period comes from the last name.
  await addState(page, "Illinois", "6301234");
  const illinois = stateCard(page, "Illinois");
  const illinoisPeriod = expectedPeriod("illinois", {
    lastName: user.lastName,
    birthDate: null,
    admittedOn: null,
  });
  await expect(illinois.getByText(`Suggested period: ${illinoisPeriod}`)).toBeVisible();
  await expect(illinois.getByText(/Your last name starts with A\./).first()).toBeVisible();
  await illinois.getByRole("button", { name: "Use this period" }).press("Enter");
  await expect(illinois.getByText(`Current period: ${illinoisPeriod}`)).toBeVisible();
  await expect(illinois.getByText("0.0 of 30.0 hours", { exact: true })).toBeVisible();
  // Professional responsibility with its two inner requirements.
  await expect(
    illinois.getByText("Mental health and substance abuse", { exact: true }),
  ).toBeVisible();
  await expect(illinois.getByText("Secondary source:")).toBeVisible();

  // A credit earned elsewhere, with the provider's certificate, by keyboard.
  const disclosure = newYork.getByText("Add a credit earned elsewhere");
  await disclosure.focus();
  await page.keyboard.press("Enter");
  await newYork.getByLabel("Course title").fill("Ethics in Practice");
  await page.keyboard.press("Tab");
  await page.keyboard.type("State Bar Section");
  await newYork.getByLabel("Date completed").fill(scheduleToday());
  await newYork.getByLabel("General hours").fill("1");
  await newYork.getByLabel("Ethics and professionalism hours").fill("2");
  // New York counts ethics and professionalism as one category: no separate field.
  await expect(newYork.getByLabel("Professionalism hours", { exact: true })).toHaveCount(0);
  await newYork.getByLabel("Certificate (optional)").setInputFiles({
    name: "ethics-certificate.pdf",
    mimeType: "application/pdf",
    buffer: await outsideCertificatePdf("Ethics in Practice"),
  });
  await newYork.getByRole("button", { name: "Add credit" }).press("Enter");
  await expect(
    newYork.getByRole("status").filter({ hasText: "Credit added: Ethics in Practice." }),
  ).toBeVisible();

  // The totals and the to-do list move; Illinois does not.
  await expect(newYork.getByText("3.0 of 24.0 hours", { exact: true })).toBeVisible();
  await expect(newYork.getByText("Ethics and professionalism: earn 2.0 more hours.")).toBeVisible();
  await expect(newYork.getByText(/^Earn at least 21\.0 more hours by /)).toBeVisible();
  await expect(newYork.getByText("Counted in this period")).toBeVisible();
  await expect(illinois.getByText("0.0 of 30.0 hours", { exact: true })).toBeVisible();

  const link = newYork.getByRole("link", { name: "Download certificate for Ethics in Practice" });
  const href = await link.getAttribute("href");
  if (!href) throw new Error("no download link");
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toContain('filename="ethics-certificate.pdf"');
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(headerLines(download, "X-Content-Type-Options")).toEqual(["nosniff"]);

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The state's credits pages list every credit (the card lists the first few).
  await page.goto("/dashboard/credits/new-york");
  await expect(page.getByRole("heading", { level: 1, name: "New York credits" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "1 credit" })).toBeVisible();
  await expect(page.getByText("Ethics in Practice", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the Credit Tracker" }).click();

  // Deleting asks first (the certificate goes with the credit); Cancel keeps it.
  const remove = newYork.getByRole("button", { name: "Delete credit (Ethics in Practice)" });
  await remove.click();
  await expect(newYork.getByText("Delete this credit and its uploaded certificate?")).toBeVisible();
  const yes = newYork.getByRole("button", { name: "Yes, delete (Ethics in Practice)" });
  await expect(yes).toBeFocused();
  await expectNoAxeViolations(page);
  await newYork.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeFocused();
  await expect(newYork.getByText("3.0 of 24.0 hours", { exact: true })).toBeVisible();
  await remove.press("Enter");
  await yes.press("Enter");
  await expect(page.getByText("Credit deleted.")).toBeVisible();
  await expect(newYork.getByText("0.0 of 24.0 hours", { exact: true })).toBeVisible();

  // More hours carried in than New York lets carry over: the limit counts, and it says so.
  await newYork.getByText("Change this period's dates").click();
  await newYork.getByLabel("Hours carried in").fill("10");
  await newYork.getByRole("button", { name: "Save dates" }).click();
  await expect(
    newYork.getByText("(6.0 of the 10.0 hours carried in: New York lets at most 6.0 carry over)"),
  ).toBeVisible();
});

test("Texas: other self-study is listed as not accredited and capped at 3 hours", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/dashboard/credits");
  await addState(page, "Texas", "24012345");
  const texas = stateCard(page, "Texas");
  // Texas's period follows the birth month.
  await texas.getByLabel("Date of birth").fill("1980-04-15");
  await texas.getByRole("button", { name: "Save date of birth" }).press("Enter");
  await texas.getByRole("button", { name: "Use this period" }).press("Enter");
  await expect(texas.getByText("0.0 of 15.0 hours", { exact: true })).toBeVisible();

  await texas.getByText("Add a credit earned elsewhere").click();
  await texas.getByLabel("Course title").fill("Law review article");
  await texas.getByLabel("Provider").fill("Texas Law Review");
  await texas.getByLabel("Date completed").fill(scheduleToday());
  await texas.getByLabel("Other self-study (not an accredited course)").check();
  await texas.getByLabel("General hours").fill("4");
  await texas.getByRole("button", { name: "Add credit" }).click();
  await expect(
    texas.getByRole("status").filter({ hasText: "Credit added: Law review article." }),
  ).toBeVisible();
  await expect(texas.getByText(/Self-study \(not an accredited course\)/)).toBeVisible();
  await expect(
    texas.getByText(
      "Self-study outside accredited courses: 4.0 hours, over Texas's limit of 3.0: 1.0 hour does not count.",
    ),
  ).toBeVisible();
  await expect(texas.getByText("3.0 of 15.0 hours", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a file that is not a PDF is refused beside the field, and the form keeps working", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/credits");
  await addState(page, "Virginia", "VA-1234");
  const virginia = stateCard(page, "Virginia");
  // Virginia's periods are the same for everyone.
  await virginia.getByRole("button", { name: "Use this period" }).press("Enter");
  await expect(virginia.getByText("0.0 of 12.0 hours", { exact: true })).toBeVisible();

  await virginia.getByText("Add a credit earned elsewhere").click();
  await virginia.getByLabel("Course title").fill("Negotiation Skills");
  await virginia.getByLabel("Provider").fill("Virginia CLE");
  await virginia.getByLabel("Date completed").fill(scheduleToday());
  await virginia.getByLabel("General hours").fill("1.5");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await virginia
    .getByLabel("Certificate (optional)")
    .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: png });
  await virginia.getByRole("button", { name: "Add credit" }).click();
  const file = virginia.getByLabel("Certificate (optional)");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/The certificate must be a PDF file\./);
  await expect(file).toBeFocused();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // A file over 5 MB is refused before it is sent.
  const large = Buffer.alloc(6 * 1024 * 1024, 0x20);
  large.write("%PDF-1.7\n", 0);
  await file.setInputFiles({ name: "large.pdf", mimeType: "application/pdf", buffer: large });
  await expect(file).toHaveAccessibleDescription(/larger than 5 MB/);
  await virginia.getByRole("button", { name: "Add credit" }).click();
  await expect(file).toBeFocused();

  // Without the file, the same credit is added.
  await file.setInputFiles([]);
  await virginia.getByRole("button", { name: "Add credit" }).click();
  await expect(virginia.getByText("1.5 of 12.0 hours", { exact: true })).toBeVisible();
});

test("signed out, the tracker and its downloads lead to the login page", async ({ page }) => {
  await page.goto("/dashboard/credits");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fcredits$/);
  await page.goto("/dashboard/credits/certificates/some-credit");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fcredits%2Fcertificates/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms still work: a state, its period and a credit with its certificate", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await signInViaApi(page, user);
    await page.goto("/dashboard/credits");
    const form = page.getByRole("region", { name: "Add a state" });
    await form.getByLabel("State", { exact: true }).selectOption({ label: "Missouri" });
    await form.getByLabel("Bar number").fill("MO-778899");
    await form.getByRole("button", { name: "Add state" }).click();
    const missouri = stateCard(page, "Missouri");
    await missouri.getByRole("button", { name: "Use this period" }).click();
    await expect(missouri.getByText("0.0 of 15.0 hours", { exact: true })).toBeVisible();

    await missouri.getByText("Add a credit earned elsewhere").click();
    await missouri.getByLabel("Course title").fill("Legal Ethics Online");
    await missouri.getByLabel("Provider").fill("Missouri Bar");
    await missouri.getByLabel("Date completed").fill(scheduleToday());
    await missouri.getByLabel("Self-study (on demand)").check();
    await missouri.getByLabel("Ethics hours").fill("2");
    await missouri.getByLabel("Certificate (optional)").setInputFiles({
      name: "ethics.pdf",
      mimeType: "application/pdf",
      buffer: await outsideCertificatePdf("Legal Ethics Online"),
    });
    await missouri.getByRole("button", { name: "Add credit" }).click();
    // Missouri takes no self-study ethics: the hours count toward the total only.
    await expect(missouri.getByText("2.0 of 15.0 hours", { exact: true })).toBeVisible();
    await expect(missouri.getByText(/does not accept self-study for/)).toBeVisible();
    await expect(
      missouri.getByRole("link", { name: "Download certificate for Legal Ethics Online" }),
    ).toBeVisible();

    // On the state's credits pages too, a delete button deletes at once without scripts.
    await page.goto("/dashboard/credits/missouri");
    await page.getByRole("button", { name: "Delete credit (Legal Ethics Online)" }).click();
    await expect(page.getByText("Credit deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "0 credits" })).toBeVisible();
  });
});
