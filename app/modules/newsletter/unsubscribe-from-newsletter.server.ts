import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { linkToken } from "./newsletter-link";

/**
 * One-click unsubscribe (the link in every newsletter mail; its query is
 * `link`): returns the address, or null when the link's token is missing or
 * unknown.
 */
export async function unsubscribeFromNewsletter(
  db: Database,
  link: URLSearchParams,
): Promise<string | null> {
  const token = linkToken(link);
  if (!token) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}
