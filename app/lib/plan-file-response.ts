import { contentDisposition } from "./download-response";

/** What a file response is computed from: its size and validators. */
export type FileValidators = { size: number; etag: string; modifiedAt: Date };

export type FileResponseOptions = {
  contentType: string;
  cacheControl: string;
  /** Set for a download: the browser saves the file under this name. */
  downloadName?: string;
};

/**
 * The answer to a request for a file, decided before any byte is read: a
 * finished response (304, 416), or the status, headers and the inclusive
 * byte range to send (none for HEAD or an empty file).
 */
export type FileResponsePlan =
  | { kind: "done"; response: Response }
  | {
      kind: "send";
      status: 200 | 206;
      headers: Headers;
      range: { start: number; end: number } | null;
    };

/**
 * What media players need: byte ranges (206, for seeking), HEAD, and
 * validators (ETag / Last-Modified → 304). Only one range per request is
 * served; several are answered with the whole file, which HTTP allows.
 */
export function planFileResponse(
  request: Request,
  file: FileValidators,
  options: FileResponseOptions,
): FileResponsePlan {
  const { size, etag } = file;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": file.modifiedAt.toUTCString(),
  });
  if (options.downloadName) {
    headers.set("Content-Disposition", contentDisposition(options.downloadName));
  }
  if (request.headers.get("if-none-match") === etag) {
    return { kind: "done", response: new Response(null, { status: 304, headers }) };
  }

  let start = 0;
  let end = size - 1;
  let status: 200 | 206 = 200;
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
        return { kind: "done", response: new Response(null, { status: 416, headers }) };
      }
      status = 206;
      headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
    }
  }
  headers.set("Content-Length", String(end - start + 1));
  const sendBody = request.method !== "HEAD" && size > 0;
  return { kind: "send", status, headers, range: sendBody ? { start, end } : null };
}
