import type { Database } from "~/db/client.server";
import { changedFields } from "./changed-fields";
import { recordStaffAction, type StaffAction, type StaffActor } from "./record-staff-action.server";

/**
 * Records a staff edit in the audit log with only the fields that changed
 * between `before` and `after`; a save that changed nothing leaves no entry.
 * Call it with the transaction that makes the change.
 */
export async function recordChangedFields(
  db: Pick<Database, "insert">,
  actor: StaffActor,
  entry: Omit<StaffAction, "before" | "after">,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const changed = changedFields(before, after);
  if (Object.keys(changed.after).length === 0) return;
  await recordStaffAction(db, actor, { ...entry, before: changed.before, after: changed.after });
}
