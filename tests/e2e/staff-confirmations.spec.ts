import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { buyCourse, registerFree } from "./support/courses";
import { publishFreeCourse } from "./support/free-course";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// Destructive actions ask first, in a dialog that says what will happen with
// the real figures; without script the same confirmation is the page at
// ?confirm=…; archive and a session's cancellation can be undone for a while.
// (Revoking a certificate asks the same way: tests/e2e/staff-certificates.spec.ts.)

test("refund, cancel, archive, unpublish and delete ask first with the real figures; archive and cancel undo", async ({
  page,
  browser,
}) => {
  test.slow();
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  await buyCourse(page, "ai-and-the-law-essential-tools-tactics");
  const attorneyName = `${attorney.firstName} ${attorney.lastName}`;

  const staff = await ownPage(browser);
  const lead = await signUpViaApi(staff.request, {
    ...newUser(),
    email: "confirm-e2e@example.com",
  });
  await confirmAddress(staff, lead);

  await test.step("a refund asks, with the amount, the person and the mail; Escape keeps the order", async () => {
    await staff.goto(`/staff/orders?q=${encodeURIComponent(attorney.email)}`);
    const found = staff.getByRole("table", { name: "Orders found" }).getByRole("link");
    await expect(found).toHaveCount(1);
    await found.click();
    await staff.getByLabel(/^Amount to refund/).fill("10");
    await staff.getByLabel("Reason (kept in the audit log)").fill("duplicate purchase");
    const refund = staff.getByRole("button", { name: "Refund", exact: true });
    await refund.click();
    const dialog = staff.getByRole("dialog", { name: /^Refund order / });
    await expect(dialog).toContainText(`Refund $10 to ${attorneyName}`);
    await expect(dialog).toContainText(`1 mail is sent, to ${attorney.email}`);
    await expect(dialog).toContainText("A refund cannot be undone.");
    // The safe choice has the focus.
    await expect(dialog.getByRole("button", { name: "Keep the order as it is" })).toBeFocused();
    await expectNoAxeViolations(staff);
    await staff.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(staff);
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(refund).toBeFocused();
    await expect(staff.getByRole("table", { name: "Refunds of this order" })).toHaveCount(0);

    await refund.click();
    await dialog.getByRole("button", { name: "Refund now" }).click();
    await expect(staff.getByText(`Refunded $10 to ${attorneyName}. 1 mail sent.`)).toBeVisible();
  });

  const slug = `confirm-${Date.now().toString(36)}`;
  const title = `Undo Clinic ${slug.slice(-5)}`;
  await publishFreeCourse(staff, slug, title);
  let sessionPath = "";

  await test.step("cancelling a session asks with its day and registrants, and is undone", async () => {
    const scheduled = await staff.request.post("/staff/live-sessions/new", {
      form: {
        courseId: slug,
        day: "2027-04-14",
        time: "13:00",
        timeZone: "America/New_York",
        durationMinutes: "60",
        capacity: "20",
        presenter: "",
        label: "",
        joinUrl: "",
      },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    sessionPath = new URL(scheduled.headers().location ?? "", baseURL).pathname;
    expect(sessionPath).toMatch(/^\/staff\/live-sessions\/.+/);
    await registerFree(page, slug, attorney);

    await staff.goto(sessionPath);
    const cancel = staff.getByRole("form", { name: "Cancel the session" });
    await cancel.getByLabel("Why (the registrants are told)").fill("The presenter is ill.");
    await cancel.getByRole("button", { name: /^Cancel the session/ }).click();
    const dialog = staff.getByRole("dialog");
    await expect(dialog).toContainText("Cancel the session on Wednesday, April 14, 2027");
    await expect(dialog).toContainText("1 registrant is told by mail in 5 minutes");
    await dialog.getByRole("button", { name: "Cancel the session" }).click();
    await expect(
      staff.getByText(/^Session cancelled and off the site\. 1 registrant will be told at /),
    ).toBeVisible();
    await staff.getByRole("button", { name: "Undo the cancellation" }).click();
    await expect(staff.getByText(/^Undone\. The session is back on the site/)).toBeVisible();
    await expect(staff.getByRole("form", { name: "Cancel the session" })).toBeVisible();
  });

  await test.step("archive asks, says who keeps access, and is undone", async () => {
    await staff.goto(`/staff/courses/${slug}/status`);
    await staff.getByRole("button", { name: "Unpublish (back to draft)" }).click();
    const unpublish = staff.getByRole("dialog");
    await expect(unpublish).toContainText("1 attendee keeps their access");
    await unpublish.getByRole("button", { name: "Keep it as it is" }).click();
    await expect(unpublish).toHaveCount(0);

    await staff.getByRole("button", { name: "Archive", exact: true }).click();
    const dialog = staff.getByRole("dialog", { name: `Archive ${title}?` });
    await expect(dialog).toContainText("1 attendee keeps their access");
    await expect(dialog).toContainText("You can undo this for 5 minutes.");
    await dialog.getByRole("button", { name: "Archive the course" }).click();
    await expect(staff.getByText(/^Archived\. 1 attendee keeps their access\./)).toBeVisible();
    await staff.getByRole("button", { name: /^Undo/ }).click();
    await expect(
      staff.getByText(
        `Undone. The course is published again and on the catalogue at /courses/${slug}.`,
      ),
    ).toBeVisible();
    await expect(staff.getByRole("button", { name: "Archive", exact: true })).toBeVisible();
  });

  await test.step("without script, deleting a draft is confirmed on the page and the list says so", async () => {
    const draft = `confirm-draft-${Date.now().toString(36)}`;
    const created = await staff.request.post("/staff/courses", {
      form: {
        intent: "create",
        title: "Draft To Delete",
        slug: draft,
        categorySlug: "ai",
        format: "on_demand",
      },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await staff.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(`/staff/courses/${draft}/status`);
    await plain.getByRole("button", { name: "Delete this draft" }).click();
    await expect(plain).toHaveURL(/[?&]confirm=delete/);
    const dialog = plain.getByRole("dialog", { name: "Delete the draft Draft To Delete?" });
    await expect(dialog).toContainText("This cannot be undone.");
    await expect(
      dialog.getByRole("heading", { name: "Delete the draft Draft To Delete?" }),
    ).toBeFocused();
    // (axe runs in the page's script: it is checked on the dialog with script above.)
    await dialog.getByRole("button", { name: "Delete the draft" }).click();
    await expect(plain).toHaveURL(/\/staff\/courses\?deleted=/);
    await expect(plain.getByText('Draft "Draft To Delete" deleted.')).toBeVisible();
    await context.close();
  });
  await staff.close();
});
