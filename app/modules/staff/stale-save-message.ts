import { formatMoment } from "~/lib/format";

/**
 * The records staff edit under a version, as the audit log names them: what
 * the console calls each, and what it says when one was deleted meanwhile.
 */
export const EDITED_RECORDS = {
  course: { noun: "course", gone: "This course no longer exists." },
  bundle: { noun: "bundle", gone: "This bundle no longer exists." },
  faculty: { noun: "profile", gone: "This faculty member no longer exists." },
  "live-session": { noun: "session", gone: "This session no longer exists." },
  "inbox-item": { noun: "item", gone: "This item is no longer in the inbox." },
  "aid-policy": { noun: "policy", gone: "The financial-aid policy is missing." },
  "evaluation-form": { noun: "evaluation form", gone: "This course no longer exists." },
} as const;

export type EditedRecord = keyof typeof EDITED_RECORDS;

export function goneMessage(record: EditedRecord): string {
  return EDITED_RECORDS[record].gone;
}

/**
 * The one refusal of a save based on an older version: who saved since, and
 * when, in the viewer's time zone. The page reloads after it (a 409), so it
 * shows their version.
 */
export function staleSaveMessage(
  record: EditedRecord,
  stale: { by: string | null; at: Date },
  timeZone: string,
): string {
  return `Not saved: ${stale.by ?? "someone"} changed this ${EDITED_RECORDS[record].noun} at ${formatMoment(stale.at, timeZone)}. The page now shows their version; make your change again if it is still needed.`;
}
