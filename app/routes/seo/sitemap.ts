import { listPublicPages } from "~/modules/seo/public-pages.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** /sitemap.xml: every public page, with absolute addresses from BASE_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const { baseUrl } = context.services.config;
  const paths = await listPublicPages(context.services.database.db);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
