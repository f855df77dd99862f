import type { Page } from "@playwright/test";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { waitForEmail } from "./support/mailbox";
import {
  FREE_COURSE,
  FREE_COURSE_TITLE,
  FROM_HOME,
  logIn,
  PAID_COURSE,
  REGISTER_PAGE,
  SUCCESS,
  uniqueAddress,
} from "./support/primary-actions";
import { expect, test } from "./support/test";
import { fillSignUpForm, newUser, signInViaApi, signUpViaApi } from "./support/users";

// Every primary action works without script, as it does when clicked before
// the page's scripts have run (they load after the first paint, decision
// 0015): in the server's HTML it is a link to a page that does its job, or a
// form posted to the page. With JavaScript off, each one does its whole job.

const STAFF = "support@lexedgecle.com";

/** The text of an HTML attribute as the browser reads it. */
const attributeText = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

/** The server's HTML of a page (what a visitor has before any script runs). */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The href of the link whose whole text is `text`, in the server's HTML; it must not be a button. */
function linkHref(html: string, text: string): string | null {
  expect(html, `"${text}" is a button before hydration`).not.toMatch(
    new RegExp(`<button\\b[^>]*>${text}</button>`),
  );
  const link = new RegExp(`<a\\b([^>]*)>${text}</a>`).exec(html);
  const href = link?.[1] ? /\bhref="([^"]*)"/.exec(link[1]) : null;
  return href?.[1] ? attributeText(href[1]) : null;
}

