// What the accreditation fields show without zod: the schema in
// accreditation-forms.ts builds on these.

/** A state's accreditation status, as the course editor and the accreditation page offer it. */
export const ACCREDITATION_CHOICES = {
  none: "Not applied for",
  pending: "Applied for",
  approved: "Approved",
  denied: "Denied",
} as const;
export type AccreditationChoice = keyof typeof ACCREDITATION_CHOICES;
