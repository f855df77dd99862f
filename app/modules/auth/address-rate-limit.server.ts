import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimit } from "~/db/schema/auth";

/**
 * Limits attempts per e-mail address (better-auth limits per client
 * address): someone rotating IP addresses still cannot try more than `max`
 * passwords, or request more than `max` reset links, for one account per
 * window. Counters live in better-auth's rate_limit table under their own
 * key prefix, so they hold across instances.
 */
const ACTIONS = ["sign-in", "password-reset", "password-check"] as const;
type AddressAction = (typeof ACTIONS)[number];

function keyFor(action: AddressAction, email: string): string {
  return `address:${action}:${email.trim().toLowerCase()}`;
}

/** Every counter kept for one address (removed with the account). */
export function addressAttemptKeys(email: string): string[] {
  return ACTIONS.map((action) => keyFor(action, email));
}

export async function consumeAddressAttempt(
  db: Database,
  action: AddressAction,
  email: string,
  limit: { windowSeconds: number; max: number } = { windowSeconds: 60, max: 5 },
  now = Date.now(),
): Promise<boolean> {
  const key = keyFor(action, email);
  const windowStart = now - limit.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} < ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 0) <= limit.max;
}
