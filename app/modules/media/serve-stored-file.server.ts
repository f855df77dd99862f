import { serveBytes } from "~/lib/serve-file.server";
import type { MediaStore } from "./media-store";

/**
 * An object of the media store as an HTTP response: byte ranges, ETag and
 * Last-Modified (304), 416, HEAD, as `serveFile` answers for a file on disk.
 */
export async function serveStoredFile(
  request: Request,
  store: MediaStore,
  key: string,
  options: { contentType: string; cacheControl: string; downloadName?: string },
): Promise<Response> {
  const info = await store.stat(key);
  if (!info) return new Response("Not Found", { status: 404 });
  return serveBytes(request, { ...info, open: (range) => store.read(key, range) }, options);
}
