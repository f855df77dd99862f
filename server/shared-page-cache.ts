import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";

/**
 * The rendered HTML of pages that are the same for every signed-out visitor,
 * kept in memory under the validator that already promises so (the ETag made
 * by shared-page-validators.ts: build, instance, data generation, minute).
 * A write to the catalogue moves the generation, so the next request renders
 * afresh; an entry is never served under another ETag.
 *
 * Only the CSP nonce differs between two such answers: the page is kept cut
 * at its nonce and each answer gets its own (a nonce is never reused). Pages
 * that set a cookie or answer anything but 200 are not kept. While one
 * request renders a page, others for the same page wait for it rather than
 * render it again. See docs/decisions/0016-shared-page-cache.md.
 */

/** Set by the validators on a shared page's response: its ETag. */
export const SHARED_PAGE_ETAG = "sharedPageEtag";

/** The render's state (`{ failed }`), set by the request handler (server/app.ts). */
export const RENDER_STATE = "renderState";

type Entry = { parts: string[]; headers: Array<[string, string | string[]]>; bytes: number };

type Options = { maxEntries?: number; maxBytes?: number; maxPageBytes?: number };

// The headers a kept page is answered with; everything else belongs to the
// one answer it came with (its CSP, its connection handling, its length).
const KEPT = new Set(["content-type", "cache-control", "vary", "content-language", "link"]);

export function sharedPageCache(options: Options = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 512 * 1024;
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;

  function keep(key: string, entry: Entry): void {
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.bytes;
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, value] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.bytes;
    }
  }

  function send(res: Response, entry: Entry, etag: string): void {
    const nonce = String(res.locals.cspNonce ?? "");
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", etag);
    res.status(200).end(entry.parts.join(nonce));
  }

  /** Tees the page as it is written and keeps it if it may be kept. */
  function capture(res: Response, onDone: (entry: Entry | undefined) => void): void {
    const nonce = String(res.locals.cspNonce ?? "");
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxPageBytes) tooBig = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      let entry: Entry | undefined;
      const type = String(res.getHeader("content-type") ?? "");
      const render = res.locals[RENDER_STATE] as { failed: boolean } | undefined;
      if (
        !tooBig &&
        render?.failed !== true &&
        nonce !== "" &&
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        type.startsWith("text/html")
      ) {
        const headers: Entry["headers"] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || !KEPT.has(name)) continue;
          headers.push([name, typeof value === "number" ? String(value) : value]);
        }
        entry = {
          parts: Buffer.concat(chunks).toString("utf8").split(nonce),
          headers,
          bytes: size,
        };
      }
      onDone(entry);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as typeof res.end;
    // A response cut short is not kept; those waiting render for themselves.
    res.once("close", () => {
      if (!res.writableFinished) onDone(undefined);
    });
  }

  const middleware: RequestHandler = (req: Request, res: Response, next) => {
    const etag = res.locals[SHARED_PAGE_ETAG];
    // A GET with a body is not what a browser sends: served, never kept.
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (typeof etag !== "string" || req.method !== "GET" || hasBody) {
      next();
      return;
    }
    const userAgent = req.headers["user-agent"];
    // Crawlers get a page rendered whole, people one streamed: kept apart.
    const key = `${userAgent && isbot(userAgent) ? "bot" : "person"} ${req.url} ${etag}`;
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      entries.set(key, entry);
      send(res, entry, etag);
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      void pending.then((rendered) => {
        if (rendered && !res.writableEnded) {
          send(res, rendered, etag);
        } else next();
      });
      return;
    }
    let settle: (entry: Entry | undefined) => void = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    let settled = false;
    capture(res, (rendered) => {
      if (settled) return;
      settled = true;
      rendering.delete(key);
      if (rendered) keep(key, rendered);
      settle(rendered);
    });
    next();
  };

  return {
    middleware,
    stats: () => ({ entries: entries.size, bytes }),
  };
}
