import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addBarAdmission, registerFree } from "./support/courses";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi, type TestUser } from "./support/users";

const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const COURSE_TITLE = "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence";

async function axeAtBothWidths(page: Page) {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test("a compliance officer goes from a course to a session's roster, filters, sorts and exports it, and opens an attendee; support look attendees up", async ({
  page,
  browser,
}) => {
  // Five accounts, two browsers of staff and two widths of axe on each page: long by design.
  test.setTimeout(240_000);
  const tag = randomBytes(3).toString("hex");
  // A bootstrap administrator of its own (STAFF_EMAILS) grants the roles.
  const admin = await ownPage(browser);
  const adminUser = await signUpViaApi(admin.request, {
    ...newUser(),
    email: "rosters-lead-e2e@example.com",
  });
  await confirmAddress(admin, adminUser);
  const compliance = await signUpViaApi(page.request, newUser());
  await confirmAddress(page, compliance);
  const supportPage = await ownPage(browser);
  const support = await signUpViaApi(supportPage.request, newUser());
  await confirmAddress(supportPage, support);
  await admin.goto("/staff/people");
  const grant = admin.getByRole("region", { name: "Grant a role" });
  for (const [person, role, label] of [
    [compliance, "compliance_officer", "Compliance officer"],
    [support, "support", "Support"],
  ] as const) {
    await grant.getByLabel("Their account's e-mail").fill(person.email);
    await grant.getByLabel("Role").selectOption(role);
    await grant.getByRole("button", { name: "Grant role" }).click();
    await expect(grant.getByText(`${person.email} is now ${label}.`)).toBeVisible();
  }

  // Two attorneys register for the free live webcast; Ada gives a Texas bar number.
  const attendee = (firstName: string): TestUser => ({
    ...newUser(),
    firstName,
    lastName: `Roster ${tag}`,
    name: `${firstName} Roster ${tag}`,
  });
  const ada = attendee("Ada");
  const bob = attendee("Bob");
  for (const person of [ada, bob]) {
    const own = await ownPage(browser);
    await signUpViaApi(own.request, person);
    await registerFree(own, COURSE, person);
    if (person === ada) await addBarAdmission(own, "texas", `TX${tag}`);
    await own.close();
  }

  let sessionRoster = "";
  await test.step("from Rosters to the course's roster, found by name, to an attendee and their session", async () => {
    await page.goto("/staff");
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Rosters" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Rosters" })).toBeVisible();
    await axeAtBothWidths(page);
    await page
      .getByRole("table", { name: "Courses' rosters" })
      .getByRole("link", { name: COURSE_TITLE })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Roster: ${COURSE_TITLE}` }),
    ).toBeVisible();
    await page.getByLabel("Name, e-mail or bar number").fill(`Roster ${tag}`);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("2 registrants match.")).toBeFocused();
    await page.getByRole("link", { name: `Ada Roster ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Ada Roster ${tag}` })).toBeVisible();
    await expect(page.getByText(`Texas (TX): TX${tag}`)).toBeVisible();
    await expect(page.getByRole("table", { name: "Mail sent to them" })).toContainText(
      `You are registered: ${COURSE_TITLE}`,
    );
    await axeAtBothWidths(page);
    await page
      .getByRole("table", { name: "Their registrations" })
      .getByRole("link", { name: COURSE_TITLE, exact: true })
      .click();
    await expect(page).toHaveURL(/\/staff\/rosters\/sessions\/[^/?]+$/);
    sessionRoster = new URL(page.url()).pathname;
    await expect(
      page.getByRole("heading", { level: 1, name: /^Roster: AI and the Law/ }),
    ).toBeVisible();
  });

  await test.step("the session's roster: search, filters, sorting by keyboard, the empty state", async () => {
    await page.getByLabel("Name, e-mail or bar number").fill(`Roster ${tag}`);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("2 registrants match.")).toBeFocused();
    const table = page.getByRole("table", { name: /^Registrants, sorted by name, ascending/ });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("rowheader")).toHaveText([
      `Ada Roster ${tag}`,
      `Bob Roster ${tag}`,
    ]);
    await expect(table.getByRole("row").nth(1)).toContainText(`TX TX${tag}`);
    await expect(table.getByRole("row").nth(1)).toContainText("Free");
    await expect(table.getByRole("row").nth(1)).toContainText("Not issued");
    await expect(table.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    // Sorting with the keyboard alone: the header's link, twice.
    await table.getByRole("link", { name: /^Name/ }).focus();
    await page.keyboard.press("Enter");
    const sorted = page.getByRole("table", { name: /^Registrants, sorted by name, descending/ });
    await expect(sorted.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(sorted.getByRole("rowheader")).toHaveText([
      `Bob Roster ${tag}`,
      `Ada Roster ${tag}`,
    ]);
    await sorted.getByRole("link", { name: /^E-mail/ }).click();
    await expect(page.getByRole("columnheader", { name: /^E-mail/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    // The search stays while sorting.
    await expect(page.getByText("2 registrants match.")).toBeVisible();

    await page.getByLabel("Bar admission").selectOption("texas");
    await page.getByLabel("Payment").selectOption("no");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("1 registrant match.")).toBeFocused();
    await expect(page.getByRole("rowheader")).toHaveText([`Ada Roster ${tag}`]);
    await axeAtBothWidths(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export these registrants as CSV" }).click();
    const csv = readFileSync(await (await download).path(), "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toMatch(
      /^registration id,account id,first name,last name,e-mail,bar admissions,/,
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,Ada,Roster ${tag},${ada.email},texas TX${tag},`);
    expect(csv[1]).toContain(",free,");

    await page.getByLabel("Certificate").selectOption("yes");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No registrant matches these filters.")).toBeVisible();
    await expect(page.getByText("0 registrants match.")).toBeFocused();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByLabel("Name, e-mail or bar number")).toHaveValue("");
    await expect(page.getByLabel("Certificate")).toHaveValue("");
    // The sort chosen survives clearing the filters.
    await expect(page.getByRole("columnheader", { name: /^E-mail/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  });

  await test.step("an administrator reaches the same roster from the live session's page", async () => {
    const sessionId = sessionRoster.split("/").at(-1) ?? "";
    await admin.goto(`/staff/live-sessions/${sessionId}`);
    await expect(admin.getByRole("link", { name: "The session's roster" })).toHaveAttribute(
      "href",
      sessionRoster,
    );
    await admin.close();
  });

  await test.step("support look an attendee up by e-mail, but do not see rosters", async () => {
    await supportPage.goto("/staff");
    await supportPage
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Attendees" })
      .click();
    await expect(supportPage.getByRole("heading", { level: 1, name: "Attendees" })).toBeVisible();
    await supportPage.getByLabel("Name, e-mail or bar number").fill(bob.email);
    await supportPage.getByRole("button", { name: "Search" }).click();
    await expect(supportPage.getByText("1 person match.")).toBeFocused();
    await axeAtBothWidths(supportPage);
    await supportPage.getByRole("link", { name: `Bob Roster ${tag}` }).click();
    await expect(
      supportPage.getByRole("heading", { level: 1, name: `Bob Roster ${tag}` }),
    ).toBeVisible();
    await expect(supportPage.getByText("No bar admission given.")).toBeVisible();
    await expect(supportPage.getByText("No certificate issued.")).toBeVisible();
    // The course is named, not linked: support hold no roster permission.
    const registrations = supportPage.getByRole("table", { name: "Their registrations" });
    await expect(registrations).toContainText(COURSE_TITLE);
    await expect(registrations.getByRole("link", { name: COURSE_TITLE, exact: true })).toHaveCount(
      0,
    );
    await axeAtBothWidths(supportPage);
    expect((await supportPage.goto(sessionRoster))?.status()).toBe(403);
    await supportPage.close();
  });
});
