import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMailings } from "~/db/schema/mailings";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import type { MailingContent } from "./mailing-forms";

/** Changes a draft's subject, text or kind; false once it is sent (or gone). */
export async function saveMailing(
  db: Database,
  actor: StaffActor,
  id: string,
  content: MailingContent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        subject: staffMailings.subject,
        body: staffMailings.body,
        kind: staffMailings.kind,
      })
      .from(staffMailings)
      .where(and(eq(staffMailings.id, id), eq(staffMailings.status, "draft")))
      .for("update");
    if (!before) return false;
    await tx
      .update(staffMailings)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(staffMailings.id, id));
    await recordChangedFields(
      tx,
      actor,
      { action: "mailing.update", recordType: "mailing", recordId: id },
      before,
      content,
    );
    return true;
  });
}
