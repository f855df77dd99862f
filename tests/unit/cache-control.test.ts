import { describe, expect, it } from "vitest";
import { applyCacheControl, PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/auth/cache-control";

const cacheControl = (method: string, status = 200) => {
  const headers = new Headers();
  applyCacheControl(new Request("http://localhost/", { method }), status, headers);
  return headers.get("Cache-Control");
};

describe("a page's Cache-Control", () => {
  it("lets a shared cache keep a signed-out visitor's page a short while", () => {
    expect(cacheControl("GET")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(cacheControl("HEAD")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("keeps private the page that answers a form posted without script, and every error", () => {
    expect(cacheControl("POST")).toBe("private, no-store");
    expect(cacheControl("GET", 404)).toBe("private, no-store");
  });
});
