/** Spec §8: what the registration dialog says (server and page read them here). */
export const REGISTRATION_MESSAGES = {
  signedOut: "You must be logged in to register for this course.",
  alreadyRegistered: (courseName: string) =>
    `You are already registered for the course "${courseName}"`,
  duplicateBeforeWrite: (courseName: string) =>
    `User is already registered for course: ${courseName}`,
  failure: "An error occurred during registration. Please try again.",
  success: "You have successfully registered for this course!",
  alreadyRegisteredView: "You are already registered for this course!",
  notOpen: "This course is not open for registration.",
  liveFull:
    "The live webcast is full. Untick “attend the live webcast” to register for the recording.",
} as const;

/** Spec §9: the success message closes the dialog after this long. */
export const REGISTRATION_AUTO_CLOSE_MS = 2000;
