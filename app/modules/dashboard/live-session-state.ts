// A live registration as the dashboard shows it: where the session stands,
// whether its join link shows yet, and while its codes may be entered.

import { JOIN_OPENS_MINUTES, joinSessionPath } from "~/modules/attendance/join-path";

export type LiveRegistration = {
  sessionId: string;
  startsAt: Date;
  durationMinutes: number;
  /**
   * The site's link into the meeting (which records the join), once staff set
   * the meeting link and from a day before; the meeting's own address stays
   * on the server.
   */
  joinPath: string | null;
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
    joinPath:
      session.joinUrl &&
      now.getTime() >= startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 &&
      now < sessionEnd
        ? joinSessionPath(sessionId)
        : null,
    status: now < startsAt ? "upcoming" : now < sessionEnd ? "live" : "ended",
    codesOpen: now >= startsAt && now <= codesClose,
    codesClose,
  };
}
