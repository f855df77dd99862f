import { and, eq, inArray } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { formatLongDate } from "~/lib/format";
import { approvalCovers, describeApprovalPeriod } from "~/modules/catalogue/approval-covers";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { isValidCertificate } from "./current-certificates.server";
import { mailReissued } from "./reissue-certificate.server";
import { type Reissued, reissueEach, unchangedCorrection } from "./reissue-each.server";
import type { CertificateApproval } from "./write-certificate-version.server";

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
): Promise<Reissued[]> {
  if (corrected.length === 0) return [];
  const candidates = await tx
    .select({ id: certificates.id })
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

  return reissueEach(
    tx,
    actor,
    candidates,
    (old) => {
      const approval = corrected.find((row) => row.stateSlug === old.stateSlug);
      // Changed since it was read (re-issued as pending by someone else): its current version stands.
      if (!approval || old.approvalStatus !== "approved") return null;
      const covered = approvalCovers(approval, old.completedOn);
      const next: CertificateApproval = covered
        ? { approvalStatus: "approved", approvalNumber: approval.approvalNumber }
        : { approvalStatus: "pending", approvalNumber: null };
      if (next.approvalNumber === old.approvalNumber) return null;
      const stateName = findState(old.stateSlug)?.name ?? old.stateSlug;
      const reason = covered
        ? `${stateName}'s course number for the course was corrected from ${old.approvalNumber} to ${approval.approvalNumber}.`
        : `${stateName}'s approval (${approval.approvalNumber}) was corrected to cover completions ${describeApprovalPeriod(approval)}, which leaves out this completion on ${formatLongDate(old.completedOn)}: its approval there is pending.`;
      return { correction: unchangedCorrection(old), approval: next, reason };
    },
    notify ? (sent) => mailReissued(tx, notify.mailer, notify.baseUrl, sent) : null,
    now,
  );
}
