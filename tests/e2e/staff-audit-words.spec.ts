import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { buyCourse } from "./support/courses";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// The audit log as a compliance officer reads it: each entry a sentence with
// links to the records it names, filtered by person, the recorded change one
// click away; with a keyboard, on a phone and without script.

test("the audit log says a refund and a course change in words, links their records and filters by person", async ({
  page,
  browser,
}) => {
  test.slow();
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  await buyCourse(page, "ai-and-the-law-essential-tools-tactics");

  const staff = await ownPage(browser);
  const lead = await signUpViaApi(staff.request, {
    ...newUser(),
    email: "audit-words-e2e@example.com",
  });
  await confirmAddress(staff, lead);
  const slug = `audit-words-${Date.now().toString(36)}`;

  await test.step("a course drafted and changed, an order partly refunded", async () => {
    await staff.goto("/staff/courses");
    const add = staff.getByRole("region", { name: "Add a course" });
    await add.getByLabel("Title").fill("Audit Trail Clinic");
    await add.getByLabel("Address").fill(slug);
    await add.getByLabel("Category").selectOption({ index: 1 });
    await add.getByLabel("Format").selectOption("on_demand");
    await add.getByRole("button", { name: "Add as a draft" }).click();
    await expect(staff.getByText("The draft is added.")).toBeVisible();
    const details = staff.getByRole("form", { name: "Course details" });
    await details.getByLabel(/^Summary/).fill("Who did what, and when.");
    await details.getByRole("button", { name: "Save course" }).click();
    await expect(details.getByText("The course is saved.")).toBeVisible();

    await staff.goto("/staff/orders");
    await staff.getByLabel("Order id, attendee or course").fill(attorney.email);
    await staff.getByRole("button", { name: "Search" }).click();
    // The list shows the one order once the search has answered.
    const found = staff.getByRole("table", { name: "Orders found" }).getByRole("link");
    await expect(found).toHaveCount(1);
    await found.click();
    await staff.getByLabel(/^Amount to refund/).fill("10");
    await staff.getByLabel("Reason (kept in the audit log)").fill("duplicate purchase");
    await staff.getByRole("button", { name: "Refund" }).click();
    await confirmInDialog(staff, "Refund now");
    await expect(staff.getByRole("table", { name: "Refunds of this order" })).toContainText(
      "duplicate purchase",
    );
  });
  const orderPath = new URL(staff.url()).pathname;

  await test.step("filtered by the staff member's name, each entry reads as a sentence with links", async () => {
    await staff.goto("/staff/audit");
    await staff.getByLabel("Person (name or e-mail)").fill(lead.name);
    await staff.getByRole("button", { name: "Filter" }).click();
    await expect(staff.getByText("3 entries match.")).toBeFocused();
    const entries = staff.getByRole("table", { name: "Audit log entries" });
    const refund = entries.getByRole("row", {
      name: new RegExp(
        `^.*${lead.name} refunded \\$10 of order ord_\\S+ to ${attorney.name}: duplicate purchase`,
      ),
    });
    await expect(refund).toHaveCount(1);
    await expect(refund.getByRole("link", { name: /^ord_/ })).toHaveAttribute("href", orderPath);
    await expect(refund.getByRole("link", { name: attorney.name })).toHaveAttribute(
      "href",
      /^\/staff\/attendees\/.+/,
    );
    const changed = entries.getByRole("row", {
      name: new RegExp(`${lead.name} changed the summary of course Audit Trail Clinic`),
    });
    await expect(changed.getByRole("link", { name: "Audit Trail Clinic" })).toHaveAttribute(
      "href",
      `/staff/courses/${slug}`,
    );
    await expect(
      entries.getByRole("row", {
        name: new RegExp(`${lead.name} created course Audit Trail Clinic`),
      }),
    ).toHaveCount(1);

    // The recorded change, for compliance: the codes, before and after, opened with the keyboard.
    await refund.getByText("Show the recorded change").focus();
    await staff.keyboard.press("Enter");
    await expect(refund.getByText("order.refund", { exact: true })).toBeVisible();
    await expect(refund.getByText(/"amountCents": 1000/)).toBeVisible();
    await staff.keyboard.press("Tab");
    await expect(refund.getByRole("link", { name: "Entries about this record" })).toBeFocused();
    for (const width of [1366, 390]) {
      await staff.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(staff);
      const wide = await staff.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    }
    await staff.setViewportSize({ width: 1366, height: 900 });

    // The action filter offers the actions in words, grouped by area.
    await staff.getByLabel("Action").selectOption({ label: "Refunded an order" });
    await staff.getByRole("button", { name: "Filter" }).click();
    await expect(staff.getByText("1 entry match.")).toBeVisible();
    await expect(staff).toHaveURL(/action=order\.refund/);
    // The recorded change links to every entry about the same record.
    // (Reloaded: the disclosure opened above stays open across the filter's navigation.)
    await staff.reload();
    const only = staff.getByRole("table", { name: "Audit log entries" });
    await only.getByText("Show the recorded change").click();
    await only.getByRole("link", { name: "Entries about this record" }).click();
    await expect(staff).toHaveURL(/record=ord_/);
  });

  await test.step("without script, the filter and the recorded change still work", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await staff.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto("/staff/audit");
    await plain.getByLabel("Person (name or e-mail)").fill(lead.email);
    await plain.getByLabel("Action").selectOption({ label: "Edited a course" });
    await plain.getByRole("button", { name: "Filter" }).click();
    const entries = plain.getByRole("table", { name: "Audit log entries" });
    await expect(entries.getByRole("row")).toHaveCount(2);
    await entries.getByText("Show the recorded change").click();
    await expect(entries.getByText("course.update", { exact: true })).toBeVisible();
    await context.close();
  });
  await staff.close();
});
