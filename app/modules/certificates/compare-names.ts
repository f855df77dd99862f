import { UNDECOMPOSABLE_LETTERS } from "~/lib/plain-letters";

/** A name as typed, compared without case, accents, punctuation or extra spaces. */
export function comparableName(name: string): string {
  return (
    [...name.normalize("NFKD").replace(/\p{Mn}/gu, "")]
      .map((char) => UNDECOMPOSABLE_LETTERS[char] ?? char)
      .join("")
      .toLowerCase()
      // Letters and digits only: "O'Neil", "O’Neil", "O Neil" and "ONeil" are one name.
      .replace(/[^\p{L}\p{N}]+/gu, "")
  );
}
