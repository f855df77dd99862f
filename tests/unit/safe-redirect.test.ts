import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/payment?course=x#top", "/payment?course=x#top"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "dashboard",
    "",
    null,
    undefined,
    "/\u0000x",
    "/.//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
  ])("falls back for %s", (input) => {
    expect(safeRedirectPath(input)).toBe("/dashboard");
  });
});
