// What the live session page offers without zod: the schemas in
// session-forms.ts build on these.

/** What the staff member may do to one session's registrations when cancelling it. */
export const CANCEL_CHOICES = {
  keep: "Keep their places: they stay registered for the course and choose another session on their dashboard (or watch on demand)",
  refund: "Refund paid seats in full and end every registration",
} as const;
export type CancelChoice = keyof typeof CANCEL_CHOICES;
