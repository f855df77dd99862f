import type { Browser } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { linkIn, waitForEmail } from "./support/mailbox";
import { clientAddress, expect, test, waitForHydration } from "./support/test";
import { fillSignUpForm, newUser, signInViaApi, signUpViaApi } from "./support/users";

/** Another person's browser, from its own client address. */
async function anotherBrowser(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
  });
  const page = await context.newPage();
  const open = async (url: string) => {
    const response = await page.goto(url);
    await waitForHydration(page);
    return response;
  };
  return { context, page, open };
}

/** The link in the invitation mail to an address. */
async function invitationLink(email: string) {
  const mail = await waitForEmail(email, /invites you to join/);
  expect(mail.text).toContain("The link works once, for this address only");
  return linkIn(mail, `${baseURL}/firm/join/`);
}

async function confirmationLink(email: string) {
  return linkIn(
    await waitForEmail(email, /^Confirm your e-mail address$/),
    `${baseURL}/api/auth/verify-email`,
  );
}

test("a firm: create it, invite two lawyers who join, one consents, remove one", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpViaApi(request);
  await signInViaApi(page, admin);
  const firmName = `Hopper ${admin.lastName} LLP`;

  // Create the firm: its administrator is its creator.
  await page.goto("/firm");
  await expect(page.getByRole("heading", { level: 2, name: "Create a firm" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create the firm" }).click();
  await expect(page.getByText("Enter the firm's name.")).toBeVisible();
  await page.getByLabel("Firm or organization name").fill(firmName);
  await page.getByLabel("Billing contact").fill("Grace Hopper");
  await page.getByLabel("Billing e-mail").fill("billing@example.com");
  await page.getByLabel("Billing address").fill("1 Main Street\nNew York, NY 10001");
  await page.getByRole("button", { name: "Create the firm" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${firmName} is created. You are its administrator.`,
  );
  await expect(page.getByRole("heading", { level: 1, name: firmName })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Firm pages" });
  await expect(tabs.getByRole("link")).toHaveText([
    "Overview",
    "Members",
    "Seats",
    "Compliance",
    "Invoices",
  ]);
  await expect(page.getByLabel("Billing contact")).toHaveValue("Grace Hopper");
  await expectNoAxeViolations(page);

  // Invite two lawyers.
  await tabs.getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL("/firm/members");
  const one = newUser();
  const two = newUser();
  for (const lawyer of [one, two]) {
    await page.getByLabel("Lawyer's e-mail address").fill(lawyer.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `We sent an invitation to ${lawyer.email}.`,
    );
  }
  const waiting = page.getByRole("region", { name: "Invitations waiting" });
  await expect(waiting.getByRole("rowheader")).toHaveText([one.email, two.email].sort());
  await expectNoAxeViolations(page);

  // The first has an account: confirmed, they open the link and share their compliance.
  await signUpViaApi(request, one);
  const first = await anotherBrowser(browser);
  await first.open(await confirmationLink(one.email));
  await first.open(await invitationLink(one.email));
  await expect(
    first.page.getByRole("heading", { level: 1, name: `Join ${firmName}` }),
  ).toBeVisible();
  await expectNoAxeViolations(first.page);
  await first.page.getByRole("radio", { name: /Yes, share my compliance/ }).check();
  await first.page.getByRole("button", { name: `Join ${firmName}` }).click();
  await expect(first.page).toHaveURL("/firm?joined=1");
  await expect(first.page.getByText(`Welcome to ${firmName}.`)).toBeVisible();
  // A member sees the firm's pages every member has.
  await expect(
    first.page.getByRole("navigation", { name: "Firm pages" }).getByRole("link"),
  ).toHaveText(["Overview", "Seats"]);
  await expectNoAxeViolations(first.page);

  // The second has no account: the link leads to sign-up and back.
  const second = await anotherBrowser(browser);
  const secondLink = await invitationLink(two.email);
  await second.open(secondLink);
  await expect(second.page.getByText(`Sign in with ${two.email}`)).toBeVisible();
  await expectNoAxeViolations(second.page);
  await second.page.getByRole("link", { name: "Create an account to join" }).click();
  await fillSignUpForm(second.page, two);
  await expect(second.page).toHaveURL(secondLink);
  await expect(second.page.getByRole("main").getByRole("alert")).toContainText(
    "Confirm your e-mail address first",
  );
  await second.open(await confirmationLink(two.email));
  await second.open(secondLink);
  await second.page.getByRole("button", { name: `Join ${firmName}` }).click();
  await expect(second.page.getByText("Choose whether to share your compliance.")).toBeVisible();
  await second.page.getByRole("radio", { name: /No, keep it to myself/ }).check();
  await second.page.getByRole("button", { name: `Join ${firmName}` }).click();
  await expect(second.page).toHaveURL("/firm?joined=1");

  // A used link is refused with its own message.
  const used = await first.open(await invitationLink(one.email));
  expect(used?.status()).toBe(410);
  await expect(first.page.getByRole("main").getByRole("alert")).toHaveText(
    "This invitation has already been used. Each invitation joins one person, once.",
  );

  // The administrator sees both, who consented, and removes one.
  await page.reload();
  const members = page.getByRole("region", { name: /^Members/ });
  const row = (name: string) => members.getByRole("row").filter({ hasText: name });
  await expect(row(one.name)).toContainText("Yes");
  await expect(row(two.name)).toContainText("No");
  await expect(page.getByText("No invitation is waiting.")).toBeVisible();
  await row(two.name)
    .getByRole("button", { name: `Remove: ${two.name}` })
    .click();
  await expect(members.getByRole("status")).toHaveText(
    `${two.name} is no longer a member of the firm.`,
  );
  await expect(row(two.name)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The removed lawyer's firm page offers to create one again.
  await second.open("/firm");
  await expect(second.page.getByRole("heading", { level: 2, name: "Create a firm" })).toBeVisible();

  // The only administrator cannot leave before naming another.
  await page.goto("/firm");
  await page.getByRole("button", { name: `Leave ${firmName}` }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The firm needs an administrator. Name another administrator before you leave or step down.",
  );

  await first.context.close();
  await second.context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a firm is created, a lawyer invited and the invitation withdrawn with plain forms", async ({
    page,
    request,
  }) => {
    const admin = await signUpViaApi(request);
    await signInViaApi(page, admin);
    await page.goto("/firm");
    await page.getByLabel("Firm or organization name").fill(`Plain ${admin.lastName} LLP`);
    await page.getByLabel("Billing contact").fill("Grace Hopper");
    await page.getByLabel("Billing e-mail").fill("billing@example.com");
    await page.getByLabel("Billing address").fill("1 Main Street");
    await page.getByRole("button", { name: "Create the firm" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `Plain ${admin.lastName} LLP is created. You are its administrator.`,
    );

    await page.goto("/firm/members");
    const lawyer = newUser();
    await page.getByLabel("Lawyer's e-mail address").fill(lawyer.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `We sent an invitation to ${lawyer.email}.`,
    );
    await page.getByRole("button", { name: `Withdraw: ${lawyer.email}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `The invitation to ${lawyer.email} is withdrawn.`,
    );
    await expect(page.getByText("No invitation is waiting.")).toBeVisible();
    // Its link now says so.
    const link = await invitationLink(lawyer.email);
    const refused = await page.goto(link);
    expect(refused?.status()).toBe(410);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This invitation was withdrawn by the firm. Ask its administrator for a new one.",
    );
  });
});
