import { PRIVATE_PATHS } from "~/modules/seo/public-pages.server";
import type { Route } from "./+types/robots";

/** /robots.txt: public pages open to crawlers, personal pages and endpoints not; the sitemap. */
export async function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${context.services.config.baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
