import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { scheduleSessionSchema, skippedTimeMessage } from "~/modules/live-sessions/session-forms";

const form = (day: string, time: string, timeZone = "America/New_York") => ({
  courseId: SPLASH_COURSE_ID,
  day,
  time,
  timeZone,
  durationMinutes: "60",
  capacity: "40",
  presenter: "",
  label: "",
  joinUrl: "",
});

describe("a session's start, read in the zone staff choose", () => {
  it("refuses a time in the hour the clocks skip, on the time field", () => {
    // Daylight saving starts on 14 March 2027 in New York: 2:00 becomes 3:00.
    const result = scheduleSessionSchema.safeParse(form("2027-03-14", "02:30"));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["time"], message: skippedTimeMessage("02:30") }),
    ]);
    // Arizona keeps standard time all year: the same wall clock exists there.
    expect(
      scheduleSessionSchema.safeParse(form("2027-03-14", "02:30", "America/Phoenix")).success,
    ).toBe(true);
  });

  it("takes the hours either side of the change, and the repeated hour once", () => {
    const at = (day: string, time: string) => {
      const result = scheduleSessionSchema.safeParse(form(day, time));
      if (!result.success) throw new Error(result.error.message);
      return result.data.startsAt.toISOString();
    };
    expect(at("2027-03-14", "01:59")).toBe("2027-03-14T06:59:00.000Z");
    expect(at("2027-03-14", "03:00")).toBe("2027-03-14T07:00:00.000Z");
    // When the clocks go back (7 November 2027), 1:30 happens twice: the first (EDT).
    expect(at("2027-11-07", "01:30")).toBe("2027-11-07T05:30:00.000Z");
    expect(at("2027-11-07", "13:00")).toBe("2027-11-07T18:00:00.000Z");
  });
});
