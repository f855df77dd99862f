// The firm forms' names, limits and typed values: what the pages need without
// zod, which only the actions (on the server) run.

export const FIRM_FIELD_LIMITS = {
  nameMax: 200,
  billingContactMax: 200,
  billingAddressMax: 1000,
} as const;

/** What was typed in the firm's details, sent back with field messages after a refused post. */
export type FirmDetailsValues = {
  name: string;
  billingContact: string;
  billingEmail: string;
  billingAddress: string;
};

/** The answers to "Share your compliance with the firm's administrators?". */
export const CONSENT_CHOICES = [
  {
    value: "yes",
    label: "Yes, share my compliance",
    hint: "Administrators see your states, credits earned and needed, your next deadline and whether you are on track.",
  },
  {
    value: "no",
    label: "No, keep it to myself",
    hint: "Administrators see only the courses the firm gives you and whether you completed them.",
  },
] as const;
