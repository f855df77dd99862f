import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { hashInlineScripts } from "./hash-inline-scripts";
import { chooseEncoding, encodedEtag, type PageEncoding } from "./page-encodings";
import { isShedResponse } from "./request-admission";

/**
 * The pages that are the same for every signed-out visitor, kept in memory
 * under the validator that already promises so (the ETag made by
 * shared-page-validators.ts: build, instance, data generation, minute). A
 * write to the catalogue moves the generation, so the next request renders
 * afresh; an entry is never served under another ETag.
 *
 * Such a page is rendered without a nonce: its Content-Security-Policy names
 * its inline scripts by their hashes, computed once from the rendered page,
 * so every answer is the same bytes. They are compressed once (brotli and
 * gzip) and each answer sends the stored bytes of the coding it asked for.
 * Pages that set a cookie or answer anything but 200 are sent (with their
 * hashes) but not kept. While one request renders a page, others for the
 * same page wait for it rather than render it again. See
 * docs/decisions/0016-shared-pages-and-request-queue.md and
 * docs/decisions/0074-shared-pages-sent-as-stored.md.
 */

/** Set by the validators on a shared page's response: its ETag (whatever the coding). */
export const SHARED_PAGE_ETAG = "sharedPageEtag";

/** The render's state (`{ failed }`), set by the request handler (server/app.ts). */
export const RENDER_STATE = "renderState";

/** Set on a response held until the whole page is rendered (see `capture`). */
export const HELD_WHOLE = "sharedPageHeldWhole";

/**
 * Set on a response whose coding this cache chooses: the compression
 * middleware leaves it alone (server/main.ts), so stored brotli is not
 * compressed again, nor stored identity bytes compressed per answer.
 */
const ENCODED_HERE = "sharedPageEncoded";
const RETRIES = "sharedPageRetries";

/** For the compression middleware's filter: this response is sent in its stored coding. */
export function isEncodedHere(res: { locals: Record<string, unknown> }): boolean {
  return res.locals[ENCODED_HERE] === true;
}

type Entry = {
  bodies: Record<PageEncoding, Buffer>;
  headers: Array<[string, string | string[]]>;
  policy: string | undefined;
  /** Each coding's whole header block, for writeHead (see serveStored). */
  raw: Record<PageEncoding, string[]>;
  bytes: number;
};

const ENCODINGS: PageEncoding[] = ["br", "gzip", "identity"];

/**
 * What waiting requests get from a render: the page, "retry" when the
 * render was refused by the queue or cut short (one of them renders it
 * again, the rest wait for that), or nothing (a page that is not kept: each
 * renders its own).
 */
type Outcome = Entry | "retry" | undefined;

// How often a request waits on another's render that was refused or cut
// short before it renders for itself.
const MAX_RETRIES = 3;

type Options = {
  maxEntries?: number;
  maxBytes?: number;
  maxPageBytes?: number;
  /** The CSP for a page whose inline scripts have these sources; none in development. */
  policy?: (scriptSources: string[]) => string;
  /** Headers every answer carries (the security headers), for serveStored. */
  headers?: Array<[string, string]>;
};

// The headers a kept page is answered with; everything else belongs to the
// one answer it came with (its connection handling, its length).
const KEPT = new Set(["content-type", "cache-control", "vary", "content-language", "link"]);

// Brotli 5 and gzip 9, once per version: on a 50 KB page brotli 5 takes
// about 2 ms for 6.7 KB, brotli 9 about 20 ms for 6.6 KB and brotli 11 over
// 100 ms for 6.1 KB, while a version lives a minute at most (the ETag's clock
// step) and is compressed on the first request's time. See decision 0074.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "br") {
    return compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (encoding === "gzip") return compressGzip(body, { level: GZIP_LEVEL });
  return Promise.resolve(body);
}

/** Vary with Accept-Encoding added (the answer depends on it now). */
function varyOnEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(",") : (vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === "accept-encoding")) {
    names.push("Accept-Encoding");
  }
  return names.join(", ");
}

