import type { AppLoadContext } from "react-router";
import type { FirmDetails } from "./firm-account-forms";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult } from "./firm-action-result.server";
import type { FirmMembership } from "./get-firm-membership.server";

/** An administrator changes the firm's name and billing details (what its invoices print). */
export async function updateFirmDetails(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  details: FirmDetails,
): Promise<FirmActionResult> {
  const updated = await callFirmPlugin(() =>
    context.services.auth.api.updateOrganization({
      body: { organizationId: admin.firmId, data: details },
      headers: request.headers,
    }),
  );
  if (!updated.ok) return updated;
  return { ok: true, message: M.billingSaved };
}
