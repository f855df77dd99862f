import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmNotes } from "~/db/schema/firm-notes";
import { firms } from "~/db/schema/firms";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/** Adds a staff note to a firm (only staff see notes), audited. False when there is no such firm. */
export async function addFirmNote(
  db: Database,
  actor: StaffActor,
  firmId: string,
  body: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [firm] = await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId));
    if (!firm) return false;
    const id = randomUUID();
    await tx.insert(firmNotes).values({
      id,
      firmId,
      authorId: actor.id,
      authorEmail: actor.email,
      body,
    });
    await recordStaffAction(tx, actor, {
      action: "firm.note",
      recordType: "firm",
      recordId: firmId,
      after: { noteId: id, note: body },
    });
    return true;
  });
}
