import { describe, expect, it } from "vitest";
import { buildIcs } from "~/modules/calendar/ics";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";

describe("buildIcs", () => {
  const ics = buildIcs(
    {
      uid: "u1_course@lexedgecle.com",
      start: new Date("2027-05-02T17:00:00Z"),
      durationMinutes: 60,
      summary: "AI and the Law: Essential Tools, Tactics; and more",
      description:
        "Line one\nLine two with a very long text that goes on and on so that the line must be folded somewhere",
      url: "http://localhost:3000/dashboard",
      organizerName: "LexEdge CLE",
      organizerEmail: "support@lexedgecle.com",
    },
    new Date("2026-11-22T00:00:00Z"),
  );

  it("writes UTC times, the end from the duration, and CRLF line ends", () => {
    expect(ics).toContain("DTSTART:20270502T170000Z\r\n");
    expect(ics).toContain("DTEND:20270502T180000Z\r\n");
    expect(ics).toContain("DTSTAMP:20261122T000000Z\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(ics).toContain("SUMMARY:AI and the Law: Essential Tools\\, Tactics\\; and more");
    expect(ics).toContain("Line one\\nLine two");
    for (const line of ics.split("\r\n"))
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});

describe("liveWebcastInvite", () => {
  it("is the registration's event, with the registration e-mail's text", () => {
    const invite = liveWebcastInvite({
      registrationId: "u1_course",
      courseName: "AI and the Law",
      session: { startsAt: new Date("2027-05-02T17:00:00Z"), durationMinutes: 60, sequence: 0 },
      sequenceOffset: 0,
      baseUrl: "http://localhost:3000",
      organizerEmail: "support@lexedgecle.com",
    });
    expect(invite.filename).toBe("live-webcast.ics");
    expect(invite.content).toContain("METHOD:PUBLISH\r\n");
    expect(invite.content).toContain("SEQUENCE:0\r\n");
    expect(invite.content).toContain("UID:u1_course@localhost\r\n");
    expect(invite.content).toContain("SUMMARY:AI and the Law (live webcast)\r\n");
    expect(invite.content.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Your registration with LexEdge CLE. The link to join is sent before the session.",
    );
  });
});

describe("a moved or cancelled session's invite", () => {
  const invite = (sequence: number, cancelled?: boolean, sequenceOffset = 0) =>
    liveWebcastInvite({
      registrationId: "u1_course",
      courseName: "AI and the Law",
      session: { startsAt: new Date("2027-05-09T17:00:00Z"), durationMinutes: 90, sequence },
      sequenceOffset,
      baseUrl: "http://localhost:3000",
      organizerEmail: "support@lexedgecle.com",
      cancelled,
    });

  it("keeps the event's UID and raises its SEQUENCE, so calendars move the event", () => {
    const moved = invite(2).content;
    expect(moved).toContain("UID:u1_course@localhost\r\n");
    expect(moved).toContain("SEQUENCE:2\r\n");
    expect(moved).toContain("DTSTART:20270509T170000Z\r\n");
    expect(moved).toContain("DTEND:20270509T183000Z\r\n");
    expect(moved).not.toContain("STATUS:CANCELLED");
  });

  it("adds the registration's offset, so a place moved to a session of lower count still rises", () => {
    // Last sent: SEQUENCE 4 for the old session; the new session's own count is 1.
    expect(invite(1, false, 4).content).toContain("SEQUENCE:5\r\n");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED", () => {
    const cancelled = invite(3, true);
    expect(cancelled.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled.content).toContain("METHOD:CANCEL\r\n");
    expect(cancelled.content).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled.content).toContain("SEQUENCE:3\r\n");
  });
});
