import { refuseForm } from "~/lib/form-reply";
import { viewerTimeZone } from "~/lib/viewer-time-zone";
import type { RecordGone, StaleSave } from "./lock-at-version.server";
import { type EditedRecord, goneMessage, staleSaveMessage } from "./stale-save-message";

/**
 * How every staff editor answers a save refused by `lockAtVersion`: 404 when
 * the record is gone, 409 with who saved since and when (the page reloads on
 * a 409, so it shows their version beside the message).
 */
export function refuseRecordChange(
  change: RecordGone | StaleSave,
  options: { record: EditedRecord; intent?: string; request: Request },
) {
  const { record, intent, request } = options;
  if (change.reason === "gone") return refuseForm(goneMessage(record), { intent, status: 404 });
  return refuseForm(staleSaveMessage(record, change, viewerTimeZone(request)), {
    intent,
    status: 409,
  });
}
