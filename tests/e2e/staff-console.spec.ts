import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress, ownPage, signedInPage } from "./support/staff";
import { type Identity, MATRIX } from "./support/staff-permission-matrix";
import { clientAddress, expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./support/users";

async function ask(
  request: APIRequestContext,
  entry: (typeof MATRIX)[number],
): Promise<{ status: number; location: string | undefined; body: string }> {
  const response = entry.headers
    ? await request.fetch(entry.path, {
        method: entry.method,
        headers: { ...entry.headers, Origin: baseURL },
        maxRedirects: 0,
      })
    : entry.method === "GET"
      ? await request.get(entry.path, { maxRedirects: 0 })
      : await request.post(entry.path, {
          form: entry.form ?? {},
          headers: { Origin: baseURL },
          maxRedirects: 0,
        });
  return {
    status: response.status(),
    location: response.headers().location,
    body: await response.text(),
  };
}

test("administrators grant roles in the console, and each role reaches exactly its pages and actions", async ({
  page,
  browser,
}) => {
  // Every staff route against six identities, then each role's console: long by design.
  test.setTimeout(180_000);
  const admin = await signUpViaApi(page.request, { ...newUser(), email: "admin-e2e@example.com" });
  await signInViaApi(page, admin);
  await confirmAddress(page, admin);

  const people: Partial<Record<Identity, TestUser>> = { administrator: admin };
  for (const role of ["course_manager", "compliance_officer", "support", "attorney"] as const) {
    // Each signs up in a browser of their own (signing up signs that browser in).
    const own = await ownPage(browser);
    const user = await signUpViaApi(own.request, newUser());
    await confirmAddress(own, user);
    await own.close();
    people[role] = user;
  }

  await test.step("the administrator grants each role on /staff/people", async () => {
    await page.goto("/staff/people");
    await expect(page.getByRole("heading", { level: 1, name: "Staff and roles" })).toBeVisible();
    const grant = page.getByRole("region", { name: "Grant a role" });
    // An address with no account is refused beside the field, and nothing is granted.
    await grant.getByLabel("Their account's e-mail").fill("nobody-here@example.com");
    await grant.getByLabel("Role").selectOption("support");
    await grant.getByRole("button", { name: "Grant role" }).click();
    await expect(grant.getByText("No account has this e-mail address.").first()).toBeVisible();
    for (const role of ["course_manager", "compliance_officer", "support"] as const) {
      const email = people[role]?.email ?? "";
      await grant.getByLabel("Their account's e-mail").fill(email);
      await grant.getByLabel("Role").selectOption(role);
      await grant.getByLabel(/^Reason/).fill(`Joins as ${role}`);
      await grant.getByRole("button", { name: "Grant role" }).click();
      await expect(grant.getByText(new RegExp(`${email} is now`))).toBeVisible();
    }
    const table = page.getByRole("table", { name: "Staff and their roles" });
    await expect(
      table.getByRole("row", { name: /Administrator \(named in STAFF_EMAILS\)/ }).first(),
    ).toBeVisible();
    for (const role of ["course_manager", "compliance_officer", "support"] as const) {
      await expect(
        table.getByRole("row", { name: new RegExp(people[role]?.email ?? "") }),
      ).toHaveCount(1);
    }
    // The attorney holds no role and is not listed.
    await expect(
      table.getByRole("row", { name: new RegExp(people.attorney?.email ?? "") }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("the permission matrix: login redirect or 403 unless the role allows it", async () => {
    const anonymous = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
    });
    const pages: Record<Identity, APIRequestContext> = {
      anonymous: anonymous.request,
      administrator: page.request,
    } as Record<Identity, APIRequestContext>;
    const opened: Page[] = [];
    for (const identity of [
      "attorney",
      "course_manager",
      "compliance_officer",
      "support",
    ] as const) {
      const user = people[identity];
      if (!user) throw new Error(`no ${identity}`);
      const own = await signedInPage(browser, user);
      opened.push(own);
      pages[identity] = own.request;
    }
    // Each route asked by every identity at once: the matrix is long.
    for (const entry of MATRIX) {
      const identities = Object.keys(pages) as Identity[];
      const answers = await Promise.all(identities.map((identity) => ask(pages[identity], entry)));
      for (const [index, identity] of identities.entries()) {
        const answer = answers[index];
        if (!answer) throw new Error(`no answer for ${identity}`);
        const label = `${identity} ${entry.method} ${entry.path}`;
        if (identity === "anonymous" && entry.anonymousStatus) {
          expect(answer.status, label).toBe(entry.anonymousStatus);
        } else if (identity === "anonymous") {
          expect(answer.status, label).toBe(302);
          expect(answer.location, label).toMatch(/^\/login\?redirectTo=/);
        } else if (entry.allowed.includes(identity)) {
          expect([200, 400, 401, 404], label).toContain(answer.status);
        } else {
          expect(answer.status, label).toBe(403);
          // Never the page's data: no staff listing, session or audit entry.
          expect(answer.body, label).not.toContain("admin-e2e@example.com");
        }
      }
    }
    await anonymous.close();
    for (const own of opened) await own.close();
  });

  await test.step("each role's console shows only its own pages", async () => {
    const support = await signedInPage(browser, people.support as TestUser);
    await support.goto("/staff");
    const nav = support.getByRole("navigation", { name: "Staff console" });
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Orders",
      "Open invoices",
      "Inbox",
      "Questions",
      "Discount codes",
      "Financial aid",
      "Attendees",
      "Mail to registrants",
      "Firms",
    ]);
    await expect(support.getByRole("figure", { name: /^Revenue per day/ })).toBeVisible();
    await expect(support.getByText("Your roles: Support.")).toBeVisible();
    await support.close();
    await page.goto("/staff");
    await expect(
      page.getByRole("navigation", { name: "Staff console" }).getByRole("link"),
    ).toHaveText([
      "Overview",
      "Courses",
      "Bundles",
      "Faculty",
      "Live sessions",
      "Orders",
      "Open invoices",
      "Inbox",
      "Questions",
      "Discount codes",
      "Financial aid",
      "Rosters",
      "Attendees",
      "Mail to registrants",
      "Firms",
      "Accreditation",
      "Reports to the bars",
      "Checks",
      "Certificates",
      "Completions",
      "Staff and roles",
      "Audit log",
    ]);
    await expect(
      page.getByRole("heading", { name: "Today and upcoming live sessions" }),
    ).toBeVisible();
    // The 90-day charts, each readable as a table (opened with the keyboard).
    await expect(page.getByRole("figure", { name: /^Registrations per day/ })).toBeVisible();
    // The caption sums the chart up (the drawing itself is hidden from screen readers).
    await expect(page.getByText(/^Registrations per day: \d+ in 90 days/)).toBeVisible();
    await expect(
      page.getByRole("figure", { name: /^Revenue per day, less refunds/ }),
    ).toBeVisible();
    await page.getByText("Registrations per day: the figures as a table").focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("table", { name: "Registrations per day, day by day" }).getByRole("row"),
    ).toHaveCount(91);
    // The latest entries are anyone's (other tests' staff act on this server
    // at the same time): the grants are looked for in the audit log below.
    await expect(
      page.getByRole("table", { name: "Latest audit log entries" }).getByRole("row").nth(1),
    ).toBeVisible();
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  await test.step("the audit log lists, filters and exports the grants", async () => {
    // Only this administrator's actions: other tests' staff act on the same server.
    await page.goto("/staff/audit?person=admin-e2e%40");
    const entries = page.getByRole("table", { name: "Audit log entries" });
    // Each grant in words, the person given the role linked to their page.
    await expect(entries.getByRole("row", { name: / the .+ role/ })).toHaveCount(3);
    await expect(entries).toContainText(/gave .+ the Support role: Joins as support/);
    await page.getByLabel("Person (name or e-mail)").fill("nobody.else");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No entry matches these filters.")).toBeVisible();
    // Focus goes to the count of what is shown, not back to the page.
    await expect(page.getByText("0 entries match.")).toBeFocused();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByLabel("Person (name or e-mail)")).toHaveValue("");
    await page.getByLabel("Person (name or e-mail)").fill("admin-e2e@");
    await page.getByLabel("Action").selectOption({ label: "Gave a staff role" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("3 entries match.")).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export these entries as CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(file, "utf8").trim().split("\r\n");
    expect(csv[0]).toBe(
      "id,at (UTC),actor e-mail,actor roles,action,record type,record id,what happened,before,after,reason,address,details removed at (UTC)",
    );
    expect(csv).toHaveLength(4);
    expect(csv.slice(1).every((line) => line.includes("admin-e2e@example.com"))).toBe(true);
  });

  await test.step("revoking a role is kept in the log, and the person loses the page at once", async () => {
    await page.goto("/staff/people");
    const compliance = people.compliance_officer as TestUser;
    await page
      .getByRole("button", {
        name: new RegExp(`Revoke Compliance officer from ${compliance.name}`),
      })
      .click();
    await expect(
      page.getByText(`${compliance.email} is no longer Compliance officer.`),
    ).toBeVisible();
    const own = await signedInPage(browser, compliance);
    expect((await own.goto("/staff/audit"))?.status()).toBe(403);
    await own.close();
    await page.goto("/staff/audit?action=staff.revoke");
    await expect(page.getByRole("table", { name: "Audit log entries" })).toContainText(
      compliance.email,
    );
  });
});

test("on a phone the console's menu folds into a button above the page, with or without script", async ({
  page,
  browser,
}) => {
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "phone-menu-e2e@example.com",
  });
  await signInViaApi(page, admin);
  await confirmAddress(page, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/staff");
  const menu = page.locator("summary", { hasText: "Console menu" });
  const navigation = page.getByRole("navigation", { name: "Staff console" });
  const heading = page.getByRole("heading", { level: 1 });
  // Folded: one line, then the page itself.
  await expect(menu).toBeVisible();
  await expect(navigation).toBeHidden();
  const menuBox = await menu.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(menuBox?.height ?? 0).toBeLessThan(60);
  expect((menuBox?.y ?? 0) + (menuBox?.height ?? 0)).toBeLessThanOrEqual(headingBox?.y ?? 0);
  // The keyboard opens it, and its links lead on.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(navigation).toBeVisible();
  await expectNoAxeViolations(page);
  await navigation.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(navigation).toBeHidden();
  // At a laptop's width the menu is the column beside the page, always open.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(menu).toBeHidden();
  await expect(navigation).toBeVisible();

  // Before (or without) the scripts, the same button opens the same menu.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const plain = await context.newPage();
  await signInViaApi(plain, admin);
  await plain.goto("/staff");
  await plain.locator("summary", { hasText: "Console menu" }).click();
  await plain
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Orders" })
    .click();
  await expect(plain).toHaveURL(/\/staff\/orders$/);
  await context.close();
});
