import { describe, expect, it } from "vitest";
import { safeRedirectPath, sameOriginPath } from "~/lib/safe-redirect";
import { pathWithoutTrailingSlash } from "../../server/drop-trailing-slash";

/** Every trick we know that turns a "path" into another site. */
const OFF_SITE = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/./\\evil.example",
  "/.\\/evil.example",
  "/%2e//evil.example",
  "/%2E/%2e//evil.example",
  "/%2e%2e//evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000x",
  "/\u007f/evil.example",
  " //evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example/",
  "HTTPS://evil.example/",
  "http://site.invalid/dashboard",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  `/${"a".repeat(2048)}`,
];

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/payment?course=x#top", "/payment?course=x#top"],
    // Resolved before it is returned: nothing left for a client to resolve differently.
    ["/courses/../payment?course=x", "/payment?course=x"],
    ["/./dashboard", "/dashboard"],
    ["/a\\b", "/a/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/search?q=//evil.example", "/search?q=//evil.example"],
  ])("keeps the same-site path %s as %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([...OFF_SITE, "dashboard", "", null, undefined, 42, {}])("falls back for %j", (input) => {
    expect(safeRedirectPath(input)).toBe("/dashboard");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
  });
});

describe("sameOriginPath", () => {
  const site = "https://cle.example";

  it.each([
    ["/reset-password?token=t", "/reset-password?token=t"],
    ["https://cle.example/reset-password?token=t", "/reset-password?token=t"],
    ["https://CLE.example:443/dashboard#x", "/dashboard#x"],
    ["/./dashboard?error=X", "/dashboard?error=X"],
  ])("keeps %s as %s", (location, expected) => {
    expect(sameOriginPath(location, site, "/")).toBe(expected);
  });

  // Relative ones ("%2F%2Fx", "https:x" on an https site) resolve on the site; the rest do not.
  const offSite = OFF_SITE.filter((value) => !/^(%2f|https:(?!\/\/)|http:\/\/site)/i.test(value));

  it("resolves a scheme-relative https: target on the site only when the site is https", () => {
    expect(sameOriginPath("https:evil.example", site, "/")).toBe("/evil.example");
    expect(sameOriginPath("https:evil.example", "http://localhost:3000", "/")).toBe("/");
  });

  it.each([
    ...offSite,
    "http://cle.example/dashboard",
    "https://cle.example.evil.example/",
    "https://cle.example@evil.example/",
    "//cle.example.evil.example/",
  ])("replaces %j", (location) => {
    expect(sameOriginPath(location, site, "/")).toBe("/");
  });
});

describe("the trailing-slash redirect's path", () => {
  it.each([
    ["/courses/", "/courses"],
    ["/courses///", "/courses"],
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/\\/evil.example/", "/evil.example"],
    ["/.//evil.example/", "/evil.example"],
    ["/..//evil.example/", "/evil.example"],
    ["/a/..//evil.example/", "/evil.example"],
    ["/%2e//evil.example/", "/evil.example"],
    ["/%2e%2e/%2e%2e//evil.example/", "/evil.example"],
    ["/a/../", "/"],
  ])("%s leads to %s", (input, expected) => {
    expect(pathWithoutTrailingSlash(input)).toBe(expected);
  });
});
