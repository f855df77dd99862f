/**
 * A file the browser saves rather than shows: its type, its name (an ASCII
 * fallback for old clients and the exact name, UTF-8, as RFC 6266 and 8187
 * describe, so accents and other scripts survive), never stored by a cache
 * (every download here is one person's). `X-Content-Type-Options: nosniff`
 * comes from the server's security headers, which every answer carries: set
 * here too, Express would send it twice.
 */
export function downloadResponse(
  body: Uint8Array | string,
  file: { filename: string; contentType: string },
): Response {
  // Copied into an ArrayBuffer of its own, as a Response body is typed to take (a Buffer may sit in a shared pool).
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  return new Response(bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.filename),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

/** `attachment; filename="…"; filename*=UTF-8''…` for any file name. */
export function contentDisposition(filename: string): string {
  // The quoted form takes printable ASCII only, without its two escape characters.
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  // encodeURIComponent leaves ' ( ) * as they are; the extended form does not allow them.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
