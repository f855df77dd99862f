import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "~/modules/auth/session-user";
import type { FirmDetails } from "./firm-account-forms";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult, refuse } from "./firm-action-result.server";
import { getFirmMembership } from "./get-firm-membership.server";

/**
 * Creates a firm through the organization plugin: the signed-in attorney
 * becomes its administrator. Someone already in a firm is refused (the
 * plugin's organization limit, and the unique member index behind it).
 */
export async function createFirm(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  details: FirmDetails,
): Promise<FirmActionResult> {
  const db = context.services.database.db;
  if (await getFirmMembership(db, user.id)) return refuse(M.alreadyInAFirm, 409);
  const created = await callFirmPlugin(() =>
    context.services.auth.api.createOrganization({
      body: {
        name: details.name,
        // The plugin wants a unique slug; nothing shows it.
        slug: `firm-${randomUUID()}`,
        billingContact: details.billingContact,
        billingEmail: details.billingEmail,
        billingAddress: details.billingAddress,
      },
      headers: request.headers,
    }),
  );
  if (!created.ok) return created;
  return { ok: true, message: M.created(details.name) };
}