export function sharedPageCache(options: Options = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 512 * 1024;
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Outcome>>();
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

  /** The header block of each coding, as writeHead takes it. */
  function rawHeaders(
    headers: Entry["headers"],
    policy: string | undefined,
    bodies: Entry["bodies"],
    etag: string,
  ): Entry["raw"] {
    const common: string[] = [];
    for (const [name, value] of [...(options.headers ?? []), ...headers]) {
      for (const each of Array.isArray(value) ? value : [value]) common.push(name, each);
    }
    if (policy !== undefined) common.push("Content-Security-Policy", policy);
    const raw = {} as Entry["raw"]; // filled for every coding below
    for (const encoding of ENCODINGS) {
      raw[encoding] = [
        ...common,
        "ETag",
        encodedEtag(etag, encoding),
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
        "Content-Length",
        String(bodies[encoding].length),
      ];
    }
    return raw;
  }

  function send(req: Request, res: Response, entry: Entry, etag: string): void {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = entry.bodies[encoding];
    res.locals[ENCODED_HERE] = true;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.policy !== undefined) res.setHeader("Content-Security-Policy", entry.policy);
    res.setHeader("ETag", encodedEtag(etag, encoding));
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(body);
  }

  /**
   * Holds the page as it is rendered (nothing is sent before the whole page
   * is known: its policy names every script in it), then keeps it if it may
   * be kept and answers it.
   */
  function capture(req: Request, res: Response, onDone: (outcome: Outcome) => void): void {
    res.locals.cspNonce = "";
    res.locals[ENCODED_HERE] = true;
    res.locals[HELD_WHOLE] = true;
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write;
    const end = res.end;
    const sendOn = (headers: () => void, body: Buffer) => {
      res.write = write;
      res.end = end;
      if (res.destroyed) return;
      headers();
      (end as (chunk: Buffer) => Response).call(res, body);
    };
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return true;
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      void finish(Buffer.concat(chunks)).catch((error: unknown) => {
        onDone(undefined);
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return res;
    } as typeof res.end;

    async function finish(page: Buffer): Promise<void> {
      const type = String(res.getHeader("content-type") ?? "");
      const html = type.startsWith("text/html");
      const policy = html ? options.policy?.(hashInlineScripts(page.toString("utf8"))) : undefined;
      const render = res.locals[RENDER_STATE] as { failed: boolean } | undefined;
      const keepable =
        html &&
        page.length <= maxPageBytes &&
        render?.failed !== true &&
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        !res.headersSent;
      if (!keepable) {
        // A refusal by the queue says nothing of the page: another may render it.
        onDone(isShedResponse(res) ? "retry" : undefined);
        // Headers already sent by whoever wrote them: the bytes follow as they are.
        if (res.headersSent) {
          sendOn(() => {}, page);
          return;
        }
        // One answer: its own coding, compressed for it alone.
        const encoding = html ? chooseEncoding(req.headers["accept-encoding"]) : "identity";
        const body = await compress(page, encoding);
        sendOn(() => {
          if (policy !== undefined) res.setHeader("Content-Security-Policy", policy);
          if (encoding !== "identity") {
            res.setHeader("Content-Encoding", encoding);
            res.setHeader("Vary", varyOnEncoding(res.getHeader("vary") as string | undefined));
          }
          res.setHeader("Content-Length", body.length);
        }, body);
        return;
      }
      const headers: Entry["headers"] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || !KEPT.has(name) || name === "vary") continue;
        headers.push([name, typeof value === "number" ? String(value) : value]);
      }
      headers.push(["vary", varyOnEncoding(res.getHeader("vary") as string | undefined)]);
      const [br, gzipped] = await Promise.all([compress(page, "br"), compress(page, "gzip")]);
      const etag = String(res.locals[SHARED_PAGE_ETAG]);
      const bodies = { br, gzip: gzipped, identity: page };
      const entry: Entry = {
        bodies,
        headers,
        policy,
        raw: rawHeaders(headers, policy, bodies, etag),
        bytes: page.length + br.length + gzipped.length,
      };
      onDone(entry);
      res.write = write;
      res.end = end;
      if (!res.destroyed) send(req, res, entry, etag);
    }
    // A response cut short is not kept; those waiting render for themselves.
    res.once("close", () => {
      if (!res.writableFinished) onDone("retry");
    });
  }

  function keyOf(req: IncomingMessage, etag: string): string {
    const userAgent = req.headers["user-agent"];
    // Crawlers get a page rendered whole, people one streamed: kept apart.
    return `${userAgent && isbot(userAgent) ? "bot" : "person"} ${req.url} ${etag}`;
  }

  function lookUp(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Answers a GET for a page already stored under this ETag straight from
   * node:http, ahead of Express, as a file server would; false when there is
   * none (the request then takes the whole way). An entry exists only for an
   * address that went the whole way once, through every check in front of
   * the pages, and those checks depend on the address alone.
   */
  function serveStored(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
    const entry = lookUp(keyOf(req, etag));
    if (!entry) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, entry.raw[encoding]);
    res.end(entry.bodies[encoding]);
    return true;
  }

  const middleware: RequestHandler = (req: Request, res: Response, next) => {
    const etag = res.locals[SHARED_PAGE_ETAG];
    // A GET with a body is not what a browser sends: served, never kept.
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    // A response another page cache already holds is that cache's alone (one capture each).
    if (typeof etag !== "string" || req.method !== "GET" || hasBody || res.locals[HELD_WHOLE]) {
      next();
      return;
    }
    const key = keyOf(req, etag);
    const entry = lookUp(key);
    if (entry) {
      send(req, res, entry, etag);
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      void pending.then((outcome) => {
        if (res.writableEnded || res.destroyed) return;
        const retries = Number(res.locals[RETRIES] ?? 0);
        if (outcome === "retry" && retries < MAX_RETRIES) {
          // Not all at once into the queue (that refusal would repeat): one
          // renders the page again and the others wait for it.
          res.locals[RETRIES] = retries + 1;
          middleware(req, res, next);
        } else if (outcome && outcome !== "retry") send(req, res, outcome, etag);
        else next();
      });
      return;
    }
    let settle: (outcome: Outcome) => void = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    let settled = false;
    capture(req, res, (outcome) => {
      if (settled) return;
      settled = true;
      rendering.delete(key);
      if (outcome && outcome !== "retry") keep(key, outcome);
      settle(outcome);
    });
    next();
  };

  return {
    middleware,
    serveStored,
    /** Whether the page for this request is stored under this ETag. */
    has: (req: IncomingMessage, etag: string) => entries.has(keyOf(req, etag)),
    stats: () => ({ entries: entries.size, bytes }),
  };
}
