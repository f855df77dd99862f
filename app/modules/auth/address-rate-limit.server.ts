import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimit } from "~/db/schema/auth";
import { consumeRateLimit, type RateLimit } from "./consume-rate-limit.server";

/**
 * Limits attempts per e-mail address (better-auth limits per client
 * address): someone rotating IP addresses still cannot try more than `max`
 * passwords, or request more than `max` reset links, for one account per
 * window. Counters live in better-auth's rate_limit table under their own
 * key prefix, so they hold across instances.
 *
 * Wrong passwords are what count against sign-in and password checks (a
 * successful sign-in clears the count, any other outcome gives its attempt
 * back), so nobody can lock an owner out by signing in as them; every reset
 * request counts, since each sends mail.
 *
 * An attempt is counted before the password is checked, in one atomic
 * statement: of twenty wrong passwords sent at once, from any number of
 * addresses and instances, five are checked and the rest refused.
 */
const ACTIONS = ["sign-in", "password-reset", "password-check"] as const;
type AddressAction = (typeof ACTIONS)[number];
const DEFAULT_LIMIT: RateLimit = { windowSeconds: 60, max: 5 };

function keyFor(action: AddressAction, email: string): string {
  return `address:${action}:${email.trim().toLowerCase()}`;
}

/** Every counter kept for one address (removed with the account). */
export function addressAttemptKeys(email: string): string[] {
  return ACTIONS.map((action) => keyFor(action, email));
}

/** Counts one attempt for an account address; false when this one is over the limit. */
export function consumeAddressAttempt(
  db: Database,
  action: AddressAction,
  email: string,
  limit: RateLimit = DEFAULT_LIMIT,
  now = Date.now(),
): Promise<boolean> {
  return consumeRateLimit(db, keyFor(action, email), limit, now);
}

/** Gives back an attempt counted by `consumeAddressAttempt` that was not a wrong password. */
export async function refundAddressAttempt(
  db: Database,
  action: AddressAction,
  email: string,
): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`${rateLimit.count} - 1` })
    .where(and(eq(rateLimit.key, keyFor(action, email)), gt(rateLimit.count, 0)));
}

/** Forgets the address's count (after a successful sign-in). */
export async function clearAddressAttempts(
  db: Database,
  action: AddressAction,
  email: string,
): Promise<void> {
  await db.delete(rateLimit).where(inArray(rateLimit.key, [keyFor(action, email)]));
}
