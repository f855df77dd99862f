import { FIRM_INVITATION_EXPIRES_DAYS } from "~/modules/auth/auth-constants";

// What the firm pages of the staff console say about their actions.
export const STAFF_FIRM_MESSAGES = {
  noFirm: "No firm has this id.",
  noInvitation: "This firm has no such invitation: reload the page.",
  notPending: "This invitation was already accepted, declined or cancelled: reload the page.",
  expired: "This invitation has expired: extend it first, then send it again.",
  extended: (until: string) =>
    `The invitation now works until ${until} (${FIRM_INVITATION_EXPIRES_DAYS} days from today). Resend it if the invitee needs the link again.`,
  resent: (email: string) => `The invitation is sent again to ${email}.`,
  noted: "The note is added.",
} as const;
