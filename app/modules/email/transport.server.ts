import nodemailer from "nodemailer";
import type { EmailAttachment } from "~/db/schema/email";

type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
};

/** Delivers one message or throws; the outbox worker decides about retries. */
export type MailTransport = {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
};

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Fail fast: the outbox retries later, so a hung server must not hold a worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        ...message,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          ...(file.encoding ? { encoding: file.encoding } : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
