import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { followNewsletterLink } from "./newsletter-link.server";

/**
 * Follows the confirmation link (its query is `link`): the subscription is
 * confirmed (double opt-in) and its address returned; null for a link we
 * cannot use.
 */
export function confirmSubscription(db: Database, link: URLSearchParams): Promise<string | null> {
  return followNewsletterLink(db, link, {
    status: "confirmed",
    confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
    updatedAt: sql`now()`,
  });
}
