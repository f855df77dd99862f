import { test as base } from "@playwright/test";

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
});

export { expect } from "@playwright/test";
