// Account security facts that pages show and the auth server enforces.

/** How long a password-reset link works. */
export const RESET_PASSWORD_EXPIRES_MINUTES = 60;
/** How long an e-mail confirmation (or change-of-address) link works. */
export const VERIFICATION_EXPIRES_HOURS = 24;
/** Deleting the account needs a sign-in at most this old. */
export const FRESH_SESSION_MINUTES = 15;
