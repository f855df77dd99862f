import commonPasswordList from "./data/common-passwords.txt?raw";

const COMMON_PASSWORDS = new Set(
  commonPasswordList
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith("#")),
);

/** True when the password is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
