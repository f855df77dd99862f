import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";

/**
 * The methods the site answers: pages and APIs take GET, HEAD and POST (and
 * an action may take PUT, PATCH or DELETE), the staff uploads (tus) OPTIONS,
 * PATCH and DELETE too. Any other method Node parses (TRACE, PROPFIND,
 * PURGE…) is answered 405 with `Allow` before a handler sees it: the Fetch
 * `Request` React Router builds refuses some of them (TRACE), which would be
 * an error. Methods Node's parser does not know (TRACK, lower-case `get`) it
 * answers 400 itself and closes the connection, before any of this.
 */
const ANSWERED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW = ANSWERED.join(", ");
const answered: ReadonlySet<string> = new Set(ANSWERED);
const MESSAGE = "This method is not used on this site.\n";

export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (answered.has(req.method)) {
      next();
      return;
    }
    res.status(405).setHeader("Allow", ALLOW).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(MESSAGE);
  };
}

/**
 * For a server's `connect` event: without a listener Node closes a CONNECT
 * request's connection unanswered; this answers it 405 and closes it.
 */
export function refuseConnect(_req: unknown, socket: Duplex): void {
  socket.on("error", () => {});
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(MESSAGE)}\r\nConnection: close\r\n\r\n${MESSAGE}`,
  );
}
