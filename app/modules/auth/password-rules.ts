// The password rules as the forms show them and the auth server enforces
// them: zod-free, so the browser bundle can read them.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose another one.";

export const PASSWORDS_DIFFER_MESSAGE = "The passwords do not match.";
