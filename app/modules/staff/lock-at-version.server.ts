import type { Database } from "~/db/client.server";
import { lastStaffEditor } from "./last-staff-change.server";
import type { EditedRecord } from "./stale-save-message";

/** The record is no longer there. */
export type RecordGone = { ok: false; reason: "gone" };

/** Someone saved the record after the staff member loaded it: who (when the audit log knows) and when. */
export type StaleSave = { ok: false; reason: "overtaken"; by: string | null; at: Date };

/**
 * Optimistic concurrency for every staff editor: the row, read with its lock
 * (`SELECT … FOR UPDATE` inside the caller's transaction), if it is still at
 * the version the editor was loaded with; otherwise why not. The caller then
 * writes `version + 1` in the same transaction.
 */
export async function lockAtVersion<Row extends { version: number; updatedAt: Date }>(
  tx: Database,
  options: {
    /** Reads the row with `.for("update")`. */
    lock: () => Promise<Row[]>;
    /** The record as the audit log names it, to say who saved last. */
    record: { type: EditedRecord; id: string };
    version: number;
  },
): Promise<{ ok: true; row: Row } | RecordGone | StaleSave> {
  const [row] = await options.lock();
  if (!row) return { ok: false, reason: "gone" };
  if (row.version !== options.version) {
    return {
      ok: false,
      reason: "overtaken",
      by: await lastStaffEditor(tx, options.record.type, options.record.id),
      at: row.updatedAt,
    };
  }
  return { ok: true, row };
}
