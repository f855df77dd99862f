import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { staffMailings } from "~/db/schema/mailings";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { MailingContent } from "./mailing-forms";

/** Saves a new message to registrants as a draft (nothing is sent yet); returns its id. */
export async function createMailing(
  db: Database,
  actor: StaffActor,
  audience: { courseId: string; sessionId: string | null; filterQuery: string },
  content: MailingContent,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(staffMailings).values({
      id,
      authorId: actor.id,
      authorEmail: actor.email,
      ...audience,
      ...content,
    });
    await recordStaffAction(tx, actor, {
      action: "mailing.create",
      recordType: "mailing",
      recordId: id,
      after: { subject: content.subject, kind: content.kind, ...audience },
    });
  });
  return id;
}
