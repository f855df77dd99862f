import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { contentDisposition } from "./download-response";

export type ServeOptions = { contentType: string; cacheControl: string; downloadName?: string };

/** What a response needs to know of the bytes it serves. */
export type ServableBytes = {
  size: number;
  modifiedAt: Date;
  etag: string;
  /** The bytes, all of them or an inclusive range. */
  open(range: { start: number; end: number }): Promise<Readable>;
};

/**
 * A file as an HTTP response, with what media players need: byte ranges
 * (206, for seeking), HEAD, and validators (ETag / Last-Modified → 304).
 * Only one range per request is served; several are answered with the whole
 * file, which HTTP allows.
 */
export async function serveFile(
  request: Request,
  filePath: string,
  options: ServeOptions,
): Promise<Response> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return new Response("Not Found", { status: 404 });
  return serveBytes(
    request,
    {
      size: info.size,
      modifiedAt: info.mtime,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      open: async (range) => createReadStream(filePath, range),
    },
    options,
  );
}

/** The response for some bytes (a file, a stored object): ranges, validators, HEAD. */
export async function serveBytes(
  request: Request,
  bytes: ServableBytes,
  options: ServeOptions,
): Promise<Response> {
  const { size, etag } = bytes;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": bytes.modifiedAt.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (options.downloadName) {
    headers.set("Content-Disposition", contentDisposition(options.downloadName));
  }
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }

  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = request.headers.get("range");
  const ifRange = request.headers.get("if-range");
  if (range && (!ifRange || ifRange === etag)) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (match && (match[1] || match[2])) {
      if (match[1]) {
        start = Number(match[1]);
        end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
      } else {
        // "bytes=-500": the last 500 bytes.
        start = Math.max(0, size - Number(match[2]));
      }
      if (start > end || start >= size) {
        headers.set("Content-Range", `bytes */${size}`);
        return new Response(null, { status: 416, headers });
      }
      status = 206;
      headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
    }
  }
  headers.set("Content-Length", String(end - start + 1));
  if (request.method === "HEAD" || size === 0) {
    return new Response(null, { status, headers });
  }
  const stream = Readable.toWeb(await bytes.open({ start, end })) as ReadableStream;
  return new Response(stream, { status, headers });
}
