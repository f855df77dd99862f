import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimit } from "~/db/schema/auth";
import { CLIENT_IP_HEADER } from "./client-ip";

/** At most `max` requests per `windowSeconds`. */
export type RateLimit = { windowSeconds: number; max: number };

/**
 * Counts one request against any key (e.g. `contact:<client ip>`); false when
 * this one is over the limit. The counter lives in better-auth's rate_limit
 * table, so it holds across instances.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
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

/**
 * Counts one request from the client's address (see CLIENT_IP_HEADER) in
 * `bucket` (e.g. "contact"); false when this one is over the limit.
 */
export function consumeClientRateLimit(
  db: Database,
  request: Request,
  bucket: string,
  limit: RateLimit,
): Promise<boolean> {
  const client = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  return consumeRateLimit(db, `${bucket}:${client}`, limit);
}
