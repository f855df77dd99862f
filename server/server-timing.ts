import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * `Server-Timing: app;dur=<ms>` on every response: the time from the
 * request's arrival to its headers, which for a page is its loaders and its
 * render, without the network (`npm run bench`'s scale pass reads it). Set
 * just before the headers go, so it costs one clock reading at each end.
 */
export function serverTiming(): RequestHandler {
  return (_req, res, next) => {
    const started = process.hrtime.bigint();
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        this.setHeader("Server-Timing", `app;dur=${ms.toFixed(1)}`);
      }
      // writeHead's overloads take what was given to it, as it was given.
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
