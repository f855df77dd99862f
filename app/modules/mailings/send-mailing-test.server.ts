import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMailings } from "~/db/schema/mailings";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { composeMailingMessage } from "./compose-mailing-message.server";
import { resolveMailingAudience } from "./resolve-mailing-audience.server";

/**
 * Sends the staff member the message as its first recipient gets it, to
 * their own address, "TEST:" before the subject. It is not one of the
 * mailing's copies (it does not count in its progress).
 */
export async function sendMailingTest(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  to: { uid: string; email: string },
  id: string,
  baseUrl: string,
): Promise<{ ok: true } | { ok: false; reason: "gone" | "empty" }> {
  const result = await db.transaction(async (tx) => {
    const [mailing] = await tx.select().from(staffMailings).where(eq(staffMailings.id, id));
    if (!mailing) return { ok: false, reason: "gone" } as const;
    const [first] = (await resolveMailingAudience(tx, mailing, mailing.kind)).recipients;
    if (!first) return { ok: false, reason: "empty" } as const;
    const message = composeMailingMessage(mailing, first, baseUrl);
    await mailer.sendEmail(
      {
        ...message,
        to: to.email,
        uid: to.uid,
        subject: `TEST: ${message.subject}`,
        template: `${message.template}-test`,
      },
      tx,
    );
    await tx.update(staffMailings).set({ testSentAt: new Date() }).where(eq(staffMailings.id, id));
    await recordStaffAction(tx, actor, {
      action: "mailing.test",
      recordType: "mailing",
      recordId: id,
      after: { to: to.email, subject: mailing.subject },
    });
    return { ok: true } as const;
  });
  if (result.ok) mailer.wake();
  return result;
}
