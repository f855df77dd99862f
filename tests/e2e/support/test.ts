import { test as base, expect, type Page } from "@playwright/test";

// Each test appears to come from its own client address. The e2e server runs
// with TRUST_PROXY=loopback, so X-Forwarded-For from this machine is believed,
// as it would be from a real reverse proxy; per-IP rate limits then apply per
// test instead of to the whole suite.
let counter = 0;
export function clientAddress(): string {
  counter += 1;
  const n = (process.pid * 7919 + counter) % 65_000;
  return `198.18.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

/**
 * Resolves once React has hydrated the page (`data-hydrated` on <html>):
 * pages paint before their scripts load (decision 0015), so a click that
 * comes earlier can meet a button that does nothing yet. At once on a
 * document that is not one of the app's pages, or where script is off.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
  );
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress() });
  },
  // Any script error in the page, or any console error other than the
  // browser's own note about an HTTP error status, fails the test.
  // page.goto and page.reload return once the page has hydrated.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (
        /^Failed to load resource: the server responded with a status of (4\d\d)/.test(
          message.text(),
        )
      )
        return;
      problems.push(`console error: ${message.text()}`);
    });
    await use(page);
    expect(problems, "errors in the browser").toEqual([]);
  },
});

export { expect };
