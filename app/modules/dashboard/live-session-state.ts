// A live registration as the dashboard shows it: where the session stands,
// whether its join link shows yet, and while its codes may be entered.

/** How long before a live session its join link and code entry open on the dashboard. */
const JOIN_OPENS_MINUTES = 24 * 60;

export type LiveRegistration = {
  sessionId: string;
  startsAt: Date;
  durationMinutes: number;
  /** The join link, once staff set it and from a day before. */
  joinUrl: string | null;
  status: "upcoming" | "live" | "ended";
  /** Codes may be entered from the start until the course's window closes. */
  codesOpen: boolean;
  codesClose: Date;
  codes: { entered: number; total: number };
};

/**
 * Where the session stands at `now` (its codes are added by the caller); null
 * when the registration has no session.
 */
export function liveSessionState(
  session: {
    sessionId: string | null;
    startsAt: Date | null;
    durationMinutes: number | null;
    /** The course's time for entering codes after the session ends. */
    codeWindowMinutes: number;
    joinUrl: string | null;
  },
  now: Date,
): Omit<LiveRegistration, "codes"> | null {
  const { sessionId, startsAt, durationMinutes } = session;
  if (!sessionId || !startsAt || durationMinutes === null) return null;
  const sessionEnd = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const codesClose = new Date(sessionEnd.getTime() + session.codeWindowMinutes * 60_000);
  return {
    sessionId,
    startsAt,
    durationMinutes,
    joinUrl:
      session.joinUrl &&
      now.getTime() >= startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 &&
      now < sessionEnd
        ? session.joinUrl
        : null,
    status: now < startsAt ? "upcoming" : now < sessionEnd ? "live" : "ended",
    codesOpen: now >= startsAt && now <= codesClose,
    codesClose,
  };
}
