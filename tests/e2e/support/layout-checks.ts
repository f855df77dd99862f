import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./test";

/** The widths the site is checked at: a phone (iPhone 12 to 15) and a common laptop. */
export const LAYOUT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/**
 * WCAG 2.5.8 (Target Size, Minimum): 24 × 24 CSS px, or, for a smaller
 * target, a 24 px circle around it that meets no other target nor another
 * small target's circle. (The criterion's inline exception is not taken: a
 * link in a sentence must be spaced too.)
 */
const MIN_TARGET_PX = 24;

/** What a target is: anything a pointer can activate. */
const TARGET_SELECTOR = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=menuitem]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=tab]",
].join(", ");

type TargetProblem = { target: string; width: number; height: number; near: string };

type LayoutFacts = {
  scrollWidth: number;
  innerWidth: number;
  targetsChecked: number;
  smallTargets: TargetProblem[];
  imagesWithoutSize: string[];
  imagesWithoutAlt: string[];
  imagesNotLoaded: string[];
};

/**
 * Scrolls the page through once, so sections and images that wait for the
 * visitor load, then back to the top, and waits for the images.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/** Reads the page's layout facts in the browser (the checks' evidence). */
function readLayout(page: Page): Promise<LayoutFacts> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const radius = minimum / 2;
      // Half a pixel for rounding: a box of 23.99 px is a box of 24.
      const slack = 0.5;

      const nameOf = (element: Element) => {
        const name =
          element.getAttribute("aria-label") ??
          element.textContent?.trim().replace(/\s+/g, " ") ??
          "";
        const kind =
          element.tagName === "INPUT"
            ? `input[type=${(element as HTMLInputElement).type}]`
            : element.tagName.toLowerCase();
        const id = element.id ? `#${element.id}` : "";
        return `${kind}${id} "${name.slice(0, 50)}"`;
      };

      /** Where the element is on screen, cut by ancestors that clip without scrolling. */
      const visibleRects = (element: Element): DOMRect[] => {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return [];
        let rects = Array.from(element.getClientRects()).filter(
          // A visually hidden element is a 1 × 1 px box: not a target anyone sees.
          (rect) => rect.width > 1 && rect.height > 1,
        );
        for (
          let ancestor = element.parentElement;
          ancestor && rects.length > 0;
          ancestor = ancestor.parentElement
        ) {
          const style = getComputedStyle(ancestor);
          const clips = (value: string) => value === "hidden" || value === "clip";
          if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
          const box = ancestor.getBoundingClientRect();
          rects = rects.filter(
            (rect) =>
              (!clips(style.overflowX) ||
                (rect.right > box.left + slack && rect.left < box.right - slack)) &&
              (!clips(style.overflowY) ||
                (rect.bottom > box.top + slack && rect.top < box.bottom - slack)),
          );
        }
        return rects;
      };

      /** A checkbox or radio button is its label too: a click on either works it. */
      const targetRects = (element: Element): DOMRect[] => {
        const own = visibleRects(element);
        const labels =
          element instanceof HTMLInputElement && element.labels ? Array.from(element.labels) : [];
        const labelRects = labels.flatMap((label) => visibleRects(label));
        if (own.length === 0 || labelRects.length === 0) return own;
        const all = [...own, ...labelRects];
        const left = Math.min(...all.map((rect) => rect.left));
        const top = Math.min(...all.map((rect) => rect.top));
        const right = Math.max(...all.map((rect) => rect.right));
        const bottom = Math.max(...all.map((rect) => rect.bottom));
        return [new DOMRect(left, top, right - left, bottom - top)];
      };

      const elements = Array.from(document.querySelectorAll(selector));

      const targets = elements.flatMap((element) =>
        element.closest("[inert]") ? [] : targetRects(element).map((rect) => ({ element, rect })),
      );
      const small = targets.filter(
        ({ rect }) => rect.width < minimum - slack || rect.height < minimum - slack,
      );
      const centre = (rect: DOMRect) => ({
        x: rect.left + rect.width / 2,
        y: rect.top + rect.height / 2,
      });
      const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
        Math.hypot(
          Math.max(rect.left - point.x, 0, point.x - rect.right),
          Math.max(rect.top - point.y, 0, point.y - rect.bottom),
        );
      // Targets nested in one another (a button in a link) are one target.
      const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
      /** The target the 24 px circle around an undersized one meets, if any. */
      const crowding = (target: (typeof targets)[number]) => {
        const point = centre(target.rect);
        return targets.find((other) => {
          if (related(target.element, other.element)) return false;
          if (distanceToRect(point, other.rect) < radius - slack) return true;
          if (!small.includes(other)) return false;
          const otherPoint = centre(other.rect);
          return Math.hypot(point.x - otherPoint.x, point.y - otherPoint.y) < minimum - slack;
        });
      };

      const smallTargets = small.flatMap((target) => {
        const near = crowding(target);
        if (!near) return [];
        return [
          {
            target: nameOf(target.element),
            width: Math.round(target.rect.width * 10) / 10,
            height: Math.round(target.rect.height * 10) / 10,
            near: nameOf(near.element),
          },
        ];
      });

      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        targetsChecked: targets.length,
        smallTargets,
        imagesWithoutSize: Array.from(document.images)
          .filter((image) => !image.hasAttribute("width") || !image.hasAttribute("height"))
          .map((image) => image.currentSrc || image.src),
        // alt="" marks a picture that adds nothing; no alt at all says nothing.
        imagesWithoutAlt: Array.from(document.images)
          .filter((image) => !image.hasAttribute("alt"))
          .map((image) => image.currentSrc || image.src),
        imagesNotLoaded: Array.from(document.images)
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      };
    },
    { selector: TARGET_SELECTOR, minimum: MIN_TARGET_PX },
  );
}

/**
 * The page at the viewport's width: a full-page screenshot attached to the
 * report, then (softly, so every page is reported) no sideways scroll, every
 * target at least 24 × 24 px or spaced as WCAG 2.5.8 allows, and every image
 * loaded, with its width and height and a text alternative (or alt="").
 */
export async function checkLayout(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The footer is loaded lazily: the page is whole once it is there.
  await page.locator("footer").first().waitFor();
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  const file = testInfo.outputPath(
    `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${width}.jpeg`,
  );
  await page.screenshot({
    path: file,
    fullPage: true,
    type: "jpeg",
    quality: 70,
    animations: "disabled",
  });
  await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: "image/jpeg" });

  const facts = await readLayout(page);
  expect
    .soft(facts.scrollWidth, `${name} at ${width} px scrolls sideways`)
    .toBeLessThanOrEqual(facts.innerWidth);
  // Never passes for want of targets: every page has at least its header's links.
  expect.soft(facts.targetsChecked, `${name} at ${width} px: targets checked`).toBeGreaterThan(0);
  expect.soft(facts.smallTargets, `${name} at ${width} px: targets under 24 × 24 px`).toEqual([]);
  expect
    .soft(facts.imagesWithoutSize, `${name} at ${width} px: images without width and height`)
    .toEqual([]);
  expect
    .soft(facts.imagesWithoutAlt, `${name} at ${width} px: images without a text alternative`)
    .toEqual([]);
  expect.soft(facts.imagesNotLoaded, `${name} at ${width} px: images not loaded`).toEqual([]);
}
