// The enquiry form's names, limits and typed values: what the page needs without
// zod, which only the action (on the server) runs.

/** Limits the form shows (maxLength, min/max) and the server enforces. */
export const TEAM_ENQUIRY_LIMITS = {
  firmNameMax: 200,
  attorneysMin: 1,
  attorneysMax: 100_000,
  messageMax: 4000,
} as const;

/** The checkbox group's field name: it is read as a list. */
export const STATES_FIELD = "states";

/** What the visitor typed, sent back with field messages so a post without script keeps it. */
export type TeamEnquiryValues = {
  firmName: string;
  contactName: string;
  email: string;
  phone: string;
  attorneys: string;
  states: string[];
  message: string;
};
