import { and, eq, inArray } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { formatLongDate } from "~/lib/format";
import { approvalCovers, describeApprovalPeriod } from "~/modules/catalogue/approval-covers";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { isValidCertificate } from "./current-certificates.server";
import { lockCertificate } from "./lock-certificate.server";
import { mailReissued } from "./reissue-certificate.server";
import {
  type CertificateApproval,
  writeCertificateVersion,
} from "./write-certificate-version.server";

/** An approval as corrected: the state's course number and the days it covers. */
export type CorrectedApproval = {
  stateSlug: string;
  approvalNumber: string;
  effectiveFrom: string | null;
  expiresOn: string | null;
};

/**
 * A state's approval already given is corrected (its course number, its
 * effective or end date): each valid certificate of the course issued as
 * approved there is re-issued when what it says changes (docs/decisions/0038).
 * A completion the approval still covers takes the new number; one it no
 * longer covers says approval pending, without a number, as if issued so.
 * A certificate that would read the same is left alone. Through the one
 * re-issue (writeCertificateVersion): the old version superseded with a reason
 * naming the change, an audit entry in the name of the staff member who
 * corrected the approval, the attorney mailed the new PDF. In the caller's
 * transaction (the caller wakes the mailer).
 */
export async function reissueCorrectedApprovals(
  tx: Database,
  actor: StaffActor,
  notify: { mailer: Mailer; baseUrl: string } | undefined,
  courseId: string,
  corrected: readonly CorrectedApproval[],
  now = new Date(),
): Promise<{ previousId: string; id: string }[]> {
  if (corrected.length === 0) return [];
  const candidates = await tx
    .select({ id: certificates.id, stateSlug: certificates.stateSlug })
    .from(certificates)
    .where(
      and(
        eq(certificates.courseId, courseId),
        inArray(
          certificates.stateSlug,
          corrected.map((approval) => approval.stateSlug),
        ),
        eq(certificates.approvalStatus, "approved"),
        isValidCertificate,
      ),
    )
    .orderBy(certificates.id);

  const reissued: { previousId: string; id: string }[] = [];
  for (const candidate of candidates) {
    const approval = corrected.find((row) => row.stateSlug === candidate.stateSlug);
    if (!approval) continue;
    const locked = await lockCertificate(tx, candidate.id);
    // Changed since it was read (re-issued or revoked by someone else): its current version stands.
    if (!locked.ok || locked.certificate.approvalStatus !== "approved") continue;
    const old = locked.certificate;
    const covered = approvalCovers(approval, old.completedOn);
    const next: CertificateApproval = covered
      ? { approvalStatus: "approved", approvalNumber: approval.approvalNumber }
      : { approvalStatus: "pending", approvalNumber: null };
    if (next.approvalNumber === old.approvalNumber) continue;
    const stateName = findState(old.stateSlug)?.name ?? old.stateSlug;
    const reason = covered
      ? `${stateName}'s course number for the course was corrected from ${old.approvalNumber} to ${approval.approvalNumber}.`
      : `${stateName}'s approval (${approval.approvalNumber}) was corrected to cover completions ${describeApprovalPeriod(approval)}, which leaves out this completion on ${formatLongDate(old.completedOn)}: its approval there is pending.`;
    const { id } = await writeCertificateVersion(
      tx,
      actor,
      old,
      {
        correction: {
          attorneyName: old.attorneyName,
          barNumber: old.barNumber,
          completedOn: old.completedOn,
          credits: old.credits,
        },
        approval: next,
        reason,
      },
      now,
    );
    reissued.push({ previousId: old.id, id });
    if (notify) {
      await mailReissued(tx, notify.mailer, notify.baseUrl, { id, previousId: old.id, reason });
    }
  }
  return reissued;
}
