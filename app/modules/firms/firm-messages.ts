// What firm pages and the auth server say to people about firms.
export const FIRM_MESSAGES = {
  alreadyInAFirm: "You already belong to a firm. Leave it before joining another.",
} as const;
