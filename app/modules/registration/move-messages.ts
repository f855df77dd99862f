/** What moving a place to another live session answers when it cannot (attendee and staff). */
export const MOVE_MESSAGES = {
  noRegistration: "This registration no longer exists.",
  noSession: "That session no longer exists. Reload the page to see the sessions open now.",
  changed:
    "This registration changed a moment ago (its session was moved or cancelled). Reload the page and choose again.",
  hasSession: "Your registration already has a live session.",
  otherCourse: "That session belongs to another course: choose one of this course's sessions.",
  sameSession: "The place is already in that session.",
  oldStarted:
    "Their session has started: the place stays with it, since attendance there may be recorded.",
  cancelled: "That session is cancelled. Choose another one.",
  notUpcoming: "That session has started or ended. Choose an upcoming one.",
  full: "That session has just filled up: its last seat went to someone else. Choose another session.",
  moved: "Done: the place is in the new session, and the attendee has been mailed the new invite.",
  chosen:
    "Your place is in the session you chose. The confirmation with the calendar invite is on its way.",
} as const;
