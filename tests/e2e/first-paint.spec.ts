import { expect, test } from "./support/test";

// Decision 0015: pages paint from the server's HTML and stylesheet alone, their
// scripts load after the first contentful paint, and on "/" the hero's still
// frame or its heading (never a background clip) is the largest contentful
// paint (decision 0031).

const PAGES = [
  "/",
  "/courses",
  "/courses/generative-ai-ediscovery-document-review",
  "/states/ai-cle-courses-new-york",
];

// A visitor's browser, not a crawler (those get the page rendered whole anyway).
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

for (const path of PAGES) {
  test(`${path} paints before its scripts load, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path, { headers: { "user-agent": PHONE } })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // Kept whole: no Suspense boundary (the lazy footer) written apart for a
    // script to move into place, and lay the page out again, after the paint.
    expect(html).not.toContain('<template id="B:');
    expect(html).toMatch(/<!--\$--><footer/);

    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: React Router has its route modules.
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Number.NaN);
  });
}

test("on a phone the hero's still frame or heading stays the largest contentful paint while a clip plays", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { lcp: string[] }).lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        seen.push(entry.element ? `${entry.element.tagName}#${entry.element.id}` : "?");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/");
  const hero = page.locator("section[aria-labelledby='hero-heading']");
  await expect(hero).toHaveAttribute("data-playing", "true");
  // A few frames of the clip have been painted.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.max(...[...document.querySelectorAll("video")].map((video) => video.currentTime)),
      ),
    )
    .toBeGreaterThan(0.5);
  const entries = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
  expect(entries.filter((entry) => entry.startsWith("VIDEO"))).toEqual([]);
  expect(["IMG#", "H1#hero-heading"]).toContain(entries.at(-1));
});
