import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificateRevoked } from "~/modules/email/templates/certificate-revoked";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { getCertificate } from "./get-certificate.server";
import { type LockedRefusal, lockCertificate } from "./lock-certificate.server";
import { readCertificateOwner } from "./read-certificate-owner.server";

/** `told`: whether the attorney is mailed (not once the account is closed). */
export type RevokeOutcome = { ok: true; told: boolean; attorneyName: string } | LockedRefusal;

/**
 * Revokes the latest version of a certificate: it keeps its row and its place
 * (the attorney cannot issue themselves another), no longer counts anywhere,
 * and its verification page says revoked. The attorney is told by mail; the
 * audit log keeps the reason.
 */
export async function revokeCertificate(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { certificateId: string; reason: string },
  now = new Date(),
): Promise<RevokeOutcome> {
  const outcome = await db.transaction((tx) =>
    revokeInTransaction(tx, mailer, options, actor, input, now),
  );
  if (outcome.ok) mailer.wake();
  return outcome;
}

/**
 * As revokeCertificate, inside the caller's transaction (the caller wakes the
 * mailer); with no mailer, nobody is told.
 */
export async function revokeInTransaction(
  tx: Database,
  mailer: Mailer | null,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { certificateId: string; reason: string },
  now: Date,
): Promise<RevokeOutcome> {
  const locked = await lockCertificate(tx, input.certificateId);
  if (!locked.ok) return locked;
  const { id } = locked.certificate;
  await tx
    .update(certificates)
    .set({ revokedAt: now, revocationReason: input.reason })
    .where(eq(certificates.id, id));
  await recordStaffAction(tx, actor, {
    action: "certificate.revoke",
    recordType: "certificate",
    recordId: id,
    before: { status: "valid" },
    after: { status: "revoked", revokedAt: now.toISOString() },
    reason: input.reason,
  });
  const told = mailer ? await mailRevoked(tx, mailer, options.baseUrl, id, input.reason) : false;
  return { ok: true, told, attorneyName: locked.certificate.attorneyName };
}

async function mailRevoked(
  tx: Database,
  mailer: Mailer,
  baseUrl: string,
  id: string,
  reason: string,
): Promise<boolean> {
  const certificate = await getCertificate(tx, id);
  const owner = certificate ? await readCertificateOwner(tx, certificate.uid) : null;
  if (!certificate || !owner) return false;
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: owner.uid,
      subject: `Certificate ${certificate.id} was revoked: ${certificate.courseTitle}`,
      template: "certificate-revoked",
      body: CertificateRevoked({
        name: owner.name,
        courseTitle: certificate.courseTitle,
        stateName: certificate.stateName,
        certificateId: certificate.id,
        reason,
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
    },
    tx,
  );
  return true;
}
