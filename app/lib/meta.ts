import { SITE_NAME } from "~/content/site";

/**
 * A page's <title>, description and their Open Graph / Twitter twins, the
 * same shape on every route. The canonical URL and og:url are added by the
 * root layout, which knows the site's address.
 */
export function pageMeta(title: string, description: string) {
  const fullTitle = title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
