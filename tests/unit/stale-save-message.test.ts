import { describe, expect, it } from "vitest";
import { formatMoment } from "~/lib/format";
import { VIEWER_TIME_ZONE_COOKIE, viewerTimeZone } from "~/lib/viewer-time-zone";
import { goneMessage, staleSaveMessage } from "~/modules/staff/stale-save-message";

const request = (cookie?: string) =>
  new Request("http://localhost/staff", cookie ? { headers: { Cookie: cookie } } : {});

describe("the stale-save refusal", () => {
  const at = new Date("2026-12-04T20:42:00Z");

  it("names who saved and when, in the reader's time zone", () => {
    expect(staleSaveMessage("course", { by: "ana@example.com", at }, "America/Chicago")).toBe(
      "Not saved: ana@example.com changed this course at 2:42 PM CST on December 4, 2026. The page now shows their version; make your change again if it is still needed.",
    );
    expect(staleSaveMessage("faculty", { by: null, at }, "Europe/Berlin")).toMatch(
      /^Not saved: someone changed this profile at 9:42 PM GMT\+1 on December 4, 2026\./,
    );
  });

  it("gives the date in the reader's zone when it differs from UTC's", () => {
    expect(formatMoment(new Date("2026-07-01T02:30:00Z"), "America/Los_Angeles")).toBe(
      "7:30 PM PDT on June 30, 2026",
    );
  });

  it("says which record is gone", () => {
    expect(goneMessage("inbox-item")).toBe("This item is no longer in the inbox.");
    expect(goneMessage("live-session")).toBe("This session no longer exists.");
  });
});

describe("the reader's time zone", () => {
  it("comes from the console's cookie", () => {
    expect(viewerTimeZone(request(`a=1; ${VIEWER_TIME_ZONE_COOKIE}=Asia%2FTokyo; b=2`))).toBe(
      "Asia/Tokyo",
    );
  });

  it("falls back to the schedule's zone without the cookie or with a name the runtime does not know", () => {
    expect(viewerTimeZone(request())).toBe("America/New_York");
    expect(viewerTimeZone(request(`${VIEWER_TIME_ZONE_COOKIE}=Mars%2FOlympus`))).toBe(
      "America/New_York",
    );
    expect(viewerTimeZone(request(`${VIEWER_TIME_ZONE_COOKIE}=%E0%A4%A`))).toBe("America/New_York");
    expect(viewerTimeZone(request(`${VIEWER_TIME_ZONE_COOKIE}=${"A".repeat(100)}`))).toBe(
      "America/New_York",
    );
  });
});
