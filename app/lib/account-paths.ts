/** Where an e-mail confirmation link lands; the dashboard reads `verified` and `error`. */
export const VERIFIED_CALLBACK_PATH = "/dashboard?verified=1";
/** The set-new-password page a reset link leads to (better-auth adds ?token=…). */
export const RESET_PASSWORD_PATH = "/reset-password";
/** Where a confirmed change of e-mail address lands. */
export const EMAIL_CHANGED_CALLBACK_PATH = "/profile?emailChanged=1";
