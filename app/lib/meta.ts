import { SITE_NAME } from "~/content/site";

/** A page's <title> and description, the same shape on every route. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
  ];
}
