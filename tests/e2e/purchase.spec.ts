import { SPLASH_SECTIONS } from "~/content/splash";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { fillSignUpForm, newUser, signInViaApi, signUpViaApi } from "./support/users";

const COURSE = "AI & The Law: Essential Tools & Tactics";

test("the splash page shows the course, live dates from the database, prices and its sections", async ({
  page,
}) => {
  await page.goto("/advanced-legal-ai-cle");
  const sessions = page.getByRole("region", { name: "Live Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await expect(sessions.getByText("SOLD OUT")).toHaveCount(2);
  await expect(sessions.getByText("Live Course Launch")).toBeVisible();
  await expect(page.getByText("Spots are limited")).toBeVisible();
  await expect(page.getByRole("heading", { name: "PRE-REGISTER NOW" })).toBeVisible();
  await expect(page.getByText("Special Members Rate")).toContainText("$149");
  await expect(page.locator("s", { hasText: "Reg. $299" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Credits approved in 13 states" })).toBeVisible();
  for (const section of SPLASH_SECTIONS) {
    await expect(page.getByRole("heading", { name: section.title })).toBeVisible();
  }
  await expect(
    page.getByRole("main").getByRole("link", { name: "support@lexedgecle.com" }),
  ).toHaveAttribute("href", "mailto:support@lexedgecle.com");
  await expectNoAxeViolations(page);
  await page.goto("/ai-course-alt");
  await expect(page.getByRole("link", { name: "Secure Your Spot" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("from a campaign link through sign-up, test checkout and the receipt with its calendar invite", async ({
  page,
}) => {
  // A whole story across many pages: it needs longer than one step on a busy machine.
  test.slow();
  const analytics: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/analytics")) analytics.push(String(response.status()));
  });
  await page.goto(
    "/advanced-legal-ai-cle?utm_source=linkedin&utm_medium=social&utm_campaign=spring-cle",
  );
  // All five parameters, as one object under one key.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("utm")))
    .toBe(
      JSON.stringify({
        source: "linkedin",
        medium: "social",
        campaign: "spring-cle",
        term: null,
        content: null,
      }),
    );

  await page.getByRole("link", { name: "Secure Your Spot" }).click();
  await expect(page).toHaveURL(/\/register\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("redirectTo")).toBe("/payment");
  expect(url.searchParams.get("courseName")).toBe(COURSE);
  expect(url.searchParams.get("price")).toBe("149");
  await expect(page.getByText(`Create your account to register for ${COURSE}`)).toBeVisible();
  // The page view and the click reached our own endpoint.
  await expect.poll(() => analytics.length).toBeGreaterThanOrEqual(1);
  expect(analytics.every((status) => status === "204")).toBe(true);

  const buyer = newUser();
  await fillSignUpForm(page, buyer);

  // After sign-up: /payment with the course; a trial member pays the members' rate.
  await expect(page).toHaveURL(/\/payment\?/);
  await expect(page.getByRole("heading", { name: "Payment", level: 1 })).toBeVisible();
  await expect(page.getByText("TEST MODE")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText(COURSE);
  await expect(summary).toContainText("$149");
  const launch = page.getByRole("radio", { name: /July 31, 2027.*Live Course Launch/ });
  await expect(launch).toBeChecked();
  await expect(page.getByRole("radio", { name: /May 3, 2027/ })).toBeDisabled();
  await expect(page.locator("input[name=utm]")).toHaveValue(/"source":"linkedin"/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Pay $149" }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\//);
  await expect(page.getByText("TEST MODE: no card is charged")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pay $149 (test)" }).click();

  await expect(page).toHaveURL(/\/payment-success\?order=/);
  const paidOrderId = new URL(page.url()).searchParams.get("order") ?? "";
  await expect(page.getByRole("heading", { name: "Payment Received" })).toBeVisible();
  await expect(page.getByText(`You are registered for ${COURSE}`)).toBeVisible();
  await expect(page.getByText("Saturday, July 31, 2027 at 12:00 PM EDT")).toBeVisible();
  await expectNoAxeViolations(page);
  // Safe to reload; Back leaves the success page (the test checkout is not in the history).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Received" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/payment\?/);
  await page.goForward();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  const mail = await waitForEmail(buyer.email, /Receipt and registration/);
  expect(mail.text).toContain("$149");
  expect(mail.text).toContain("Saturday, July 31, 2027 at 12:00 PM EDT");
  expect(mail.calendar).toContain("BEGIN:VEVENT");
  // 12:00 PM EDT is 16:00 UTC.
  expect(mail.calendar).toContain("DTSTART:20270731T160000Z");

  await page.goto("/dashboard");
  const registrations = page.getByRole("region", { name: "My registrations" });
  await expect(registrations).toContainText(COURSE);
  const purchases = page.getByRole("region", { name: "My purchases" });
  await expect(purchases.getByRole("row")).toHaveCount(2);
  await expect(purchases).toContainText("Paid");
  // What was bought, not the order's id; nothing to pay or remove on a paid order.
  const paidRow = purchases.getByRole("row", { name: new RegExp(COURSE) });
  await expect(paidRow).toContainText(/Course · live session \w+day, July 31, 20\d\d/);
  await expect(purchases).not.toContainText("ord_");
  await expect(paidRow.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nor can it be removed by a post made by hand.
  const removePaid = await page.request.post("/dashboard", {
    form: { intent: "remove-order", orderId: paidOrderId },
    headers: { Origin: baseURL },
  });
  expect(removePaid.status()).toBe(409);
  expect(await removePaid.text()).toContain("A paid order stays on your purchases.");
  await page.reload();
  await expect(purchases.getByRole("row")).toHaveCount(2);

  // Already registered: /payment says so at once (the spec's wording) and offers no payment.
  await page.goto("/ai-course-alt");
  await page.getByRole("link", { name: "Secure Your Spot" }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await expect(
    page.getByText(`You are already registered for the course "${COURSE}"`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $149" })).toHaveCount(0);
});

test("a declined test payment returns to /payment with a clear message and registers nothing", async ({
  page,
  request,
  browser,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  await page.goto("/advanced-legal-ai-cle");
  await page.getByRole("link", { name: "Secure Your Spot" }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole("button", { name: "Pay $149" }).click();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/\/payment\?.*declined=/);
  const declinedUrl = new URL(page.url());
  await expect(
    page.getByText("Your payment was declined. Nothing was charged and you are not registered."),
  ).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "My registrations" })).toContainText(
    "You have not registered for a course yet.",
  );
  const purchases = page.getByRole("region", { name: "My purchases" });
  await expect(purchases).toContainText("Not paid");
  const declinedOrderId = declinedUrl.searchParams.get("declined") ?? "";

  // The unpaid order: pay it after all, or remove it (asked first).
  const row = purchases.getByRole("row", { name: new RegExp(COURSE) });
  await expect(row.getByRole("link", { name: `Complete payment for ${COURSE}` })).toHaveAttribute(
    "href",
    "/payment?courseId=ai-and-the-law-essential-tools-tactics",
  );
  // Someone else cannot remove it.
  const stranger = await browser.newPage();
  await signInViaApi(stranger, await signUpViaApi(stranger.request));
  const foreign = await stranger.request.post("/dashboard", {
    form: { intent: "remove-order", orderId: declinedOrderId },
    headers: { Origin: baseURL },
  });
  expect(foreign.status()).toBe(404);
  await stranger.close();
  await page.reload();
  await row.getByRole("button", { name: `Remove the unpaid order for ${COURSE}` }).click();
  await expect(row.getByText("Remove this unpaid order?")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Yes, remove/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByRole("button", { name: /^Remove/ })).toBeFocused();
  await row.getByRole("button", { name: /^Remove/ }).click();
  await row.getByRole("button", { name: /^Yes, remove/ }).press("Enter");
  await expect(
    purchases.getByRole("status").filter({ hasText: PAYMENT_MESSAGES.orderRemoved(COURSE) }),
  ).toBeFocused();
  await expect(purchases).toContainText("No purchases yet.");
});

test("the server decides the price: a tampered price or course is refused with a 4xx", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  await signInViaApi(page, user);
  const post = (form: Record<string, string>) =>
    page.request.post("/payment", {
      form: {
        courseId: "ai-and-the-law-essential-tools-tactics",
        expectedPriceCents: "14900",
        idempotencyKey: crypto.randomUUID(),
        firstName: "Test",
        lastName: "Attorney",
        email: user.email,
        state: "new-york",
        ...form,
      },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
  const cheap = await post({ expectedPriceCents: "100" });
  expect(cheap.status()).toBe(409);
  const unknown = await post({ courseId: "free-everything" });
  expect(unknown.status()).toBe(404);
  const garbage = await post({ expectedPriceCents: "lots" });
  expect(garbage.status()).toBe(400);
  // Characters the database cannot store are refused, never a 500.
  expect((await post({ firstName: "Ada\u0000" })).status()).toBe(400);
  // An address carrying a character no text may hold: 400 before any page runs.
  for (const address of [
    "/payment?courseId=%00",
    "/payment?courseName=%00&cancelled=%00",
    "/payment-success?order=%00",
    "/payment/test-checkout/%00",
  ])
    expect((await page.request.get(address)).status(), address).toBe(400);
  // A product named but not for sale (unknown, or a plan we do not sell): 404.
  expect((await page.request.get("/payment?courseName=nothing&cancelled=1")).status()).toBe(404);
  const unknownPlan = await page.request.get("/payment?plan=zzz");
  expect(unknownPlan.status()).toBe(404);
  expect(await unknownPlan.text()).toContain(PAYMENT_MESSAGES.unknownCourse);
  expect((await page.request.get("/payment-success?order=ord_nothing")).status()).toBe(404);
  expect((await page.request.get("/payment/test-checkout/ord_nothing")).status()).toBe(404);
  // Nothing was bought.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "My purchases" })).toContainText(
    "No purchases yet.",
  );
});

test("the analytics endpoint takes small JSON batches only", async ({ request }) => {
  const ok = await request.post("/api/analytics", {
    data: {
      events: [
        {
          name: "page_view",
          path: "/advanced-legal-ai-cle",
          pageTitle: "AI Course Splash",
          params: { utm_source: "test" },
          occurredAt: new Date().toISOString(),
        },
      ],
    },
  });
  expect(ok.status()).toBe(204);
  expect((await request.post("/api/analytics", { data: "not json" })).status()).toBe(400);
  expect(
    (
      await request.post("/api/analytics", { data: { events: [{ name: "steal_cookies" }] } })
    ).status(),
  ).toBe(400);
  expect((await request.get("/api/analytics")).status()).toBe(405);
  const event = {
    name: "page_view",
    path: "/",
    params: {},
    occurredAt: new Date().toISOString(),
  };
  for (const bad of [
    { ...event, path: "/\u0000" },
    { ...event, occurredAt: "0000-01-01T00:00:00Z" },
  ]) {
    expect((await request.post("/api/analytics", { data: { events: [bad] } })).status()).toBe(400);
  }
  const huge = await request.post("/api/analytics", {
    headers: { "Content-Type": "application/json" },
    data: "x".repeat(40_000),
  });
  expect(huge.status()).toBe(413);
});

test("the pricing page lists every published course with the members' and the regular price", async ({
  page,
}) => {
  await page.goto("/pricing");
  const table = page.getByRole("table", { name: "Course prices" });
  const splash = table.getByRole("row", { name: /AI & The Law: Essential Tools & Tactics/ });
  await expect(splash.getByRole("cell", { name: "$149" })).toBeVisible();
  await expect(splash.getByRole("cell", { name: "$299" })).toBeVisible();
  const webcast = table.getByRole("row", { name: /AI and the Law: Essential Tools/ });
  await expect(webcast.getByRole("cell", { name: "Free" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "View Plans" }).last()).toHaveAttribute(
    "href",
    "/plans",
  );
  await expectNoAxeViolations(page);
});
