import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificateReissued } from "~/modules/email/templates/certificate-reissued";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { certificateUrl } from "./describe-certificate";
import { getCertificate } from "./get-certificate.server";
import { type LockedRefusal, lockCertificate } from "./lock-certificate.server";
import { certificateAttachments } from "./print-certificate.server";
import { readCertificateOwner } from "./read-certificate-owner.server";
import {
  type CertificateCorrection,
  correctionOf,
  writeCertificateVersion,
} from "./write-certificate-version.server";

export type { CertificateCorrection };

export type ReissueOutcome =
  | { ok: true; id: string; version: number }
  | LockedRefusal
  | { ok: false; reason: "no-change" }
  | { ok: false; reason: "credits"; missing: CreditCategory[] };

/**
 * Re-issues a certificate with corrections: a new certificate (a new number,
 * the next version, naming the one it corrects) and the old one marked
 * superseded with the reason, in one transaction with the old row locked, so
 * two re-issues at once make one new version. The attorney is mailed the new
 * PDF; the audit log keeps before, after and the reason.
 */
export async function reissueCertificate(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { certificateId: string; correction: CertificateCorrection; reason: string },
  now = new Date(),
): Promise<ReissueOutcome> {
  const outcome = await db.transaction((tx) =>
    reissueInTransaction(tx, mailer, options, actor, input, now),
  );
  if (outcome.ok) mailer.wake();
  return outcome;
}

/** As reissueCertificate, inside the caller's transaction (the caller wakes the mailer). */
export async function reissueInTransaction(
  tx: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { certificateId: string; correction: CertificateCorrection; reason: string },
  now: Date,
): Promise<ReissueOutcome> {
  const locked = await lockCertificate(tx, input.certificateId);
  if (!locked.ok) return locked;
  const old = locked.certificate;
  const carried = Object.keys(old.credits) as CreditCategory[];
  const missing = carried.filter((category) => input.correction.credits[category] === undefined);
  if (missing.length > 0) return { ok: false, reason: "credits", missing };
  const credits = Object.fromEntries(
    carried.map((category) => [category, input.correction.credits[category]]),
  ) as Partial<Record<CreditCategory, number>>;
  const before = correctionOf(old);
  const after: CertificateCorrection = { ...input.correction, credits };
  if (JSON.stringify(before) === JSON.stringify(correctionOf(after))) {
    return { ok: false, reason: "no-change" };
  }
  const { id, version } = await writeCertificateVersion(
    tx,
    actor,
    old,
    { correction: after, reason: input.reason },
    now,
  );
  await mailReissued(tx, mailer, options.baseUrl, {
    id,
    previousId: old.id,
    reason: input.reason,
  });
  return { ok: true, id, version };
}

/** The new PDF to the attorney's current address (in the caller's transaction). */
export async function mailReissued(
  tx: Database,
  mailer: Mailer,
  baseUrl: string,
  sent: { id: string; previousId: string; reason: string },
) {
  const certificate = await getCertificate(tx, sent.id);
  if (!certificate) throw new Error(`certificate ${sent.id} was not written`);
  const owner = await readCertificateOwner(tx, certificate.uid);
  if (!owner) return;
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: owner.uid,
      subject: `Your corrected certificate: ${certificate.courseTitle}`,
      template: "certificate-reissued",
      body: CertificateReissued({
        name: owner.name,
        courseTitle: certificate.courseTitle,
        stateName: certificate.stateName,
        certificateId: certificate.id,
        previousId: sent.previousId,
        reason: sent.reason,
        verifyUrl: certificateUrl(baseUrl, certificate.id),
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
      attachments: await certificateAttachments(certificate, baseUrl),
    },
    tx,
  );
}
