import { AI_CLE_BUNDLE_ID, COURSE_BUNDLES, COURSES } from "~/content/catalogue";
import { FREE_GUIDE_FILENAME, FREE_GUIDE_SECTIONS, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import { formatLongDate } from "~/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

const BUNDLE = COURSE_BUNDLES.find((bundle) => bundle.id === AI_CLE_BUNDLE_ID);
const BUNDLE_TITLES = (BUNDLE?.courseIds ?? []).map(
  (id) => COURSES.find((course) => course.id === id)?.title ?? id,
);
const DAY_MS = 24 * 60 * 60 * 1000;

const PAGES = [
  { path: "/plans", heading: "Plans" },
  { path: "/pricing", heading: "Pricing" },
  { path: "/ondemand", heading: "On-Demand Library" },
  { path: "/free-guide", heading: FREE_GUIDE_TITLE },
] as const;

for (const width of [1366, 390]) {
  test(`plans, pricing, on-demand and free guide pages pass axe at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test("the plans page offers the trial and the membership, compares prices and answers questions", async ({
  page,
}) => {
  await page.goto("/plans");
  const trial = page.getByRole("region", { name: "Free Trial" });
  await expect(trial.getByRole("link", { name: "Start your free trial" })).toHaveAttribute(
    "href",
    "/register",
  );
  const annual = page.getByRole("region", { name: ANNUAL_MEMBERSHIP.name });
  await expect(annual).toContainText("$99");
  await expect(annual).toContainText("does not renew by itself");
  // The benefit's example prices are the catalogue's too.
  await expect(annual).toContainText(
    "The members' rate on every course: AI & The Law: Essential Tools & Tactics is $149 instead of $299",
  );
  const buy = annual.getByRole("link", { name: "Buy the annual membership" });
  const href = new URL((await buy.getAttribute("href")) ?? "", "http://x");
  expect(href.pathname).toBe("/register");
  expect(href.searchParams.get("plan")).toBe("annual");
  expect(href.searchParams.get("redirectTo")).toBe("/payment");
  // Real prices from the catalogue: the splash course and the bundle.
  const compare = page.getByRole("table", { name: "Regular and members' prices compared" });
  const splash = compare.getByRole("row", { name: /AI & The Law: Essential Tools & Tactics/ });
  await expect(splash.getByRole("cell", { name: "$299" })).toBeVisible();
  await expect(splash.getByRole("cell", { name: "$149" })).toBeVisible();
  await expect(compare.getByRole("row", { name: /10-Credit AI CLE Bundle/ })).toContainText("$399");
  await expect(page.getByRole("link", { name: "See CLE at Work" })).toHaveAttribute(
    "href",
    "/work",
  );
  await page.getByText("Can I cancel the membership or get a refund?").click();
  await expect(
    page.getByText(/refunded in full if you have not used the members' rate/),
  ).toBeVisible();
  await expect(page.getByText("Does it renew automatically?")).toBeVisible();
});

test("the pricing page shows the 10-credit bundle with its courses, and the on-demand library its own filters", async ({
  page,
}) => {
  await page.goto("/pricing");
  const bundle = page.getByRole("region", { name: "10-Credit AI CLE Bundle" });
  const courses = bundle.getByRole("table", { name: /Courses in the/ });
  for (const title of BUNDLE_TITLES) {
    await expect(courses.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      /^\/courses\//,
    );
  }
  await expect(courses.getByRole("row", { name: /Total/ })).toContainText("10.0");
  await expect(courses.getByRole("row", { name: /Total/ })).toContainText("$792");
  await expect(bundle.getByText("$299", { exact: true })).toBeVisible();
  await expect(bundle.getByRole("link", { name: "Buy the bundle" })).toHaveAttribute(
    "href",
    /^\/register\?bundleId=ai-cle-bundle-10-credits&redirectTo=%2Fpayment$/,
  );
  // Course titles lead to the course pages, not the player.
  const table = page.getByRole("table", { name: "Course prices" });
  await expect(table.getByRole("link").first()).toHaveAttribute("href", /^\/courses\//);

  await page.goto("/ondemand");
  const filters = page.getByRole("search", { name: "Find courses" });
  await expect(filters.getByRole("radio")).toHaveCount(0);
  const results = page.getByRole("region", { name: /^\d+ courses?/ });
  await expect(results.getByRole("article").first()).toContainText("On-Demand");
  await expect(results.getByText("Live Webcast")).toHaveCount(0);
  await filters.getByLabel("Search courses").fill("ethics");
  await filters.getByRole("button", { name: "Show courses" }).click();
  await expect(page).toHaveURL(/\/ondemand\?q=ethics/);
  await expect(page.getByRole("heading", { name: /courses? matching “ethics”/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get the free guide" })).toHaveAttribute(
    "href",
    "/free-guide",
  );
});

test("a signed-in attorney buys the bundle from /pricing and finds its courses on the dashboard", async ({
  page,
  request,
}) => {
  const buyer = await signUpViaApi(request);
  await signInViaApi(page, buyer);
  await page.goto("/pricing");
  const bundle = page.getByRole("region", { name: "10-Credit AI CLE Bundle" });
  // The free trial makes the buyer a member.
  await expect(bundle.getByText("Your price: $299 (members' rate).")).toBeVisible();
  await bundle.getByRole("link", { name: "Buy the bundle" }).click();
  await expect(page).toHaveURL(/\/payment\?bundleId=/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("10-Credit AI CLE Bundle");
  await page.getByRole("button", { name: "Pay $299" }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\//);
  await page.getByRole("button", { name: "Pay $299 (test)" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  await page.goto("/dashboard");
  const registrations = page.getByRole("region", { name: "My registrations" });
  for (const title of BUNDLE_TITLES) {
    await expect(registrations.getByRole("link", { name: title })).toBeVisible();
  }
  await page.goto("/pricing");
  // Scoped: staff may have another bundle on sale (tests/e2e/staff-bundles.spec.ts).
  await expect(bundle.getByText("You already have every course in this bundle.")).toBeVisible();
  await expect(bundle.getByRole("link", { name: "Buy the bundle" })).toHaveCount(0);
});

test("a signed-in attorney buys the annual membership from /plans and is a member for a year", async ({
  page,
  request,
}) => {
  const buyer = await signUpViaApi(request);
  await signInViaApi(page, buyer);
  await page.goto("/plans");
  await expect(page.getByRole("region", { name: "Your plan" })).toContainText("Free trial until");
  await page.getByRole("link", { name: "Buy the annual membership" }).click();
  await expect(page).toHaveURL(/\/payment\?plan=annual/);
  await page.getByRole("button", { name: "Pay $99" }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\//);
  await page.getByRole("button", { name: "Pay $99 (test)" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  const paidAt = Date.now();
  await page.goto("/plans");
  const until = formatLongDate(new Date(paidAt + ANNUAL_MEMBERSHIP.days * DAY_MS));
  await expect(page.getByRole("region", { name: "Your plan" })).toContainText(
    `Member until ${until}`,
  );
  const extended = formatLongDate(new Date(paidAt + 2 * ANNUAL_MEMBERSHIP.days * DAY_MS));
  await expect(page.getByText(`buying now extends it by a year, to ${extended}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor asks for the free guide from the home page and gets the PDF by e-mail", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: FREE_GUIDE_TITLE }).click();
  await expect(page).toHaveURL("/free-guide");
  const covers = page.getByRole("region", { name: "What the guide covers" });
  for (const section of FREE_GUIDE_SECTIONS) {
    await expect(covers.getByText(section)).toBeVisible();
  }

  const visitor = newUser();
  const form = page.getByRole("region", { name: "Get the guide by e-mail" });
  await form.getByRole("textbox", { name: "E-mail" }).fill(visitor.email);
  // Without the consent box: a message beside it, and focus on it.
  await form.getByRole("button", { name: "Send me the guide" }).click();
  const consent = form.getByRole("checkbox", { name: /Send me the free guide by e-mail/ });
  await expect(form.getByText("Tick the box to agree")).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(visitor.email);

  await consent.check();
  await form.getByRole("button", { name: "Send me the guide" }).click();
  await expect(form.getByRole("status")).toContainText(
    `The guide is on its way to ${visitor.email}`,
  );

  const mail = await waitForEmail(visitor.email, /Your free guide/);
  expect(mail.subject).toBe(`Your free guide: ${FREE_GUIDE_TITLE}`);
  const pdf = mail.attachments.find((attachment) => attachment.filename === FREE_GUIDE_FILENAME);
  expect(pdf?.contentType).toBe("application/pdf");
  expect(
    Buffer.from(pdf?.base64 ?? "", "base64")
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
});