test("in the server's HTML each primary action is a link or a form, not a button waiting for script", async ({
  page,
}) => {
  const home = await serverHtml(page, "/");
  expect(linkHref(home, "Secure Your Spot")).toBe(FROM_HOME);
  expect(linkHref(home, "Discover Our Courses")).toBe("#confirmed-courses");
  expect(linkHref(home, "Menu")).toBe("#main-menu");
  // The newsletter's two forms and the contact form post to the page itself.
  const forms = [...home.matchAll(/<form\b([^>]*)>(.*?)<\/form>/gs)].map(
    ([, attributes, body]) => ({
      action: attributeText(/\baction="([^"]*)"/.exec(attributes ?? "")?.[1] ?? ""),
      method: /\bmethod="([^"]*)"/.exec(attributes ?? "")?.[1],
      intent: /name="intent" value="([^"]*)"/.exec(body ?? "")?.[1],
    }),
  );
  for (const intent of ["newsletter-hero", "newsletter-upcoming", "contact"]) {
    expect(forms.find((form) => form.intent === intent)).toEqual({
      action: {
        "newsletter-hero": "/?index",
        "newsletter-upcoming": "/?index#upcoming-courses",
        contact: "/?index#contactUs",
      }[intent],
      method: "post",
      intent,
    });
  }
  expect(linkHref(await serverHtml(page, FREE_COURSE), "Register free")).toBe(REGISTER_PAGE);
  // Already links: the paid course's and the splash page's ways to pay.
  expect(linkHref(await serverHtml(page, PAID_COURSE), "Register and pay")).toMatch(
    /^\/register\?courseId=ai-and-the-law-essential-tools-tactics&.*redirectTo=%2Fpayment$/,
  );
  expect(linkHref(await serverHtml(page, "/advanced-legal-ai-cle"), "Secure Your Spot")).toMatch(
    /^\/register\?.*redirectTo=%2Fpayment$/,
  );
  expect(linkHref(await serverHtml(page, "/courses"), "Menu")).toBe("#main-menu");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home 'Secure Your Spot' asks to sign in, comes back after it and registers", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await page.goto("/");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(FROM_HOME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In Required");
    await expect(
      page.getByText("You must be logged in to register for this course."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      "/#confirmed-courses",
    );

    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(FROM_HOME)}`);
    await logIn(page, user);
    await expect(page).toHaveURL(FROM_HOME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Register: ${FREE_COURSE_TITLE}`,
    );
    await expect(page.getByLabel("First name")).toHaveValue(user.firstName);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(user.email);
    const live = page.getByRole("checkbox", { name: /I will attend the live webcast on May 2nd/ });
    await expect(live).toBeChecked();

    // A refusal comes back with what was typed and the field's message.
    await page.getByLabel("First name").fill("");
    await page.getByLabel("Last name").fill("Typed-Again");
    await live.uncheck();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("Typed-Again");
    await expect(live).not.toBeChecked();

    await live.check();
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Add the live webcast to your calendar" }),
    ).toHaveAttribute("href", `/dashboard/registrations/${FEATURED_COURSE_ID}/calendar.ics`);
    await expect(page.getByRole("link", { name: "Go to My Dashboard" })).toBeVisible();
    const email = await waitForEmail(user.email, /^You are registered: /);
    expect(email.text).toContain("The live webcast is on");

    // The registration is recorded: the page, and the dialog's view, say so now.
    await page.goto(FROM_HOME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're registered");
    await expect(page.getByText("You are already registered for this course!")).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL("/#confirmed-courses");
  });

  test("a free course's 'Register free' registers on its page", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await signInViaApi(page, user);
    await page.goto(FREE_COURSE);
    await page.getByRole("link", { name: "Register free" }).click();
    await expect(page).toHaveURL(REGISTER_PAGE);
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", FREE_COURSE);
    await page.getByRole("checkbox", { name: /I will attend the live webcast/ }).uncheck();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    // Not for the live webcast: no calendar file to offer.
    await expect(page.getByRole("link", { name: /calendar/ })).toHaveCount(0);
    await page.goto(FREE_COURSE);
    await expect(page.getByRole("complementary", { name: "You are registered" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Register free" })).toHaveCount(0);
  });

  test("a paid course's 'Register and pay' leads through sign-up to the test checkout", async ({
    page,
  }) => {
    test.slow();
    const buyer = newUser();
    await page.goto(PAID_COURSE);
    await page.getByRole("link", { name: "Register and pay" }).click();
    await expect(page).toHaveURL(/\/register\?.*redirectTo=%2Fpayment/);
    await fillSignUpForm(page, buyer);
    await expect(page).toHaveURL(/\/payment\?/);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/payment\/test-checkout\//);
    await page.getByRole("button", { name: /^Pay \$.*\(test\)$/ }).click();
    await page.waitForURL(/\/payment-success/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Received");
    await expect(
      page.getByRole("status").filter({ hasText: /^You are registered for / }),
    ).toContainText(`A receipt and a calendar invitation are on their way to ${buyer.email}.`);
  });

  test("the splash page's 'Secure Your Spot' leads to sign-up, then payment; signed in, to payment", async ({
    page,
    request,
  }) => {
    await page.goto("/advanced-legal-ai-cle");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(/\/register\?.*redirectTo=%2Fpayment/);
    await expect(page.getByText(/^Create your account to register for /)).toBeVisible();

    await signInViaApi(page, await signUpViaApi(request));
    await page.goto("/advanced-legal-ai-cle");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(/\/payment\?/);
    await expect(page.getByRole("heading", { name: "Payment", level: 1 })).toBeVisible();
  });

  test("both newsletter sign-ups check the address on the server and subscribe", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("textbox", { name: "Get our updates on new courses" });
    await hero.fill("not-an-address");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(hero).toHaveValue("not-an-address");

    const email = uniqueAddress("no-script-hero");
    await hero.fill(email);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByText("Thank you for signing up! You'll receive our updates soon."),
    ).toBeVisible();
    await expect(hero).toHaveValue("");
    await waitForEmail(email, /^Confirm your subscription$/);

    const card = page.getByRole("region", { name: "Upcoming Courses" });
    const upcoming = uniqueAddress("no-script-upcoming");
    await card.getByRole("textbox", { name: "E-mail address" }).fill(upcoming);
    await card.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/?index#upcoming-courses");
    await expect(
      card.getByText("Thank you for subscribing! We'll keep you updated."),
    ).toBeVisible();
    // The other form says nothing.
    await expect(page.getByText("Thank you for signing up!")).toHaveCount(0);
    await waitForEmail(upcoming, /^Confirm your subscription$/);
  });

  test("the contact form shows its field messages, keeps what was typed, then sends", async ({
    page,
  }) => {
    const replies: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST")
        replies.push(response.headers()["cache-control"] ?? "");
    });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Contact Us" });
    await section.getByLabel("Email Address").fill("grace@example.com");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/?index#contactUs");
    await expect(section.getByText("Enter your name.")).toBeVisible();
    await expect(section.getByText("Write your message.")).toBeVisible();
    await expect(section.getByLabel("Email Address")).toHaveValue("grace@example.com");

    const sender = uniqueAddress("no-script-client");
    await section.getByLabel("Name").fill("Ada Plainform");
    await section.getByLabel("Email Address").fill(sender);
    await section.getByLabel("Message Here").fill("Is the course approved in Ohio?");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(
      section.getByText(
        `Thank you, Ada Plainform. We received your message and will reply to ${sender}`,
      ),
    ).toBeVisible();
    await expect(section.getByLabel("Message Here")).toHaveValue("");
    const staff = await waitForEmail(STAFF, /^Contact form: message from Ada Plainform$/);
    expect(staff.text).toContain(sender);
    // A page that answers a post shows what was sent: never kept by a shared cache.
    expect(replies).toEqual(["private, no-store", "private, no-store"]);
  });

  test("on a phone, Menu opens the navigation; Sign Up and Log In work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newUser();
    await page.goto("/courses");
    const navigation = page.getByRole("navigation", { name: "Main" });
    await expect(navigation).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(navigation).toBeVisible();
    await navigation.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/register/);
    await fillSignUpForm(page, user);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/logout");

    await page.goto("/");
    await page.getByRole("link", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Log In" })
      .click();
    await logIn(page, user);
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  });

  test("'Discover Our Courses' leads to the featured course", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Discover Our Courses" }).click();
    await expect(page).toHaveURL("/#confirmed-courses");
  });
});
