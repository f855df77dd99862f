import { describe, expect, it } from "vitest";
import { hasSessionCookie, sessionCookieValue } from "~/modules/auth/cookie-names";

// The remembered-session key is every session cookie a request carries, so a
// request is never answered from memory for cookies better-auth did not check.
describe("the session cookie key", () => {
  it("is every session cookie in the header, by name and value", () => {
    expect(sessionCookieValue("a=1; lexedge.session_token=abc.sig; b=2")).toBe(
      "lexedge.session_token=abc.sig",
    );
    expect(
      sessionCookieValue("lexedge.session_token=guess; __Secure-lexedge.session_token=mine.sig"),
    ).toBe("lexedge.session_token=guess; __Secure-lexedge.session_token=mine.sig");
  });

  it("is null without a session cookie, or with an empty one", () => {
    expect(sessionCookieValue(null)).toBeNull();
    expect(sessionCookieValue("other=1")).toBeNull();
    expect(sessionCookieValue("lexedge.session_token=")).toBeNull();
    expect(sessionCookieValue("notlexedge.session_token=abc")).toBeNull();
    expect(hasSessionCookie("lexedge.session_token=abc")).toBe(true);
  });
});
