/** What the attorney reads about attendance codes and certificates: one place for pages and tests. */
export const ATTENDANCE_MESSAGES = {
  codeRequired: "Enter the code shown or announced during the course.",
  codeAccepted: (entered: number, total: number) =>
    `Code accepted: ${entered} of ${total} collected.`,
  codeUnknown:
    "That code does not match any code shown to you in this course. Check it and try again.",
  codeAlreadyEntered: "You have already entered this code.",
  codeTooLate:
    "The time for entering this session's codes has passed, so the code cannot be accepted.",
  codeTooEarly: "This session has not started yet: enter its codes when they are announced.",
  tooManyAttempts: "Too many codes that did not match. Please wait ten minutes and try again.",
  notRegistered: "Register for this course to enter its attendance codes.",
} as const;
