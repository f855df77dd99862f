import { test as base, expect } from "@playwright/test";

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

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress() });
  },
  // Any script error in the page, or any console error other than the
  // browser's own note about an HTTP error status, fails the test.
  page: async ({ page }, use) => {
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
