import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import type { RequestHandler } from "express";

/**
 * Every request body (the staff uploads', mounted ahead, excepted) is read
 * whole here, in front of the request queue: a request takes one of the few
 * turns only once its body has arrived, so a client that sends slowly holds a
 * connection but never a turn that rendering needs. A body must arrive within
 * `graceMs` plus one second for every `minBytesPerSecond` bytes received (a
 * small form at once, an upload at a modest rate), or it is answered 408; one
 * over `maxBytes` (declared or found) is answered 413; and while bodies being
 * read hold `maxBufferedBytes` between them, the next is answered 503. Each
 * refusal closes its connection. React Router then reads the body from memory
 * (`requestWithReadBody`), so a route that stops reading at its own cap
 * answers 413 on a connection it can keep. See docs/architecture.md,
 * "Request path".
 */

export type BodyLimits = {
  /** The largest body read; a larger one is answered 413. */
  maxBytes: number;
  /** Bytes held by all the bodies being read at once; past it, 503. */
  maxBufferedBytes: number;
  /** How long any body may take, in milliseconds, before the rate applies. */
  graceMs: number;
  /** Each this many bytes received allow the body one more second. */
  minBytesPerSecond: number;
  /** How long a refused request's connection is still read, and what comes dropped, before it is closed. */
  lingerMs?: number;
};

// On the request itself, under a registered symbol: in development the
// launcher and the application are two module graphs (tsx and Vite), so
// module state would not be shared.
const READ_BODY = Symbol.for("lexedge-cle.read-request-body");
type WithReadBody = IncomingMessage & { [READ_BODY]?: Buffer };

const TOO_LARGE = "This request is larger than the site accepts.\n";
const TOO_SLOW = "This request's body arrived too slowly; please try again.\n";
const BUSY = "The site is very busy right now. Please try again in a few seconds.\n";

export function readRequestBodies(limits: BodyLimits): RequestHandler {
  const lingerMs = limits.lingerMs ?? 2000;
  // Bytes held by the bodies being read, all requests together.
  let buffered = 0;
  return (req, res, next) => {
    const chunked = req.headers["transfer-encoding"] !== undefined;
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!chunked && !(declared > 0)) {
      next();
      return;
    }
    if (!chunked && declared > limits.maxBytes) {
      refuse(req, res, 413, TOO_LARGE, lingerMs);
      return;
    }
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let held = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      buffered -= held;
      held = 0;
    };
    const stop = (status: number, message: string) => {
      settle();
      chunks.length = 0;
      refuse(req, res, status, message, lingerMs);
    };
    // What arrives after a refusal is read and dropped until the connection closes.
    const onData = (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limits.maxBytes) stop(413, TOO_LARGE);
      else if (buffered + chunk.length > limits.maxBufferedBytes) stop(503, BUSY);
      else {
        buffered += chunk.length;
        held += chunk.length;
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      if (settled) return;
      settle();
      req.off("data", onData);
      (req as WithReadBody)[READ_BODY] = Buffer.concat(chunks, size);
      next();
    };
    // The client went away before its body ended: nothing to answer.
    const onGone = () => {
      if (!settled) settle();
    };
    // The deadline moves with what has arrived: graceMs, plus a second per
    // minBytesPerSecond bytes. Checked when it falls due, not per chunk.
    const check = () => {
      const left = startedAt + limits.graceMs + (size / limits.minBytesPerSecond) * 1000;
      const wait = left - performance.now();
      if (wait > 0) timer = setTimeout(check, wait);
      else stop(408, TOO_SLOW);
    };
    let timer = setTimeout(check, limits.graceMs);
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onGone);
    req.once("close", onGone);
  };
}

/**
 * Answers a request whose body is refused, and closes its connection without
 * resetting it. Node ends a connection whose answer says `Connection: close`
 * with `destroySoon()`: the FIN, then at once the close, which resets the
 * connection if the client is still sending, and a client busy sending may
 * then never read the answer. Here the socket keeps reading (and dropping)
 * for `lingerMs` after the FIN, or until the client closes its side.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  lingerMs: number,
): void {
  const socket: Socket = req.socket;
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
  req.resume();
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (status === 503) res.setHeader("Retry-After", "5");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(message);
}

// Everything a request has as a readable stream (and event emitter), which a
// request handed over with its body read must take from that body instead.
const STREAM_MEMBERS: ReadonlySet<PropertyKey> = (() => {
  const members = new Set<PropertyKey>();
  for (let at: object | null = new Readable(); at && at !== Object.prototype; ) {
    for (const key of Reflect.ownKeys(at)) members.add(key);
    at = Object.getPrototypeOf(at);
  }
  members.delete("constructor");
  return members;
})();

/**
 * The request as React Router's adapter reads it: its headers, address and
 * the rest from the request, but its body, as a stream, from what
 * `readRequestBodies` read. Ending that stream early (a route that stops at
 * its own cap) then leaves the connection alone. The request itself when its
 * body was not read ahead (it had none).
 */
export function requestWithReadBody<R extends IncomingMessage>(req: R): R {
  const body = (req as WithReadBody)[READ_BODY];
  if (body === undefined) return req;
  const stream = Readable.from([body], { objectMode: false });
  return new Proxy(req, {
    get(target, key) {
      if (!STREAM_MEMBERS.has(key)) return Reflect.get(target, key, target);
      const value: unknown = Reflect.get(stream, key, stream);
      return typeof value === "function" ? value.bind(stream) : value;
    },
  });
}
