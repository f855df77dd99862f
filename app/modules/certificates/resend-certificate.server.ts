import type { Database } from "~/db/client.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type LockedRefusal, lockCertificate } from "./lock-certificate.server";
import { readCertificateOwner } from "./read-certificate-owner.server";
import { sendIssuedCertificates } from "./send-issued-certificates.server";

export type ResendOutcome =
  | { ok: true; to: string }
  | LockedRefusal
  | { ok: false; reason: "account-closed" };

/**
 * Sends a valid certificate's mail again (the PDF attached) to the attorney's
 * current address; a superseded or revoked one is not sent, nor one whose
 * account is closed (there is no address left to send it to).
 */
export async function resendCertificate(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  certificateId: string,
): Promise<ResendOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ResendOutcome> => {
    const locked = await lockCertificate(tx, certificateId);
    if (!locked.ok) return locked;
    const certificate = locked.certificate;
    const owner = await readCertificateOwner(tx, certificate.uid);
    if (!owner) return { ok: false, reason: "account-closed" };
    await sendIssuedCertificates(tx, mailer, options.baseUrl, {
      uid: owner.uid,
      email: owner.email,
      name: owner.name,
      courseTitle: certificate.courseTitle,
      ids: [certificate.id],
    });
    await recordStaffAction(tx, actor, {
      action: "certificate.resend",
      recordType: "certificate",
      recordId: certificate.id,
      after: { to: owner.email },
    });
    return { ok: true, to: owner.email };
  });
  if (outcome.ok) mailer.wake();
  return outcome;
}
