import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { user } from "~/db/schema/auth";
import { callAuthEndpoint } from "~/modules/auth/call-auth-endpoint.server";
import { forwardSetCookies } from "~/modules/auth/cookies.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { createProfile, type ProfileFields } from "./create-profile.server";
import { updateProfile } from "./update-profile.server";

/** Spec §4: after a profile update, a displayName that still differs is retried once after this. */
const DISPLAY_NAME_RETRY_MS = 500;

async function readDisplayName(context: AppLoadContext, uid: string): Promise<string | undefined> {
  const [row] = await context.services.database.db
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, uid));
  return row?.name;
}

/**
 * Saves the profile (spec §4/§5: undefined fields dropped, updatedAt
 * refreshed; a missing profile is created) and keeps the account's display
 * name in step: after the update the user is read back, and if the name still
 * differs it is set again once, 500 ms later.
 */
export async function saveProfile(
  context: AppLoadContext,
  request: Request,
  current: SessionUser,
  fields: Omit<ProfileFields, "email">,
): Promise<{ ok: boolean; headers: Headers }> {
  const db = context.services.database.db;
  const updated = await updateProfile(db, current.id, { ...fields, phone: fields.phone ?? null });
  if (!updated) await createProfile(db, current.id, { ...fields, email: current.email });

  const displayName = `${fields.firstName} ${fields.lastName}`;
  const headers = new Headers();
  for (let attempt = 0; attempt < 2; attempt++) {
    if ((await readDisplayName(context, current.id)) === displayName) return { ok: true, headers };
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, DISPLAY_NAME_RETRY_MS));
    const response = await callAuthEndpoint(context, request, "/update-user", {
      name: displayName,
    });
    forwardSetCookies(response, headers);
  }
  return { ok: (await readDisplayName(context, current.id)) === displayName, headers };
}
