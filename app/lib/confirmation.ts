import { data } from "react-router";
import { type FormFields, type FormReply, refuseForm } from "./form-reply";

// A destructive action is asked twice: its button leads to a confirmation
// (`?confirm=<name>` without script, a dialog with it) whose form posts
// `confirmed=<name>`; the action refuses a post without it. See
// docs/decisions/0067-confirmations-and-undo.md.

/** The query parameter that opens an action's confirmation on the page. */
export const CONFIRM_PARAM = "confirm";
/** The posted field that says the staff member read the confirmation. */
export const CONFIRMED_FIELD = "confirmed";

/** How long an archive, an unpublish or a session's cancellation may be undone. */
export const UNDO_MINUTES = 5;

/** The refusal of a post that skipped its confirmation (a stale or hand-made form), or null. */
export function refuseUnconfirmed(
  fields: FormFields,
  name: string,
  what: string,
  intent: string | null = null,
) {
  if (fields[CONFIRMED_FIELD] === name) return null;
  return refuseForm(
    `${what} was not confirmed, so nothing was done. Press the button again and confirm in the box that says what will happen.`,
    { intent, status: 400 },
  );
}

/** What an "Undo" button posts: the audit entry of the change and the version it left. */
export type UndoOffer = { entry: number; version: number; until: string };

/** A success that may be undone for a while: the reply carries the "Undo" button's fields. */
export function replyWithUndo(
  reply: Pick<FormReply, "message"> & { intent?: string | null },
  undo: UndoOffer | null,
) {
  return data<FormReply & { undo: UndoOffer | null }>(
    { ok: true, errors: {}, ...reply, undo },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The "Undo" a reply carries, if any (replies of other forms on the page carry none). */
export function undoOfReply(reply: unknown): UndoOffer | null {
  if (reply === null || typeof reply !== "object" || !("undo" in reply)) return null;
  const undo = reply.undo;
  if (undo === null || typeof undo !== "object") return null;
  const { entry, version, until } = undo as Partial<UndoOffer>;
  return typeof entry === "number" && typeof version === "number" && typeof until === "string"
    ? { entry, version, until }
    : null;
}
