import { APIError } from "better-auth/api";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { FIRM_MESSAGES } from "./firm-messages";

/** What a firm action answers: its message, or why it was refused (a 4xx). */
export type FirmActionResult = { ok: true; message: string } | FirmRefusal;
export type FirmRefusal = { ok: false; message: string; status: number };

export function refuse(message: string, status: number): FirmRefusal {
  return { ok: false, message, status };
}

/** better-auth's organization plugin's refusals (by code), in our words. */
const PLUGIN_REFUSALS: Record<string, FirmRefusal> = {
  ALREADY_IN_A_FIRM: refuse(FIRM_MESSAGES.alreadyInAFirm, 409),
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: refuse(M.alreadyInAFirm, 409),
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: refuse(M.alreadyMember, 409),
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: refuse(M.alreadyInvited, 409),
  INVITATION_NOT_FOUND: refuse(M.invitationGone, 409),
  MEMBER_NOT_FOUND: refuse(M.memberGone, 409),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: refuse(M.lastAdministrator, 409),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: refuse(M.lastAdministrator, 409),
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: refuse(M.invitationGone, 403),
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: refuse(
    M.emailNotVerified,
    403,
  ),
};

/**
 * Runs one call to the organization plugin (`auth.api.*`): its result, or
 * the refusal to show. A refusal we do not know is a plain "try again"
 * (403 when the plugin says it is not allowed), never a 500.
 */
export async function callFirmPlugin<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | FirmRefusal> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = typeof error.body?.code === "string" ? error.body.code : "";
    const known = PLUGIN_REFUSALS[code];
    if (known) return known;
    if (error.statusCode === 401 || error.statusCode === 403) return refuse(M.notAllowed, 403);
    if (error.statusCode === 429) return refuse(M.failed, 429);
    return refuse(M.failed, 400);
  }
}

/** A firm action's result as the form's reply (its intent names the form that answers). */
export function replyToFirmAction(result: FirmActionResult, intent: string) {
  if (result.ok) return replyToForm({ ok: true, message: result.message, intent });
  return refuseForm(result.message, { intent, status: result.status });
}
