// Account security facts that pages show and the auth server enforces.

/** How long a password-reset link works. */
export const RESET_PASSWORD_EXPIRES_MINUTES = 60;
/** How long an e-mail confirmation (or change-of-address) link works. */
export const VERIFICATION_EXPIRES_HOURS = 24;
/** Deleting the account needs a sign-in at most this old. */
export const FRESH_SESSION_MINUTES = 15;
/** How long a firm's invitation link works. */
export const FIRM_INVITATION_EXPIRES_DAYS = 7;
/** The most members a firm can have. */
export const FIRM_MEMBERSHIP_LIMIT = 2000;
