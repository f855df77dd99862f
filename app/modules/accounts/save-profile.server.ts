import { and, eq, ne } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { callAuthEndpoint } from "~/modules/auth/call-auth-endpoint.server";
import { forwardSetCookies } from "~/modules/auth/cookies.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { createProfile, type ProfileFields } from "./create-profile.server";
import { updateProfile } from "./update-profile.server";

/** Spec §4: after a profile update, a displayName that still differs is retried once after this. */
const DISPLAY_NAME_RETRY_MS = 500;

/** The account's display name, and the name its profile now holds. */
async function readNames(context: AppLoadContext, uid: string) {
  const [row] = await context.services.database.db
    .select({ name: user.name, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, uid));
  return {
    displayName: row?.name,
    profileName: row?.firstName == null ? undefined : `${row.firstName} ${row.lastName}`,
  };
}

/**
 * Sets the account's display name to the name the profile holds now, with the
 * profile's row locked; false when the account has no profile (deleted
 * meanwhile). Every save ends with this, so the last write to the display
 * name always follows the last profile save: saves that overlap cannot leave
 * the account with an older save's name, and a save's answer never rests on a
 * moment when another save's name change has landed and its alignment not yet.
 */
async function alignDisplayName(db: Database, uid: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ firstName: userProfiles.firstName, lastName: userProfiles.lastName })
      .from(userProfiles)
      .where(eq(userProfiles.uid, uid))
      .for("update");
    if (!row) return false;
    const name = `${row.firstName} ${row.lastName}`;
    await tx
      .update(user)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(user.id, uid), ne(user.name, name)));
    return true;
  });
}

/**
 * Saves the profile (spec §4/§5: undefined fields dropped, updatedAt
 * refreshed; a missing profile is created) and keeps the account's display
 * name in step: after the update the user is read back, and if the name still
 * differs it is set again once, 500 ms later. When a later save of the same
 * profile has overtaken this one, this one stops: the later name wins, and
 * `alignDisplayName` makes sure of it whatever order the writes land in. Not
 * ok only when the account's profile is gone.
 */
export async function saveProfile(
  context: AppLoadContext,
  request: Request,
  current: SessionUser,
  fields: Omit<ProfileFields, "email">,
): Promise<{ ok: boolean; headers: Headers }> {
  const db = context.services.database.db;
  const profile = { ...fields, phone: fields.phone ?? null };
  const updated = await updateProfile(db, current.id, profile);
  // Two first saves at once: the one that does not create the profile updates it.
  if (!updated && !(await createProfile(db, current.id, { ...fields, email: current.email })))
    await updateProfile(db, current.id, profile);

  const displayName = `${fields.firstName} ${fields.lastName}`;
  const headers = new Headers();
  for (let attempt = 0; attempt < 2; attempt++) {
    const names = await readNames(context, current.id);
    if (names.displayName === displayName) break;
    // Another save of this profile (another tab, a double submit) came after
    // this one: its name is the one to keep, and its own request sets it.
    if (names.profileName !== displayName) break;
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, DISPLAY_NAME_RETRY_MS));
    const response = await callAuthEndpoint(context, request, "/update-user", {
      name: displayName,
    });
    forwardSetCookies(response, headers);
  }
  // Whatever order the overlapping saves' writes landed in, the account now
  // carries the name the profile holds: the save is whole.
  return { ok: await alignDisplayName(db, current.id), headers };
}
