import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { user } from "~/db/schema/auth";
import { firmMembers } from "~/db/schema/firms";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult, refuse } from "./firm-action-result.server";
import type { FirmMembership } from "./get-firm-membership.server";

/**
 * An administrator removes a member from the firm. Their certificates,
 * courses and credit tracker stay theirs; the plugin refuses to remove the
 * last administrator.
 */
export async function removeFirmMember(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  memberId: string,
): Promise<FirmActionResult> {
  const member = await findMember(context, admin.firmId, memberId);
  if (!member) return refuse(M.memberGone, 409);
  if (member.id === admin.memberId) return refuse(M.notYourself, 400);
  const removed = await callFirmPlugin(() =>
    context.services.auth.api.removeMember({
      body: { memberIdOrEmail: memberId, organizationId: admin.firmId },
      headers: request.headers,
    }),
  );
  if (!removed.ok) return removed;
  return { ok: true, message: M.removed(member.name) };
}

/**
 * An administrator names another administrator, or makes one a member again
 * (themselves included, while another administrator remains: the plugin
 * refuses to leave the firm without one).
 */
export async function setFirmMemberRole(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  memberId: string,
  role: "admin" | "member",
): Promise<FirmActionResult> {
  const member = await findMember(context, admin.firmId, memberId);
  if (!member) return refuse(M.memberGone, 409);
  const updated = await callFirmPlugin(() =>
    context.services.auth.api.updateMemberRole({
      body: { memberId, role, organizationId: admin.firmId },
      headers: request.headers,
    }),
  );
  if (!updated.ok) return updated;
  return {
    ok: true,
    message: role === "admin" ? M.madeAdmin(member.name) : M.madeMember(member.name),
  };
}

/** A member of this firm, with their name (another firm's member is as good as none). */
async function findMember(context: AppLoadContext, firmId: string, memberId: string) {
  const [member] = await context.services.database.db
    .select({ id: firmMembers.id, name: user.name })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(and(eq(firmMembers.id, memberId), eq(firmMembers.organizationId, firmId)));
  return member ?? null;
}
