import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { linkToken } from "./newsletter-link";

/**
 * Follows the confirmation link (its query is `link`): the subscription is
 * confirmed and its address returned; null when the link's token is missing
 * or unknown.
 */
export async function confirmSubscription(
  db: Database,
  link: URLSearchParams,
): Promise<string | null> {
  const token = linkToken(link);
  if (!token) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: "confirmed",
      confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}
