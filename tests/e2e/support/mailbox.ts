import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReceivedEmail } from "../../setup/smtp-sink";

type Email = Omit<ReceivedEmail, "raw">;

/**
 * Waits for a message to `to` (optionally matching the subject, and holding
 * `containing` in its text: another test may mail the same address the same
 * kind of message) in the suite's SMTP server.
 */
export async function waitForEmail(
  to: string,
  subject?: RegExp,
  timeoutMs = 15_000,
  containing?: string,
): Promise<Email> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll(dir).find(
      (email) =>
        email.to.includes(to.toLowerCase()) &&
        (!subject || subject.test(email.subject)) &&
        (containing === undefined || email.text.includes(containing)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no e-mail to ${to}${subject ? ` matching ${subject}` : ""}${containing ? ` holding "${containing}"` : ""} within ${timeoutMs} ms`,
  );
}

export function emailsTo(to: string): Email[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set");
  return readAll(dir).filter((email) => email.to.includes(to.toLowerCase()));
}

function readAll(dir: string): Email[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Email);
}

/** The first link in the message's text that starts with `prefix`. */
export function linkIn(email: Email, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s\\]>)"]+`).exec(email.text);
  if (!match) throw new Error(`no link starting ${prefix} in: ${email.text}`);
  return match[0];
}
