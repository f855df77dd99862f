import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { queryParam } from "~/lib/text-input";

// The confirmation and unsubscribe links carry the subscription's token; both
// are made and followed here.

/** A link to one of the newsletter pages for the subscription with `token`. */
export function newsletterLink(baseUrl: string, path: string, token: string): string {
  return `${baseUrl}${path}?token=${encodeURIComponent(token)}`;
}

type SubscriptionChange = PgUpdateSetSource<typeof newsletterSubscriptions>;

/**
 * Follows a link (its query is `link`): changes the subscription its token
 * names and returns its address; null when the link has no token fit to look
 * up, or one we do not know.
 */
export async function followNewsletterLink(
  db: Database,
  link: URLSearchParams,
  change: SubscriptionChange,
): Promise<string | null> {
  const token = queryParam(link, "token", 200);
  if (!token) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set(change)
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}
