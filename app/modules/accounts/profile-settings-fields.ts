// What the Profile Settings page needs of its forms without zod (which only
// the action, on the server, runs).

/** The page's forms: each posts its name as `intent`. */
export type ProfileSettingsIntent =
  | "profile"
  | "add-bar"
  | "remove-bar"
  | "change-email"
  | "change-password";
