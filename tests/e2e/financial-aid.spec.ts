import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { linkIn, waitForEmail } from "./support/mailbox";
import { confirmAddress, ownPage } from "./support/staff";
import { clientAddress, expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./support/users";

// Financial aid and discount codes, as attorneys and staff use them: an aid
// request granted by staff, paid with the mailed code and refunded; a
// promotion code raced by 20 buyers for its 5 uses.

const COURSE_ID = "generative-ai-ediscovery-document-review";

// One staff account for both tests, one after the other.
test.describe.configure({ mode: "serial" });

const LEAD: TestUser = {
  ...newUser(),
  email: "aid-lead-e2e@example.com",
  password: "aid-lead-e2e-Secret!",
};
let leadReady = false;

/** The aid lead: a bootstrap administrator (STAFF_EMAILS), signed in its own browser. */
async function aidLead(browser: Parameters<typeof ownPage>[0]) {
  const page = await ownPage(browser);
  if (!leadReady) {
    await signUpViaApi(page.request, LEAD);
    await confirmAddress(page, LEAD);
    leadReady = true;
  } else {
    await signInViaApi(page, LEAD);
  }
  return page;
}

test("an aid request: staff grant 60 %, the mailed code pays less, the refund shows the discount", async ({
  page,
  browser,
}) => {
  test.slow();
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);

  // The course page says aid is available and leads to the policy.
  await page.goto(`/courses/${COURSE_ID}`);
  await page.getByRole("link", { name: "Read our financial-aid policy and apply" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Financial aid" })).toBeVisible();
  await expect(
    page.getByText("Financial aid is offered to all Illinois attorneys.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const apply = page.getByRole("region", { name: "Apply for financial aid" });
  await expect(apply.getByLabel("Course")).toHaveValue(COURSE_ID);
  await apply.getByLabel("State you are admitted in").selectOption("new-york");
  await apply.getByLabel("Employment status").selectOption("unemployed");
  await apply
    .getByLabel("Why you ask for aid")
    .fill("I lost my position in October and look for work.");
  await apply.getByRole("button", { name: "Send my request" }).click();
  await expect(apply.getByText(/Your request for financial aid on .* is sent\./)).toBeVisible();

  // Staff find it in the inbox, as its own kind, and grant 60 %.
  const admin = await aidLead(browser);
  await admin.goto(`/staff/inbox?kind=aid&q=${encodeURIComponent(attorney.email)}`);
  await admin.getByRole("link", { name: attorney.name }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: `Financial aid request from ${attorney.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
  const decide = admin.getByRole("region", { name: "Decide on financial aid" });
  await decide.getByLabel("Reduction as").selectOption("percent");
  await decide.getByLabel("Reduction (percent, or dollars)").fill("60");
  await decide.getByRole("button", { name: "Grant and send the code" }).click();
  await expect(decide.getByText(/^Granted: code AID-/).first()).toBeVisible();

  // The attorney's mail: the code, and the payment page with it applied.
  const granted = await waitForEmail(attorney.email, /^Financial aid granted/);
  const code = /AID-[A-Z0-9]{10}/.exec(granted.text)?.[0] ?? "";
  expect(code).not.toBe("");
  await page.goto(linkIn(granted, `${baseURL}/payment?`).replace(baseURL, ""));
  const summary = page.getByRole("complementary", { name: "Order summary" });
  // Members' rate $79, 60 % off: $47.40 off, $31.60 to pay.
  await expect(summary.getByText(`Discount (code ${code})`)).toBeVisible();
  await expect(summary.getByText("−$47.40")).toBeVisible();
  await expect(summary.getByText("$31.60 USD")).toBeVisible();
  await expect(page.getByText("Financial aid is available.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pay $31.60" }).click();
  await page.waitForURL(/\/payment\/test-checkout\//);
  await page.getByRole("button", { name: /^Pay \$31\.60.*\(test\)$/ }).click();
  await page.waitForURL(/\/payment-success/);
  await expect(page.getByText(`−$47.40 (code ${code})`)).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Read our financial-aid policy and apply" }),
  ).toBeVisible();
  const receipt = await waitForEmail(attorney.email, /^Receipt/);
  expect(receipt.text).toContain(`Discount (code ${code}): −$47.40`);
  expect(receipt.text).toContain("Paid: $31.60");
  expect(receipt.text).toContain(`${baseURL}/financial-aid`);

  // The refund: staff see the discount on the order, refund what was paid.
  await admin.goto(`/staff/orders?q=${encodeURIComponent(attorney.email)}`);
  await admin.getByRole("table", { name: "Orders found" }).getByRole("link").click();
  await expect(admin.getByText(`after $47.40 off with code ${code}`)).toBeVisible();
  await admin.getByLabel(/^Amount to refund/).fill("31.60");
  await admin.getByLabel("Reason (kept in the audit log)").fill("Could not attend");
  await admin.getByRole("button", { name: "Refund" }).click();
  await confirmInDialog(admin, "Refund now");
  await expect(admin.getByText(/The order is refunded in full\.$/)).toBeVisible();
  const refund = await waitForEmail(attorney.email, /^Refund: /);
  expect(refund.text.replace(/\s+/g, " ")).toContain(
    `You paid $31.60 after the discount of $47.40 (code ${code})`,
  );

  // The staff's pages: the code's uses and revenue, the list, the policy.
  await admin.goto("/staff/discount-codes");
  await expect(admin.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole("link", { name: code }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: `Discount code ${code}` }),
  ).toBeVisible();
  await expect(admin.getByText("Financial aid (one account)")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.goto("/staff/financial-aid");
  await expect(admin.getByRole("heading", { level: 1, name: "Financial aid" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.close();
});

/** A signed-in attorney with a cookie jar (and a client address) of its own. */
async function buyer(playwright: {
  request: { newContext: (options: object) => Promise<APIRequestContext> };
}) {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const user: TestUser = await signUpViaApi(request, newUser());
  const login = await request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  return { request, user };
}

test("a promotion code limited to 5 uses, raced by 20 buyers at once: exactly 5 pay with it", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const admin = await aidLead(browser);
  const code = `RACE-${randomUUID().slice(0, 6).toUpperCase()}`;
  await admin.goto("/staff/discount-codes");
  const form = admin.getByRole("region", { name: "Add a code" });
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Reduction as").selectOption("percent");
  await form.getByLabel("Reduction (percent, or dollars)").fill("25");
  await form.getByLabel("Applies to", { exact: true }).selectOption("course");
  await form.getByLabel("Course (when it applies to one course)").selectOption(COURSE_ID);
  await form.getByLabel("Use limit (blank: no limit)").fill("5");
  await form.getByRole("button", { name: "Add the code" }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: `Discount code ${code}` }),
  ).toBeVisible();
  await expect(admin.getByText("The code is added.")).toBeVisible();

  // A code for another course is refused with a clear message.
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  await page.goto(`/payment?courseId=ai-and-the-law-essential-tools-tactics&code=${code}`);
  await expect(page.getByText("This discount code does not apply to this purchase.")).toBeVisible();
  const wrong = await page.request.get(
    `/payment?courseId=ai-and-the-law-essential-tools-tactics&code=${code}`,
  );
  expect(wrong.status()).toBe(422);

  const buyers = [];
  for (let index = 0; index < 20; index += 1) buyers.push(await buyer(playwright));
  // Every buyer is on the free trial: the members' rate, $79, less 25 %.
  const quoted = await buyers[0]?.request.get(`/payment?courseId=${COURSE_ID}&code=${code}`);
  const html = (await quoted?.text()) ?? "";
  const expected = /name="expectedPriceCents" value="(\d+)"/.exec(html)?.[1];
  expect(expected).toBe("5925");
  const results = await Promise.all(
    buyers.map(
      async ({ request, user }): Promise<{ status: number; body: string; paid: string }> => {
        const ordered = await request.post("/payment", {
          form: {
            courseId: COURSE_ID,
            expectedPriceCents: "5925",
            idempotencyKey: randomUUID(),
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            state: user.state,
            discountCode: code,
          },
          headers: { Origin: baseURL },
          maxRedirects: 0,
        });
        if (ordered.status() !== 302)
          return { status: ordered.status(), body: await ordered.text(), paid: "" };
        const checkout = ordered.headers().location ?? "";
        const paid = await request.post(checkout, {
          form: { decision: "pay" },
          headers: { Origin: baseURL },
          maxRedirects: 0,
        });
        return { status: 302, body: "", paid: paid.headers().location ?? "" };
      },
    ),
  );
  const paid = results.filter(
    (result) => "paid" in result && result.paid.startsWith("/payment-success"),
  );
  expect(paid).toHaveLength(5);
  const refused = results.filter((result) => result.status !== 302);
  expect(refused).toHaveLength(15);
  for (const result of refused) {
    // 422 when the code was used up before this order was checked; 409 when inside its transaction.
    expect([409, 422]).toContain(result.status);
    expect(result.body).toContain("This discount code has been used as many times as it allows.");
  }
  await Promise.all(buyers.map(({ request }) => request.dispose()));

  // The staff's page counts 5 paid uses and the revenue with the code.
  await admin.reload();
  await expect(admin.getByText("$296.25")).toBeVisible();
  await admin.getByRole("button", { name: "End the code now" }).click();
  await expect(admin.getByText("The code is ended: new orders refuse it.")).toBeVisible();
  await admin.close();
});
