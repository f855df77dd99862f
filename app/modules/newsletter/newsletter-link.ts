import { queryParam } from "~/lib/text-input";

// The confirmation and unsubscribe links carry the subscription's token; both
// are made and read here.

/** A link to one of the newsletter pages for the subscription with `token`. */
export function newsletterLink(baseUrl: string, path: string, token: string): string {
  return `${baseUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The token a followed link carries, or null when it has none fit to look up. */
export function linkToken(link: URLSearchParams): string | null {
  return queryParam(link, "token", 200);
}
