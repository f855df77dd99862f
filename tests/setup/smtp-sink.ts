import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A text/calendar attachment, when there is one. */
  calendar: string;
  /** Every part sent as an attachment (content base64-encoded, as received). */
  attachments: ReceivedAttachment[];
  raw: string;
};

export type ReceivedAttachment = { filename: string; contentType: string; base64: string };

/**
 * A real SMTP server on loopback that keeps what it receives, for tests that
 * read mail the way a mailbox would.
 */
export async function startSmtpSink(
  port = 0,
  onMessage?: (email: ReceivedEmail) => void,
): Promise<{
  url: string;
  port: number;
  messages: ReceivedEmail[];
  waitFor(predicate: (email: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  stop(): Promise<void>;
}> {
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const email = {
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        };
        messages.push(email);
        onMessage?.(email);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader: enough for what nodemailer sends (multipart/alternative,
// quoted-printable or base64 parts, encoded-word subjects).
function parseMessage(raw: string): {
  subject: string;
  text: string;
  html: string;
  calendar: string;
  attachments: ReceivedAttachment[];
} {
  const [head = "", body = ""] = splitOnce(raw, /\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const subject = decodeWords(headers.subject ?? "");
  const attachments: ReceivedAttachment[] = [];
  const parts = collectParts(headers, body, attachments);
  return {
    subject,
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
    calendar: parts["text/calendar"] ?? "",
    attachments,
  };
}

function splitOnce(text: string, separator: RegExp): [string, string] {
  const match = separator.exec(text);
  if (!match) return [text, ""];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  attachments: ReceivedAttachment[],
): Record<string, string> {
  const type = headers["content-type"] ?? "text/plain";
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "";
    const base64 =
      (headers["content-transfer-encoding"] ?? "").toLowerCase() === "base64"
        ? body.replace(/\s+/g, "")
        : Buffer.from(body).toString("base64");
    attachments.push({ filename, contentType: type.split(";")[0]?.trim() ?? "", base64 });
    if (!type.startsWith("text/calendar")) return {};
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const result: Record<string, string> = {};
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const [partHead = "", partBody = ""] = splitOnce(part.replace(/^\r?\n/, ""), /\r?\n\r?\n/);
      Object.assign(result, collectParts(parseHeaders(partHead), partBody, attachments));
    }
    return result;
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return {
    [type.split(";")[0]?.trim().toLowerCase() ?? "text/plain"]: decoded
      .replace(/\r\n/g, "\n")
      .trim(),
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
