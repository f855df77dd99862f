/** How long a freed seat is held for the person offered it (less when the session starts sooner). */
export const OFFER_HOLD_HOURS = 24;

/** Until when an offer made at `now` holds its seat: the hold, or the session's start if sooner. */
export function offerExpiry(now: Date, startsAt: Date): Date {
  const held = now.getTime() + OFFER_HOLD_HOURS * 60 * 60_000;
  return new Date(Math.min(held, startsAt.getTime()));
}

/** "1st", "2nd", "3rd", "11th": a place on the list in words. */
export function ordinalPlace(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ["th", "st", "nd", "rd"][place % 10] ?? "th";
  return `${place}${suffix}`;
}

/** Where an attorney sees, joins and leaves the waiting lists of a course's full sessions. */
export function waitingListPath(courseId: string): string {
  return `/courses/${courseId}/waiting-list`;
}

export const WAITING_LIST_MESSAGES = {
  joined: "You are on the waiting list. We will e-mail you if a seat frees.",
  left: "You have left the waiting list.",
  seatFree: "This session has a free seat: register for it instead.",
  alreadyRegistered: "You are already registered for this course.",
  notOpen: "This session is not taking a waiting list (it has started, or is cancelled).",
  noSession: "This session does not exist.",
  notOnList: "You are not on this session's waiting list.",
  staffMoved: "The waiting list is reordered.",
  staffRemoved: "The person is off the waiting list.",
  staffGone: "That entry is no longer on the list (it may have been offered a seat or left).",
  staffEdge: "That entry is already at that end of the list.",
} as const;
