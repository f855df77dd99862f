/** Spec §8, account deletion, plus our own checks (shown by the page, returned by the server). */
export const DELETE_ACCOUNT_MESSAGES = {
  notSignedIn: "You must be logged in to delete your account",
  notThisAccount:
    "Cannot delete authentication account because you are not currently signed in with this account",
  needsRecentLogin: "For security, please sign out and sign in again before deleting your account",
  authDeletionFailed:
    "Failed to delete Authentication account. You may need to sign in again before deleting.",
  wrongPassword: "The password is incorrect.",
  lastAdministrator:
    "You are the only administrator of the staff console: grant the administrator role to someone else before deleting your account.",
  lastFirmAdministrator:
    "You are your firm's only administrator: name another administrator on the firm's Members page before deleting your account.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
} as const;
