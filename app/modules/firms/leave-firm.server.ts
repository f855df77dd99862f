import type { AppLoadContext } from "react-router";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult } from "./firm-action-result.server";
import type { FirmMembership } from "./get-firm-membership.server";

/**
 * A member leaves their firm. Only the membership goes: certificates, courses
 * and the credit tracker are the person's own. The last administrator cannot
 * leave until they have named another (the plugin's rule).
 */
export async function leaveFirm(
  context: AppLoadContext,
  request: Request,
  membership: FirmMembership,
): Promise<FirmActionResult> {
  const left = await callFirmPlugin(() =>
    context.services.auth.api.leaveOrganization({
      body: { organizationId: membership.firmId },
      headers: request.headers,
    }),
  );
  if (!left.ok) return left;
  return { ok: true, message: M.left(membership.firmName) };
}
