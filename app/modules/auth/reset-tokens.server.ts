import { and, eq, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema/auth";

/**
 * Withdraws every password-reset link issued for the user (better-auth keeps
 * them as `reset-password:<token>` rows whose value is the user id). Called
 * when the address or the password changes, and on deletion, so a link sent
 * earlier cannot be used afterwards.
 */
export async function revokeResetTokens(db: Database, uid: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, uid)));
}
