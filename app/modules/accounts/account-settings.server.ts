import { APIError } from "better-auth/api";
import { eq, inArray, or } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { userProfiles } from "~/db/schema/accounts";
import { rateLimit, user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { guideLeads } from "~/db/schema/enquiries";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { orders } from "~/db/schema/orders";
import { EMAIL_CHANGED_CALLBACK_PATH } from "~/lib/account-paths";
import {
  addressAttemptKeys,
  consumeAddressAttempt,
  isAddressBlocked,
} from "~/modules/auth/address-rate-limit.server";
import { FRESH_SESSION_MINUTES } from "~/modules/auth/auth-constants";
import { forwardSetCookies } from "~/modules/auth/cookies.server";
import { isCommonPassword } from "~/modules/auth/password-policy.server";
import { revokeResetTokens } from "~/modules/auth/reset-tokens.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { callAuthEndpoint } from "~/modules/auth/sign-in.server";
import { DELETE_ACCOUNT_MESSAGES } from "./account-messages";
import { createProfile, type ProfileFields, updateProfile } from "./profile.server";

/** Spec §4: after a profile update, a displayName that still differs is retried once after this. */
export const DISPLAY_NAME_RETRY_MS = 500;

/** Spec §8: what the auth layer says when an account change has no signed-in user. */
export class NoCurrentUserError extends Error {
  readonly code = "auth/no-current-user";
  constructor() {
    super("No authenticated user found");
    this.name = "NoCurrentUserError";
  }
}

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

export type PasswordCheck = "ok" | "wrong-password" | "rate-limited";

/** Checks the signed-in user's current password, at most 5 times a minute per account. */
export async function checkCurrentPassword(
  context: AppLoadContext,
  request: Request,
  current: SessionUser,
  password: string,
): Promise<PasswordCheck> {
  const db = context.services.database.db;
  if (await isAddressBlocked(db, "password-check", current.email)) return "rate-limited";
  try {
    // verify-password is a server-only better-auth endpoint.
    await context.services.auth.api.verifyPassword({
      body: { password },
      headers: request.headers,
    });
    return "ok";
  } catch (error) {
    // Only a wrong password is a wrong password; anything else is a fault.
    if (!(error instanceof APIError) || error.body?.code !== "INVALID_PASSWORD") throw error;
    await consumeAddressAttempt(db, "password-check", current.email);
    return "wrong-password";
  }
}

export type ChangeEmailResult =
  | { ok: true }
  | { ok: false; reason: "wrong-password" | "rate-limited" | "same-address" | "unavailable" };

/**
 * Starts a change of e-mail address: the current password is required, and a
 * confirmation link goes to the new address; the change happens when it is
 * followed (the answer is the same whether or not the new address is taken).
 */
export async function requestEmailChange(
  context: AppLoadContext,
  request: Request,
  current: SessionUser | null,
  input: { currentPassword: string; newEmail: string },
): Promise<ChangeEmailResult> {
  if (!current) throw new NoCurrentUserError();
  if (input.newEmail === current.email) return { ok: false, reason: "same-address" };
  const check = await checkCurrentPassword(context, request, current, input.currentPassword);
  if (check !== "ok") return { ok: false, reason: check };
  const response = await callAuthEndpoint(context, request, "/change-email", {
    newEmail: input.newEmail,
    callbackURL: EMAIL_CHANGED_CALLBACK_PATH,
  });
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  return response.ok ? { ok: true } : { ok: false, reason: "unavailable" };
}

export type ChangePasswordResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrong-password" | "rate-limited" | "common-password" | "unavailable" };

/** Changes the password (current one required) and signs out every other device. */
export async function changePassword(
  context: AppLoadContext,
  request: Request,
  current: SessionUser | null,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  if (!current) throw new NoCurrentUserError();
  if (isCommonPassword(input.newPassword)) return { ok: false, reason: "common-password" };
  const db = context.services.database.db;
  if (await isAddressBlocked(db, "password-check", current.email))
    return { ok: false, reason: "rate-limited" };
  const response = await callAuthEndpoint(context, request, "/change-password", {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
  if (response.ok) {
    // Reset links issued before the change stop working.
    await revokeResetTokens(db, current.id);
    return { ok: true, headers: forwardSetCookies(response) };
  }
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code === "INVALID_PASSWORD") {
    await consumeAddressAttempt(db, "password-check", current.email);
    return { ok: false, reason: "wrong-password" };
  }
  if (body?.code === "PASSWORD_TOO_COMMON") return { ok: false, reason: "common-password" };
  return { ok: false, reason: "unavailable" };
}

export type DeleteAccountResult =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      message: (typeof DELETE_ACCOUNT_MESSAGES)[keyof typeof DELETE_ACCOUNT_MESSAGES];
      status: number;
    };

/**
 * Deletes the signed-in user's account (spec §4): the profile document first,
 * then the authentication account, whose removal cascades to sessions, plans,
 * bar admissions, course registrations and enrolments (progress). Mail addressed to the user and the
 * counters keyed by their address go too; orders are kept without the buyer's details.
 */
export async function deleteAccount(
  context: AppLoadContext,
  request: Request,
  current: SessionUser | null,
  input: { uid: string; password: string },
): Promise<DeleteAccountResult> {
  const db = context.services.database.db;
  if (!current) return { ok: false, message: DELETE_ACCOUNT_MESSAGES.notSignedIn, status: 401 };
  if (current.id !== input.uid)
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.notThisAccount, status: 403 };

  const session = await context.services.auth.api.getSession({ headers: request.headers });
  const signedInAt = session?.session.createdAt ? new Date(session.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt > FRESH_SESSION_MINUTES * 60_000) {
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.needsRecentLogin, status: 403 };
  }
  const check = await checkCurrentPassword(context, request, current, input.password);
  if (check === "rate-limited")
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.rateLimited, status: 429 };
  if (check === "wrong-password")
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.wrongPassword, status: 400 };

  // Orders stay for the accounts (and lose their link to the user when the
  // account goes); the attendee's personal details on them are removed.
  const orderIds = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.uid, current.id))
  ).map((row) => row.id);
  const [profile] = await db
    .delete(userProfiles)
    .where(eq(userProfiles.uid, current.id))
    .returning();
  const response = await callAuthEndpoint(context, request, "/delete-user", {
    password: input.password,
  });
  if (!response.ok) {
    // Put the profile back: the account must not be left half deleted.
    if (profile) await db.insert(userProfiles).values(profile).onConflictDoNothing();
    context.services.logger.warn(
      { uid: current.id, status: response.status },
      "auth account deletion failed",
    );
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.authDeletionFailed, status: 409 };
  }
  // The account is gone; what is left is clean-up, which must not turn the
  // answer into an error (the cookie-clearing headers still go back).
  try {
    await db
      .delete(emailOutbox)
      .where(or(eq(emailOutbox.uid, current.id), eq(emailOutbox.toAddress, current.email)));
    await db.delete(rateLimit).where(inArray(rateLimit.key, addressAttemptKeys(current.email)));
    await db
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, current.email.toLowerCase()));
    await db.delete(guideLeads).where(eq(guideLeads.email, current.email.toLowerCase()));
    await revokeResetTokens(db, current.id);
    if (orderIds.length > 0) {
      await db
        .update(orders)
        .set({ attendee: { firstName: "", lastName: "", email: "", state: "" }, utm: null })
        .where(inArray(orders.id, orderIds));
    }
  } catch (error) {
    context.services.logger.error(
      { err: error, uid: current.id },
      "clean-up after account deletion failed",
    );
  }
  return { ok: true, headers: forwardSetCookies(response) };
}
