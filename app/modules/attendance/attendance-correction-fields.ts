// What staff may decide about one attendee's attendance, as the correction
// form shows it (docs/decisions/0026-attendance-corrections.md), without zod:
// the schema in attendance-corrections.ts builds on these.

export const CORRECTION_OUTCOMES = ["attended", "partial", "not-attended"] as const;
export type CorrectionOutcome = (typeof CORRECTION_OUTCOMES)[number];

export const CORRECTION_OUTCOME_LABELS: Record<CorrectionOutcome, string> = {
  attended: "Attended in full",
  partial: "Attended part",
  "not-attended": "Attendance not accepted",
};

export const CORRECTION_OUTCOME_HINTS: Record<CorrectionOutcome, string> = {
  attended:
    "The evidence shows the whole program was attended although the record is short (a lost connection, a code that could not be entered): full credit.",
  partial:
    "Part of the program was attended: credit in proportion, rounded down to a quarter hour.",
  "not-attended":
    "The recorded attendance does not stand (codes shared, someone else attended): no credit, and any certificate is revoked.",
};

/** A correction's subject: the attendee's live session, or the on-demand lecture. */
export const ON_DEMAND_SUBJECT = "on-demand";
