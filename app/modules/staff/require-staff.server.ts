import { and, eq, gt } from "drizzle-orm";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  permissionsOf,
  RECENT_SIGN_IN_MINUTES,
  type StaffPermission,
  type StaffRole,
} from "~/content/staff-roles";
import { staffIdentityConfirmations } from "~/db/schema/staff";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { getSessionUser, getSignedInSession, requireUser } from "~/modules/auth/session.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { readStaffRoles } from "./read-staff-roles.server";
import type { StaffActor } from "./record-staff-action.server";

export type StaffMember = {
  user: SessionUser;
  roles: StaffRole[];
  permissions: Set<StaffPermission>;
  /** The session's id and sign-in time, for the recent sign-in check. */
  session: { id: string; signedInAt: number };
  /** The actor the audit log names for this request. */
  actor: StaffActor;
};

export const NOT_STAFF_MESSAGE =
  "This page is for the provider's staff. If you are staff, ask an administrator for a role.";
export const MISSING_PERMISSION_MESSAGE =
  "Your staff role does not include this. An administrator can grant the role that does.";

// One look-up per request: the console's layout and its page both ask.
const rolesOfRequest = new WeakMap<
  AppLoadContext,
  { userId: string; roles: Promise<StaffRole[]> }
>();

function rolesFor(context: AppLoadContext, user: SessionUser): Promise<StaffRole[]> {
  const known = rolesOfRequest.get(context);
  if (known?.userId === user.id) return known.roles;
  const roles = readStaffRoles(
    context.services.database.db,
    user,
    context.services.config.staffEmails,
  );
  rolesOfRequest.set(context, { userId: user.id, roles });
  return roles;
}

/** After a role change, the loaders that follow in the same request read roles afresh. */
export function forgetStaffRoles(context: AppLoadContext): void {
  rolesOfRequest.delete(context);
}

/**
 * Guard for every staff loader and action: a signed-out visitor goes to
 * /login (and comes back); anyone signed in without a role that grants
 * `permission` (or, for a frame several pages share, one of a list) gets 403
 * with a message, never the page's data.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  permission: StaffPermission | readonly StaffPermission[],
): Promise<StaffMember> {
  const user = await requireUser(request, context);
  const checked = await staffMemberFor(request, context, user, permission);
  if (!checked.ok) throw data({ message: checked.message }, { status: 403 });
  return checked.staff;
}

export type StaffCheck =
  | { ok: true; staff: StaffMember }
  | { ok: false; status: 401 | 403; message: string };

export const SIGN_IN_MESSAGE = "Sign in to the staff console first.";

/**
 * The same guard for endpoints that are not pages (uploads): never a
 * redirect, a status and a message instead (401 signed out, 403 without the
 * permission).
 */
export async function checkStaff(
  request: Request,
  context: AppLoadContext,
  permission: StaffPermission,
): Promise<StaffCheck> {
  const user = await getSessionUser(request, context);
  if (!user) return { ok: false, status: 401, message: SIGN_IN_MESSAGE };
  return staffMemberFor(request, context, user, permission);
}

async function staffMemberFor(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  permission: StaffPermission | readonly StaffPermission[],
): Promise<StaffCheck> {
  const session = await getSignedInSession(request, context);
  const roles = await rolesFor(context, user);
  if (roles.length === 0 || !session) {
    return { ok: false, status: 403, message: NOT_STAFF_MESSAGE };
  }
  const permissions = permissionsOf(roles);
  const wanted: readonly StaffPermission[] =
    typeof permission === "string" ? [permission] : permission;
  if (!wanted.some((each) => permissions.has(each))) {
    return { ok: false, status: 403, message: MISSING_PERMISSION_MESSAGE };
  }
  return {
    ok: true,
    staff: {
      user,
      roles,
      permissions,
      session,
      actor: {
        id: user.id,
        email: user.email,
        roles,
        ipAddress: request.headers.get(CLIENT_IP_HEADER),
      },
    },
  };
}

/** Whether the staff member signed in, or confirmed their password, recently enough. */
export async function hasRecentSignIn(
  context: AppLoadContext,
  staff: StaffMember,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - RECENT_SIGN_IN_MINUTES * 60_000);
  if (staff.session.signedInAt > since.getTime()) return true;
  const [confirmed] = await context.services.database.db
    .select({ at: staffIdentityConfirmations.confirmedAt })
    .from(staffIdentityConfirmations)
    .where(
      and(
        eq(staffIdentityConfirmations.sessionId, staff.session.id),
        gt(staffIdentityConfirmations.confirmedAt, since),
      ),
    );
  return confirmed !== undefined;
}

/**
 * For pages with sensitive actions (roles, refunds, certificates): without a
 * recent sign-in the staff member confirms their password first, then comes
 * back here.
 */
export async function requireRecentSignIn(
  request: Request,
  context: AppLoadContext,
  staff: StaffMember,
): Promise<void> {
  if (await hasRecentSignIn(context, staff)) return;
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(`${url.pathname}${url.search}`);
  throw redirect(`/staff/confirm?${new URLSearchParams({ redirectTo })}`);
}
