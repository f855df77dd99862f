import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import type { AuthHooks } from "~/modules/auth/auth.server";
import { revokeResetTokens } from "~/modules/auth/reset-tokens.server";
import { getProfile } from "./get-profile.server";
import { splitAccountName } from "./get-profile-details.server";
import { startFreeTrial } from "./start-free-trial.server";

/** What accounts do when better-auth creates or changes a user (wired in server/services.ts). */
export function accountHooks(
  db: Database,
): Omit<AuthHooks, "firmInvitationCreated" | "beforeFirmJoin"> {
  return {
    async firstNameOf(user) {
      return (await getProfile(db, user.id))?.firstName ?? splitAccountName(user.name).firstName;
    },
    // Every account starts with its free trial (a member at once).
    async userCreated(uid) {
      await startFreeTrial(db, uid);
    },
    // A confirmed change of address reaches the profile (spec §3 email), and
    // reset links sent to the old address stop working.
    async userUpdated(uid, email) {
      const changed = await db
        .update(userProfiles)
        .set({ email, updatedAt: new Date() })
        .where(and(eq(userProfiles.uid, uid), ne(userProfiles.email, email)))
        .returning({ uid: userProfiles.uid });
      if (changed.length > 0) await revokeResetTokens(db, uid);
    },
  };
}
