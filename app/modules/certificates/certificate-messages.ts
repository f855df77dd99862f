/** What the attorney reads when affirming attendance: one place for pages and tests. */
export const CERTIFICATE_MESSAGES = {
  notEligible: "You cannot affirm attendance for this course yet.",
  notRegistered:
    "You are not registered for this course. Register for it, watch it and enter its codes to get a certificate.",
  chooseState: "Choose at least one state for your certificate.",
  unknownState: "This course is not offered for credit in one of the states you chose.",
  typeName: "Type your full name to sign the affirmation.",
  mustAffirm: "Tick the box to affirm your attendance.",
  nameMismatch: (accountName: string) =>
    `Type your name as it is in your profile: ${accountName}. To have another name on the certificate, change it in Profile Settings first.`,
} as const;
