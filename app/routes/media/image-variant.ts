import { IMAGE_VARIANT_FORMATS } from "~/lib/picture";
import { serveStoredFile } from "~/modules/media/serve-stored-file.server";
import type { Route } from "./+types/image-variant";

// An uploaded course artwork's or faculty portrait's variant (decision 0031):
// public like the pages that show it. A prefix is never reused, so what an
// address serves never changes: browsers and CDNs keep it for a year.
const IMAGE_ID = /^[0-9a-f]{20}$/;
const VARIANT_FILE = /^([1-9][0-9]{1,3})\.(avif|webp)$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = VARIANT_FILE.exec(params.file);
  const format = IMAGE_VARIANT_FORMATS.find((each) => each.extension === file?.[2]);
  if (!IMAGE_ID.test(params.imageId) || !file || !format) {
    return new Response("Not Found", { status: 404 });
  }
  return serveStoredFile(
    request,
    context.services.mediaStore,
    `images/${params.imageId}/${file[1]}.${format.extension}`,
    { contentType: format.type, cacheControl: "public, max-age=31536000, immutable" },
  );
}
