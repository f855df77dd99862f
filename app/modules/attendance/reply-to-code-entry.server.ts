import { replyToForm } from "~/lib/form-reply";
import type { EnterCodeResult } from "./enter-code.server";

/**
 * How the player's and the dashboard's code forms answer an entered code:
 * its outcome as the form's message, a refusal with the status it carries.
 */
export function replyToCodeEntry(result: EnterCodeResult) {
  return result.ok
    ? replyToForm({ ok: true, message: result.message })
    : replyToForm({ ok: false, message: result.message }, result.status);
}
