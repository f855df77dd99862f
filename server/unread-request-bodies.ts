import type { RequestHandler } from "express";

/**
 * A request answered before its body was read (too large, refused, sent to
 * log in, not found) leaves the unread bytes in front of the next request on
 * the same kept-alive connection. Node discards them itself only when nothing
 * has started reading; once a handler has read part of a body and stopped,
 * the connection would wait for the rest forever, and the next request on it
 * would get no answer.
 *
 * After such an answer the rest of the body is read and thrown away, up to
 * `maxDrainBytes`; a larger one (announced or found) closes the connection
 * instead, with `Connection: close` on the answer when its length is known.
 */
export function unreadRequestBodies(options: { maxDrainBytes?: number } = {}): RequestHandler {
  const maxDrainBytes = options.maxDrainBytes ?? 16 * 1024 * 1024;
  return (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && !(length > 0)) {
      next();
      return;
    }
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && length > maxDrainBytes) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      if (length > maxDrainBytes) {
        req.socket.destroySoon();
        return;
      }
      let drained = 0;
      // Whoever stopped reading no longer wants the bytes.
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > maxDrainBytes) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}
