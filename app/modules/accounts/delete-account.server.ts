import { eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { userProfiles } from "~/db/schema/accounts";
import { orders } from "~/db/schema/orders";
import { FRESH_SESSION_MINUTES } from "~/modules/auth/auth-constants";
import { callAuthEndpoint } from "~/modules/auth/call-auth-endpoint.server";
import { checkCurrentPassword } from "~/modules/auth/check-current-password.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { forwardSetCookies } from "~/modules/auth/cookies.server";
import { revokeResetTokens } from "~/modules/auth/reset-tokens.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { findFirmLeftWithoutAdministrator } from "~/modules/firms/find-firm-left-without-administrator.server";
import {
  forgetRetentionOfOpenAccount,
  keepRecordsOfClosingAccount,
} from "~/modules/retention/keep-records-of-closing-account.server";
import { releaseAdministratorRole } from "~/modules/staff/release-administrator-role.server";
import { DELETE_ACCOUNT_MESSAGES } from "./delete-account-messages";
import { forgetClosedAccountAddress } from "./forget-closed-account-address.server";

type DeleteAccountResult =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      message: (typeof DELETE_ACCOUNT_MESSAGES)[keyof typeof DELETE_ACCOUNT_MESSAGES];
      status: number;
    };

/**
 * Deletes the signed-in user's account (spec §4): the profile document first,
 * then the authentication account, whose removal cascades to sessions, plans,
 * bar admissions, course registrations and enrolments (progress), code entries and session joins.
 * What the address left elsewhere goes too (forgetClosedAccountAddress: mail to it or about it,
 * the messages it sent us, its newsletter subscription, counters); orders are kept
 * without the buyer's details, for ORDER_RETENTION_YEARS (docs/decisions/0041). Certificates
 * are kept, unlinked from the account, until the retention period of the states in which
 * credit was claimed ends (docs/decisions/0027-record-retention.md).
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

  // A firm with members keeps an administrator (the membership goes with the account).
  if (await findFirmLeftWithoutAdministrator(db, current.id))
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.lastFirmAdministrator, status: 409 };

  // The staff console keeps an administrator: the last one cannot leave.
  const administrator = await releaseAdministratorRole(db, current, {
    staffEmails: context.services.config.staffEmails,
    ipAddress: request.headers.get(CLIENT_IP_HEADER),
  });
  if (!administrator.ok) {
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.lastAdministrator, status: 409 };
  }

  // Orders stay for the accounts (and lose their link to the user when the
  // account goes); the attendee's personal details on them are removed.
  const orderIds = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.uid, current.id))
  ).map((row) => row.id);
  // Certificates outlive the account: each gets the last day it must be kept
  // while it still names the account (the deletion below only unlinks it).
  await keepRecordsOfClosingAccount(db, current.id);
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
    await forgetRetentionOfOpenAccount(db, current.id);
    await administrator.restore();
    context.services.logger.warn(
      { uid: current.id, status: response.status },
      "auth account deletion failed",
    );
    return { ok: false, message: DELETE_ACCOUNT_MESSAGES.authDeletionFailed, status: 409 };
  }
  // The account is gone; what is left is clean-up, which must not turn the
  // answer into an error (the cookie-clearing headers still go back).
  try {
    await forgetClosedAccountAddress(db, current);
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
