import { randomInt } from "node:crypto";
import { CODE_ALPHABET } from "~/modules/attendance/checkpoint-placement";

/** "LX-7K2M-9QDP-4HTA": public, unguessable, easy to read out. */
export function newCertificateId(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `LX-${group()}-${group()}-${group()}`;
}

const CERTIFICATE_ID_PATTERN = /^LX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** A certificate number as printed, or null when what was typed cannot be one. */
export function printedCertificateId(typed: string): string | null {
  // Read out or typed by hand, the number may come in lower case.
  const id = typed.trim().toUpperCase();
  return CERTIFICATE_ID_PATTERN.test(id) ? id : null;
}
