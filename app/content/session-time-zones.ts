/**
 * The time zones staff schedule live sessions in (the United States'). A
 * session's time is stored in UTC; the zone says how staff entered it and is
 * offered again when they edit it. The public site shows every session in
 * SCHEDULE_TIME_ZONE (site.ts), as the spec's dates do.
 */
export const SESSION_TIME_ZONES = [
  { id: "America/New_York", label: "Eastern (New York)" },
  { id: "America/Chicago", label: "Central (Chicago)" },
  { id: "America/Denver", label: "Mountain (Denver)" },
  { id: "America/Phoenix", label: "Mountain, no daylight saving (Phoenix)" },
  { id: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { id: "America/Anchorage", label: "Alaska (Anchorage)" },
  { id: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
] as const;

export type SessionTimeZone = (typeof SESSION_TIME_ZONES)[number]["id"];
