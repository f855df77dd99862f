import type { Page } from "@playwright/test";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { baseURL } from "../../playwright.config";
import { testImage } from "../support/test-images";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { confirmAddress, openCourseTab, ownPage, signedInPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// A course manager keeps faculty profiles, previews a draft and moves a
// course to a new address, and the public pages follow at once.

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test("a course manager edits a faculty profile, previews a draft and renames a course's address", async ({
  page,
  browser,
}) => {
  // Four stories in one browser, each checked with axe at two widths: long by design.
  test.setTimeout(300_000);
  const admin = await signUpViaApi(page.request, {
    ...newUser(),
    email: "faculty-lead-e2e@example.com",
  });
  await signInViaApi(page, admin);
  await confirmAddress(page, admin);
  const own = await ownPage(browser);
  const manager = await signUpViaApi(own.request, newUser());
  await confirmAddress(own, manager);
  await own.close();
  await page.goto("/staff/people");
  const grant = page.getByRole("region", { name: "Grant a role" });
  await grant.getByLabel("Their account's e-mail").fill(manager.email);
  await grant.getByLabel("Role").selectOption("course_manager");
  await grant.getByRole("button", { name: "Grant role" }).click();
  await expect(grant.getByText(new RegExp(`${manager.email} is now`))).toBeVisible();
  const staff = await signedInPage(browser, manager);

  await test.step("faculty: add, edit (bad input refused), see it on the public page", async () => {
    await staff.goto("/staff/faculty");
    await expect(staff.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
    await axeAtBothWidths(staff);
    const add = staff.getByRole("region", { name: "Add a faculty member" });
    const id = `e2e-speaker-${Date.now().toString(36)}`;
    await add.getByLabel("Name").fill("Rosa Delgado");
    await add.getByLabel("Id").fill(id);
    await add.getByLabel("Title").fill("Partner");
    await add.getByLabel("Organisation").fill("Delgado Law");
    await add.getByLabel("Biography").fill("Rosa teaches e-discovery.");
    await add.getByRole("button", { name: "Add the faculty member" }).click();
    await expect(staff.getByText("The faculty member is added.")).toBeVisible();
    await expect(staff.getByRole("heading", { level: 1, name: "Rosa Delgado" })).toBeVisible();

    const profile = staff.getByRole("form", { name: "Profile" });
    // Spaces pass the browser's own check; the server reads them as empty.
    await profile.getByLabel("Name").fill("   ");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Enter the name.")).toBeVisible();
    await profile.getByLabel("Name").fill("Rosa M. Delgado");
    await profile.getByLabel("Biography").fill("Rosa teaches e-discovery and AI-assisted review.");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("The profile is saved.")).toBeVisible();
    await axeAtBothWidths(staff);

    await staff.goto("/faculty");
    await expect(staff.getByRole("heading", { level: 2, name: "Rosa M. Delgado" })).toBeVisible();
    await expect(staff.getByText("Rosa teaches e-discovery and AI-assisted review.")).toBeVisible();

    // A member no course names can be deleted.
    await staff.goto(`/staff/faculty/${id}`);
    await staff.getByRole("button", { name: "Delete this faculty member" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
    await expect(staff.getByRole("link", { name: "Rosa M. Delgado" })).toHaveCount(0);
  });

  await test.step("a member a course names cannot be deleted, and says why", async () => {
    await staff.goto("/staff/faculty/daniela-ruiz");
    await staff.getByRole("button", { name: "Delete this faculty member" }).click();
    await expect(staff.getByText(/^Not deleted: .* this faculty member\./)).toBeVisible();
  });

  const slug = `e2e-rename-${Date.now().toString(36)}`;
  await test.step("preview a draft: banner, noindex, private; the public and other staff cannot", async () => {
    await staff.goto("/staff/courses");
    const add = staff.getByRole("region", { name: "Add a course" });
    await add.getByLabel("Title").fill("E-Discovery with AI");
    await add.getByLabel("Address").fill(slug);
    await add.getByLabel("Category").selectOption({ index: 1 });
    await add.getByLabel("Format").selectOption("on_demand");
    await add.getByRole("button", { name: "Add as a draft" }).click();
    await expect(staff.getByText("The draft is added.")).toBeVisible();
    const details = staff.getByRole("form", { name: "Course details" });
    await details.getByLabel(/^Summary/).fill("Find what matters in a million documents.");
    await details.getByLabel("Description", { exact: true }).fill("Review at scale with AI.");
    await details.getByLabel("Length in minutes").fill("60");
    await details.getByLabel("Regular price in dollars").fill("49");
    await details.getByLabel("Members' price in dollars").fill("39");
    await details.getByLabel("General", { exact: true }).fill("1");
    await details.getByLabel("Texas: status").selectOption("pending");
    await details.getByRole("checkbox", { name: /Daniela Ruiz/ }).check();
    await details.getByRole("button", { name: "Save course" }).click();
    await expect(details.getByText("The course is saved.")).toBeVisible();
    // Each faculty choice leads to the profile.
    await expect(
      details.getByRole("link", { name: "Edit profile of Daniela Ruiz" }),
    ).toHaveAttribute("href", "/staff/faculty/daniela-ruiz");

    await staff.getByRole("link", { name: "Preview the course page" }).click();
    await expect(staff.getByRole("complementary", { name: "Preview" })).toContainText(
      "Preview of a course that is draft",
    );
    await expect(
      staff.getByRole("heading", { level: 1, name: "E-Discovery with AI" }),
    ).toBeVisible();
    await expect(staff.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await axeAtBothWidths(staff);
    const response = await staff.request.get(`/staff/courses/${slug}/preview`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // The public page does not exist yet; the preview needs the course permission.
    expect((await staff.request.get(`/courses/${slug}`)).status()).toBe(404);
    const anonymous = await browser.newContext();
    const signedOut = await anonymous.request.get(`${baseURL}/staff/courses/${slug}/preview`, {
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toMatch(/^\/login\?redirectTo=/);
    await anonymous.close();
  });

  await test.step("rename a published course: warned, refused when taken, old address redirects", async () => {
    await staff.goto(`/staff/courses/${slug}/status`);
    await staff.getByRole("button", { name: "Publish (on sale)" }).click();
    await confirmInDialog(staff, "Publish the course");
    await expect(staff.getByText(/^Published\. The course is on the catalogue/)).toBeVisible();
    await openCourseTab(staff, "Address");
    const address = staff.getByRole("form", { name: "Address" });
    await expect(address.getByText("This course is published.")).toBeVisible();
    await address
      .getByLabel("Course address")
      .fill("ai-legal-tools-artificial-intelligence-law-cle");
    await address.getByRole("button", { name: "Change the address" }).click();
    await expect(
      address.getByText("Another course has or had this address. Choose another."),
    ).toBeVisible();
    await address.getByLabel("Course address").fill(`${slug}-new`);
    await address.getByRole("button", { name: "Change the address" }).click();
    await expect(
      address.getByText(`The course's address is now /courses/${slug}-new.`),
    ).toBeVisible();
    await expect(address.getByText(`/courses/${slug}`, { exact: true })).toBeVisible();
    await axeAtBothWidths(staff);

    const old = await staff.request.get(`/courses/${slug}?utm_source=e2e`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toBe(`/courses/${slug}-new?utm_source=e2e`);
    await staff.goto(`/courses/${slug}`);
    await expect(staff).toHaveURL(new RegExp(`/courses/${slug}-new$`));
    await expect(
      staff.getByRole("heading", { level: 1, name: "E-Discovery with AI" }),
    ).toBeVisible();
    const sitemap = await (await staff.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/courses/${slug}-new<`);
    expect(sitemap).not.toContain(`/courses/${slug}<`);
    await staff.goto(`/courses?q=${encodeURIComponent("E-Discovery with AI")}`);
    await expect(staff.getByRole("link", { name: /E-Discovery with AI/ }).first()).toHaveAttribute(
      "href",
      `/courses/${slug}-new`,
    );
  });

  await test.step("artwork and portrait: refused when not a picture, else made into AVIF and WebP and shown", async () => {
    await staff.goto(`/staff/courses/${slug}/artwork`);
    const artwork = staff.getByRole("form", { name: "Artwork" });
    const description = artwork.getByLabel(/^What the artwork shows/);
    await description.fill("A stack of documents under a magnifying glass");
    // Named and typed as a JPEG, a PDF inside: refused by its bytes, beside the input.
    await artwork.getByLabel("Upload a picture").setInputFiles({
      name: "review.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.7 not a picture"),
    });
    await artwork.getByRole("button", { name: "Save artwork" }).click();
    await expect(artwork.getByText(IMAGE_MESSAGES.notImage)).toBeVisible();
    await artwork.getByLabel("Upload a picture").setInputFiles({
      name: "review.jpg",
      mimeType: "image/jpeg",
      buffer: await testImage(1600, 900, "jpeg"),
    });
    await description.fill("A stack of documents under a magnifying glass");
    await artwork.getByRole("button", { name: "Save artwork" }).click();
    await expect(artwork.getByText(/^The artwork is uploaded/)).toBeVisible();
    await axeAtBothWidths(staff);

    await staff.goto(`/courses/${slug}-new`);
    const shown = staff.getByRole("img", { name: "A stack of documents under a magnifying glass" });
    await expect(shown).toHaveAttribute("width", "1280");
    await expect(shown).toHaveAttribute("height", "640");
    const picture = staff.locator("picture", { has: shown });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /^\/media\/images\/[0-9a-f]{20}\/320\.avif 320w, .*\/1280\.avif 1280w$/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /^\/media\/images\/[0-9a-f]{20}\/320\.webp 320w, .*\/1280\.webp 1280w$/,
    );
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/media\/images\/[0-9a-f]{20}\/\d+\.avif$/);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    // A portrait: square, on the faculty page, its text empty beside the name.
    await staff.goto("/staff/faculty/elena-kowalski");
    const portrait = staff.getByRole("form", { name: "Portrait" });
    await portrait.getByLabel("Upload a portrait").setInputFiles({
      name: "elena.png",
      mimeType: "image/png",
      buffer: await testImage(900, 1200, "png"),
    });
    await portrait.getByRole("button", { name: "Upload portrait" }).click();
    await expect(portrait.getByText(/^The portrait is uploaded/)).toBeVisible();
    await axeAtBothWidths(staff);
    await staff.goto("/faculty");
    const card = staff.locator("#elena-kowalski");
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/images\/[0-9a-f]{20}\/640\.avif 640w$/,
    );
    await expect(card.locator("img")).toHaveAttribute("alt", "");
    await expect(card.locator("img")).toHaveAttribute("width", "640");
    // Back to the drawn portrait, as the other pages' tests expect.
    await staff.goto("/staff/faculty/elena-kowalski");
    await staff
      .getByRole("form", { name: "Portrait" })
      .getByRole("button", { name: "Use the drawn portrait" })
      .click();
    await expect(staff.getByText(/^The drawn portrait is back/)).toBeVisible();
  });

  await test.step("move the course up the catalogue: the public list follows at once", async () => {
    const catalogueOrder = async () => {
      await staff.goto("/courses");
      return staff
        .getByRole("main")
        .getByRole("link", { name: /./ })
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute("href") ?? "")
            .filter((href) => /^\/courses\/[a-z0-9-]+$/.test(href)),
        );
    };
    const before = [...new Set(await catalogueOrder())];
    const at = before.indexOf(`/courses/${slug}-new`);
    expect(at).toBeGreaterThan(0);
    await staff.goto("/staff/courses");
    await axeAtBothWidths(staff);
    // The console orders every course; drafts between two listed ones do not show publicly,
    // so move up until the course passes a listed one (a few steps at most).
    let after = before;
    for (let step = 0; step < 6 && after.indexOf(`/courses/${slug}-new`) >= at; step++) {
      await staff.goto("/staff/courses");
      await staff.getByRole("button", { name: "Move E-Discovery with AI up" }).click();
      await expect(staff.getByText("E-Discovery with AI moved up.")).toBeVisible();
      after = [...new Set(await catalogueOrder())];
    }
    expect(after.indexOf(`/courses/${slug}-new`)).toBeLessThan(at);
  });
  await staff.close();
});
