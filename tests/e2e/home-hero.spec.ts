import { HERO_ROTATION_MS, HERO_VIDEOS } from "~/content/home";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

const hero = (page: import("@playwright/test").Page) =>
  page.locator("section[aria-labelledby='hero-heading']");

/** Which hero videos are playing, by clip name. */
function playingVideos(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLVideoElement>("section video")]
      .filter((video) => !video.paused)
      .map((video) => video.dataset.clip),
  );
}

/** The clips shown over the still frame (the others are transparent). */
function shownVideos(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLVideoElement>("section video")]
      .filter((video) => getComputedStyle(video).opacity !== "0")
      .map((video) => video.dataset.clip),
  );
}

test("the hero's first paint is its still frame, an optimised picture; no video before the script", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The still: AVIF and WebP at four widths, fetched first, with its size.
  const still = /<picture class="contents">(.*?)<\/picture>/.exec(html)?.[1] ?? "";
  expect(still).toMatch(/<source type="image\/avif" srcSet="[^"]*-1920[^"]*\.avif 1920w"/);
  expect(still).toMatch(/<source type="image\/webp" srcSet="[^"]*\.webp 640w, /);
  expect(still).toMatch(/<img [^>]*width="1920" height="1080"[^>]*fetchPriority="high"/i);
  const avif = /srcSet="([^" ]+\.avif) 640w/.exec(still)?.[1] ?? "";
  const file = await request.get(avif);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");
  expect(file.headers()["cache-control"]).toContain("immutable");
  for (const clip of HERO_VIDEOS) {
    expect(html).toContain(`src="/videos/${clip.name}.webm" type="video/webm"`);
    expect(html).toContain(`src="/videos/${clip.name}.mp4" type="video/mp4"`);
    for (const [extension, type] of [
      ["webm", "video/webm"],
      ["mp4", "video/mp4"],
    ] as const) {
      const response = await request.get(`/videos/${clip.name}.${extension}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
    }
  }
  expect(html).not.toMatch(/<video[^>]*autoplay/i);
  expect(html).not.toMatch(/<video[^>]*poster=/i);
  expect(html).not.toMatch(/<video[^>]*preload="(auto|metadata)"/);
});

test("the hero plays one video at a time, moves on every 15 s, and can be paused and resumed", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-playing", "true");
  await expect.poll(() => playingVideos(page)).toEqual(["hero-1"]);
  // Shown over the still only once it plays.
  await expect.poll(() => shownVideos(page)).toEqual(["hero-1"]);

  await page.clock.fastForward(HERO_ROTATION_MS);
  await expect(hero(page)).toHaveAttribute("data-active-video", "hero-2");
  await expect.poll(() => playingVideos(page)).toEqual(["hero-2"]);
  await page.clock.runFor(HERO_ROTATION_MS * 2);
  await expect(hero(page)).toHaveAttribute("data-active-video", "hero-1");

  const pause = page.getByRole("button", { name: "Pause background video" });
  await pause.focus();
  await page.keyboard.press("Enter");
  await expect(hero(page)).toHaveAttribute("data-playing", "false");
  await expect.poll(() => playingVideos(page)).toEqual([]);
  // Paused, the clip fades out: the still frame shows.
  await expect.poll(() => shownVideos(page)).toEqual([]);
  // Paused means still: no rotation either.
  await page.clock.runFor(HERO_ROTATION_MS * 2);
  await expect(hero(page)).toHaveAttribute("data-active-video", "hero-1");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Play background video" }).click();
  await expect.poll(() => playingVideos(page)).toEqual(["hero-1"]);
});

test("the hero's video stops when scrolled off screen and starts again on return", async ({
  page,
}) => {
  await page.goto("/");
  await expect.poll(() => playingVideos(page)).toEqual(["hero-1"]);
  await page.locator("#contactUs").scrollIntoViewIfNeeded();
  await expect(hero(page)).toHaveAttribute("data-playing", "false");
  await expect.poll(() => playingVideos(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => playingVideos(page)).toEqual(["hero-1"]);
});

test("under reduced motion the hero stays on its still frame unless the visitor asks for the video", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const play = page.getByRole("button", { name: "Play background video" });
  await expect(play).toBeVisible();
  await expect(hero(page)).toHaveAttribute("data-playing", "false");
  expect(await playingVideos(page)).toEqual([]);
  expect(await shownVideos(page)).toEqual([]);
  const still = hero(page).locator("img");
  await expect(still).toBeVisible();
  expect(await still.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
  await play.click();
  await expect.poll(() => playingVideos(page)).toEqual(["hero-1"]);
});

test("about us animates in once, when a fifth of it is on screen; not under reduced motion", async ({
  page,
}) => {
  await page.goto("/");
  const about = page.locator("#aboutUs");
  await expect(about).toHaveAttribute("data-reveal", "hidden");
  await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.5));
  await expect(about).toHaveAttribute("data-reveal", "shown");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.5));
  await expect(about).toHaveAttribute("data-reveal", "shown");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.locator("#aboutUs")).toHaveAttribute("data-reveal", "static");
});

test("the registration dialog's code loads only as the featured course nears the screen", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("registration-dialog-content")) chunks.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(chunks).toEqual([]);
  await page.locator("#confirmed-courses").scrollIntoViewIfNeeded();
  await expect.poll(() => chunks.length).toBe(1);
});

test("what sets us apart, the featured course's sample links and the upcoming cards without extras", async ({
  page,
}) => {
  await page.goto("/");
  const apart = page.getByRole("region", { name: "What Sets Us Apart" });
  await expect(apart.getByRole("listitem")).toHaveCount(4);

  const featured = page.locator("#confirmed-courses");
  await expect(featured.getByText("Featured Course", { exact: true })).toBeVisible();
  const sample = featured.getByRole("link", { name: /^Watch Sample/ });
  await expect(sample).toHaveAttribute(
    "href",
    "/course-player/ai-legal-tools-artificial-intelligence-law-cle",
  );
  await expect(featured.getByRole("link", { name: "Watch Preview" })).toHaveAttribute(
    "href",
    "/course-player/ai-legal-tools-artificial-intelligence-law-cle",
  );

  const upcoming = page.locator("#upcoming-courses li");
  await expect(upcoming).toHaveCount(3);
  // None of the optional extras (level, length, credit, price) is set for them.
  await expect(upcoming.getByRole("link")).toHaveCount(0);
  await sample.click();
  await expect(page).toHaveURL("/course-player/ai-legal-tools-artificial-intelligence-law-cle");
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`the whole home page at ${viewport.width} px`, () => {
    // The page's context is made at its size (as a visitor's window is), not
    // resized before the page opens. Now and then under CI's load one shift
    // was seen about 450 ms in, as if the first frame had another width: at
    // 1366 px the header 32 px taller and the heading smaller (the wide-screen
    // rules not applied); at 390 px the hero's text 114 px shorter (as on a
    // wider screen). Not reproduced here (46 loads beside busy cores, the first
    // frame's width always the one set), so the cause is not known; the
    // retries stay, and a retried pass is reported as flaky.
    test.use({ viewport });
    test.describe.configure({ retries: 2 });
    test(`at ${viewport.width} px the whole home page passes axe and nothing shifts while it loads and scrolls`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // Each shift with what moved, so a failure says where to look.
        const shifts: { value: number; moved: string[] }[] = [];
        (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
        const nameOf = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          const id = node.id ? `#${node.id}` : "";
          const classes = node.getAttribute("class")?.split(/\s+/).slice(0, 3).join(".") ?? "";
          return `${node.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              moved: (entry.sources ?? []).map(
                (source) =>
                  `${nameOf(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)})`,
              ),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/", { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
      // Scroll down a screen at a time, as a reader would, letting lazy parts arrive.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += viewport.height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.waitForLoadState("networkidle");
      // Back at the top: scrolled, axe counts a link the sticky header happens to cover
      // as a small target (a reader scrolls it out; focus scrolls past the header).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      const shifts = await page.evaluate(
        () =>
          (window as unknown as { layoutShifts: { value: number; moved: string[] }[] })
            .layoutShifts,
      );
      const shift = shifts.reduce((sum, entry) => sum + entry.value, 0);
      // "Good" cumulative layout shift is under 0.1; ours should be next to nothing.
      expect(shift, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
    });
  });
}
