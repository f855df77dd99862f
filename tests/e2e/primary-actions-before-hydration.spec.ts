import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import {
  FREE_COURSE,
  FREE_COURSE_TITLE,
  FROM_HOME,
  holdScripts,
  openBeforeHydration,
  PAID_COURSE,
  REGISTER_PAGE,
  SUCCESS,
  uniqueAddress,
} from "./support/primary-actions";
import { expect, test, waitForHydration } from "./support/test";
import { signInViaApi, signUpViaApi } from "./support/users";

// Every primary action clicked before the page's scripts have run (held back
// here, as a slow phone's network holds them): it does its job all the same,
// a link to a page or a form posted to the page; once hydrated it is the
// enhanced control the spec describes.

test.describe("clicked before the scripts have run", () => {
  test("home 'Secure Your Spot' opens the registration page, which registers once hydrated", async ({
    page,
    request,
  }) => {
    const release = await holdScripts(page);
    await openBeforeHydration(page, "/");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(FROM_HOME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In Required");
    release();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await signInViaApi(page, await signUpViaApi(request));
    await page.goto(FROM_HOME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Register: ${FREE_COURSE_TITLE}`,
    );
    await expectNoAxeViolations(page);
    const register = page.getByRole("button", { name: "Register" });
    await register.click();
    const success = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto(FROM_HOME);
    await expect(page.getByText("You are already registered for this course!")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a free course's 'Register free' opens the registration page", async ({ page, request }) => {
    await signInViaApi(page, await signUpViaApi(request));
    const release = await holdScripts(page);
    await openBeforeHydration(page, FREE_COURSE);
    await page.getByRole("link", { name: "Register free" }).click();
    await expect(page).toHaveURL(REGISTER_PAGE);
    release();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  });

  test("a paid course's 'Register and pay' and the splash page's 'Secure Your Spot' lead to sign-up", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeHydration(page, PAID_COURSE);
    await page.getByRole("link", { name: "Register and pay" }).click();
    await expect(page).toHaveURL(/\/register\?courseId=ai-and-the-law-essential-tools-tactics&/);
    await openBeforeHydration(page, "/advanced-legal-ai-cle");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(/\/register\?.*redirectTo=%2Fpayment/);
    release();
    await waitForHydration(page);
    await expect(page.getByText(/^Create your account to register for /)).toBeVisible();

    // Hydrated, the splash page's click is counted first (spec §7: cta_click).
    const clicks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analytics") && request.postData()?.includes("cta_click"))
        clicks.push(request.postData() ?? "");
    });
    await page.goto("/advanced-legal-ai-cle");
    await page.getByRole("link", { name: "Secure Your Spot" }).click();
    await expect(page).toHaveURL(/\/register\?.*redirectTo=%2Fpayment/);
    await expect.poll(() => clicks.length).toBe(1);
  });

  test("the newsletter and contact forms post to the page, which hydrates with the reply", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeHydration(page, "/");
    const email = uniqueAddress("early-hero");
    await page.getByRole("textbox", { name: "Get our updates on new courses" }).fill(email);
    await page.getByRole("button", { name: "Sign Up" }).click();
    const thanks = page.getByText("Thank you for signing up! You'll receive our updates soon.");
    await expect(thanks).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(thanks).toBeVisible();
    await waitForEmail(email, /^Confirm your subscription$/);

    // Hydrated now: the contact form posts without leaving the page.
    const section = page.getByRole("region", { name: "Contact Us" });
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(section.getByText("Enter your name.")).toBeVisible();
    await expect(section.getByLabel("Name")).toBeFocused();
    await expect(page).toHaveURL("/?index");
  });

  test("on a phone, Menu opens the navigation, and stays open as the hydrated button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await openBeforeHydration(page, "/courses");
    const navigation = page.getByRole("navigation", { name: "Main" });
    await expect(navigation).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(navigation).toBeVisible();
    release();
    await waitForHydration(page);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(navigation).toBeVisible();
    await close.click();
    await expect(navigation).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("reached by the keyboard before hydration, a control keeps the focus as the button", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeHydration(page, "/");
    await page.getByRole("link", { name: "Secure Your Spot" }).focus();
    release();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Secure Your Spot" })).toBeFocused();
  });

  test("once hydrated, 'Secure Your Spot' and 'Register free' are buttons that open the dialog", async ({
    page,
  }) => {
    await page.goto("/");
    const secure = page.getByRole("button", { name: "Secure Your Spot" });
    await expect(secure).toHaveAttribute("aria-haspopup", "dialog");
    await secure.click();
    await expect(page.getByRole("dialog", { name: "Sign In Required" })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(secure).toBeFocused();

    await page.goto(FREE_COURSE);
    await page.getByRole("button", { name: "Register free" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In Required" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
