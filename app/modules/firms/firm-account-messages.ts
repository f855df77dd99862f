// What the firm pages (create, members, invitations, joining, consent) say.

export const FIRM_ACCOUNT_MESSAGES = {
  created: (name: string) => `${name} is created. You are its administrator.`,
  billingSaved: "The firm's details are saved.",
  invited: (email: string) => `We sent an invitation to ${email}.`,
  resent: (email: string) => `We sent the invitation to ${email} again, with a new expiry date.`,
  canceled: (email: string) => `The invitation to ${email} is withdrawn.`,
  removed: (name: string) => `${name} is no longer a member of the firm.`,
  madeAdmin: (name: string) => `${name} is now an administrator of the firm.`,
  madeMember: (name: string) => `${name} is now a member (no longer an administrator).`,
  left: (firm: string) =>
    `You have left ${firm}. Your certificates, courses and credit tracker stay yours.`,
  consentGiven: "Your firm's administrators can now see your credit tracker's summary.",
  consentWithdrawn:
    "Your firm's administrators no longer see your credit tracker; they see only the courses the firm gave you.",
  joined: (firm: string) => `Welcome to ${firm}.`,

  alreadyInAFirm: "You already belong to a firm. Leave it before creating or joining another.",
  alreadyMember: "That person is already a member of the firm.",
  alreadyInvited: "That address already has an invitation waiting. Send it again instead.",
  invitationGone: "That invitation is no longer waiting: it was used, withdrawn or has expired.",
  memberGone: "That person is no longer a member of the firm.",
  lastAdministrator:
    "The firm needs an administrator. Name another administrator before you leave or step down.",
  notAllowed: "Only a firm's administrators can do this.",
  notAMember: "You are not a member of a firm.",
  notYourself: "Use Leave the firm to remove yourself.",
  emailNotVerified:
    "Confirm your e-mail address first: open the link we sent you when you signed up (the banner at the top can send it again), then open this invitation again.",
  invitationNotFound: "There is no such invitation. Check the link in your e-mail.",
  invitationUsed: "This invitation has already been used. Each invitation joins one person, once.",
  invitationWithdrawn:
    "This invitation was withdrawn by the firm. Ask its administrator for a new one.",
  invitationExpired: (day: string) =>
    `This invitation expired on ${day}. Ask the firm's administrator to send it again.`,
  wrongAddress: (email: string) =>
    `This invitation is for ${email}, not for the account you are signed in with. Sign out, then sign in or create an account with ${email}.`,
  alreadyInThisFirm: "You are already a member of this firm.",
  failed: "That did not work. Please try again in a minute.",
} as const;
