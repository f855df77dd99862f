import { COURSES, FEATURED_COURSE_ID } from "~/content/catalogue";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./support/test";

// The site's pictures and its typeface: each course has artwork of its own;
// Inter is self-hosted, preloaded, shown at once in its fallback and then
// applied. That every picture on every public page loads, keeps its room
// (width and height) and says what it shows or is marked as adding nothing is
// checked with each page's layout (phone-layouts.spec.ts, at 390 and 1366 px).

test("the brand typeface is self-hosted, preloaded with the stylesheet, and applied", async ({
  page,
  request,
  browser,
}) => {
  const html = await (await request.get("/courses")).text();
  const preload =
    /<link [^>]*rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/.exec(
      html,
    );
  expect(preload?.[1]).toMatch(/^\/assets\/inter-latin-basic-wght-[\w-]+\.woff2$/);
  const font = await request.get(preload?.[1] ?? "");
  expect(font.status()).toBe(200);
  expect(font.headers()["content-type"]).toBe("font/woff2");
  expect(font.headers()["cache-control"]).toContain("immutable");
  const stylesheet = /<link [^>]*rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const css = await (await request.get(stylesheet)).text();
  // The stylesheet's face names the very file that is preloaded, shown at once in the fallback.
  expect(css).toContain(`url(${preload?.[1]})`);
  expect(css).toMatch(/font-family:\s*"?Inter Variable"?;[^}]*font-display:\s*swap/);
  expect(css).toMatch(/font-family:\s*"?Inter Fallback"?;[^}]*size-adjust:\s*106\.65%/);

  // The preloaded file is the one the text uses: fetched once, nothing else
  // (the accented letters' file only on a page that has them). A new browser
  // each time, so nothing comes from the last page's cache.
  for (const path of [
    "/courses",
    "/",
    "/courses/generative-ai-ediscovery-document-review",
    "/states/ai-cle-courses-new-york",
  ]) {
    const context = await browser.newContext({ baseURL });
    const tab = await context.newPage();
    const fonts: string[] = [];
    tab.on("request", (sent) => {
      if (sent.url().endsWith(".woff2")) fonts.push(new URL(sent.url()).pathname);
    });
    await tab.goto(path);
    await tab.evaluate(() => document.fonts.ready);
    expect(fonts, path).toEqual([preload?.[1]]);
    await context.close();
  }
  await page.goto("/courses");
  const applied = await page.evaluate(() => ({
    loaded: [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replaceAll('"', "")),
    heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    rendered: document.fonts.check('700 36px "Inter Variable"', "Courses"),
  }));
  expect(applied.loaded).toContain("Inter Variable");
  expect(applied.heading).toMatch(/^"Inter Variable", "Inter Fallback"/);
  expect(applied.rendered).toBe(true);
});

test("each course has artwork of its own, described; each seeded speaker a portrait", async ({
  page,
}) => {
  await page.goto("/courses");
  const cards = page.getByRole("main").locator("article img");
  const artwork = await cards.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((image) => ({ src: image.src, alt: image.alt })),
  );
  const listed = COURSES.filter((course) => course.status === "published").length;
  expect(artwork.length).toBeGreaterThanOrEqual(listed);
  // No two courses share a picture, and each says what it shows.
  expect(new Set(artwork.map((image) => image.src)).size).toBe(artwork.length);
  for (const image of artwork) expect(image.alt.length).toBeGreaterThan(10);

  await page.goto(`/courses/${FEATURED_COURSE_ID}`);
  const faculty = page.getByRole("region", { name: "Faculty" });
  const portraits = faculty.locator("img");
  await expect(portraits).toHaveCount(2);
  for (const portrait of await portraits.all()) {
    // Beside the speaker's name: its text is empty, so it is not read twice.
    await expect(portrait).toHaveAttribute("alt", "");
    await expect(portrait).toHaveAttribute("src", /^\/images\/faculty\/[a-z-]+\.svg$/);
  }
});
