import { text } from "node:stream/consumers";
import { cutWebVtt } from "./cut-webvtt";
import type { MediaStore } from "./media-store";
import type { UploadedPreview } from "./read-uploaded-preview.server";
import { serveStoredFile } from "./serve-stored-file.server";

/**
 * Public files are cached for an hour: the address names the clip (`?v=`),
 * so a re-cut one is fetched afresh, and a preview staff withdraw leaves
 * shared caches within the hour.
 */
const PUBLIC_CACHE = "public, max-age=3600";

/**
 * One of the public preview's files of an uploaded lecture, for anyone:
 * the clip (with byte ranges), its captions (cut from the lecture's) and
 * the poster when its frame lies inside the clip. Null for the poster when
 * it is not public (the caller serves it to registered attorneys); 404 for
 * anything else, never the bundled preview of another recording.
 */
export async function serveUploadedPreview(
  request: Request,
  store: MediaStore,
  preview: UploadedPreview,
  file: "poster.webp" | "preview.mp4" | "preview.webm" | "preview.vtt",
): Promise<Response | null> {
  const offered = preview.offered && preview.published ? preview : null;
  if (file === "poster.webp") {
    if (!offered?.posterKey) return null;
    return serveStoredFile(request, store, offered.posterKey, {
      contentType: "image/webp",
      cacheControl: PUBLIC_CACHE,
    });
  }
  if (!offered) return notFound();
  if (file === "preview.vtt") {
    if (!offered.captions) return notFound();
    const whole = await text(await store.read(offered.captions.storageKey));
    return new Response(request.method === "HEAD" ? null : cutWebVtt(whole, offered.seconds), {
      headers: {
        "Content-Type": "text/vtt; charset=utf-8",
        "Cache-Control": PUBLIC_CACHE,
      },
    });
  }
  if (file !== offered.clip.file) return notFound();
  return serveStoredFile(request, store, offered.clip.key, {
    contentType: offered.clip.contentType,
    cacheControl: PUBLIC_CACHE,
  });
}

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}
