import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { followNewsletterLink } from "./newsletter-link.server";

/**
 * One-click unsubscribe (the link in every newsletter mail; its query is
 * `link`): returns the address, or null for a link we cannot use.
 */
export function unsubscribeFromNewsletter(
  db: Database,
  link: URLSearchParams,
): Promise<string | null> {
  return followNewsletterLink(db, link, { status: "unsubscribed", updatedAt: sql`now()` });
}
