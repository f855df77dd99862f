import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { formatCategoryCredits, formatLongDate } from "~/lib/format";
import { approvalCovers } from "~/modules/catalogue/approval-covers";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificateApproved } from "~/modules/email/templates/certificate-approved";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { attendedShareColumns, certificateApproval } from "./credits-due.server";
import { isValidCertificate } from "./current-certificates.server";
import { certificateUrl } from "./describe-certificate";
import { getCertificate } from "./get-certificate.server";
import { certificateAttachments } from "./print-certificate.server";
import { readCertificateOwner } from "./read-certificate-owner.server";
import { type Reissued, reissueEach, unchangedCorrection } from "./reissue-each.server";

/** Who the audit log names for approvals that come with the catalogue (app/content) at start. */
export const CATALOGUE_ACTOR: StaffActor = {
  id: null,
  email: "Catalogue (app/content)",
  roles: [],
  ipAddress: null,
};

/**
 * Certificates issued while a course's approval in their state was pending,
 * once the state approves: each is re-issued as a new version carrying the
 * approval (its number and the credits the state approved, unless staff set
 * the certificate's credits: a re-issue, a partial attendance), the pending
 * version superseded with the state's decision as the reason, one audit entry
 * each in the name of the staff member who recorded the decision, and the
 * attorney mailed the new PDF. Only completions the approval covers
 * (approvalCovers: its effective dates), and only valid certificates. In the
 * caller's transaction (the caller wakes the mailer). Returns what was
 * re-issued: the pending version's number and the new one's.
 */
export async function reissueApprovedCertificates(
  tx: Database,
  actor: StaffActor,
  notify: { mailer: Mailer; baseUrl: string } | undefined,
  scope: { courseId?: string; stateSlugs?: readonly string[] } = {},
  now = new Date(),
): Promise<Reissued[]> {
  const conditions: SQL[] = [];
  if (scope.courseId) conditions.push(eq(certificates.courseId, scope.courseId));
  if (scope.stateSlugs) {
    if (scope.stateSlugs.length === 0) return [];
    conditions.push(inArray(certificates.stateSlug, [...scope.stateSlugs]));
  }
  const candidates = await tx
    .select({
      id: certificates.id,
      completedOn: certificates.completedOn,
      approvalNumber: courseStateApprovals.approvalNumber,
      approvedOn: courseStateApprovals.approvedOn,
      effectiveFrom: courseStateApprovals.effectiveFrom,
      expiresOn: courseStateApprovals.expiresOn,
      stateCredits: courseStateApprovals.credits,
      // Staff set this certificate's own credits: a re-issue, or the share of a partial
      // attendance (the correction that counts for its part of the course).
      ownCredits: sql<boolean>`(${certificates.supersedesId} is not null
        or ${attendedShareColumns.attendedMinutes} is not null)`,
    })
    .from(certificates)
    .innerJoin(courseStateApprovals, certificateApproval)
    .where(
      and(
        eq(certificates.approvalStatus, "pending"),
        isValidCertificate,
        eq(courseStateApprovals.status, "approved"),
        ...conditions,
      ),
    )
    .orderBy(certificates.id);

  const covered = candidates.filter(
    (candidate) =>
      approvalCovers(candidate, candidate.completedOn) &&
      candidate.approvalNumber !== null &&
      candidate.approvedOn !== null,
  );
  return reissueEach(
    tx,
    actor,
    covered,
    (old, candidate) => {
      // Changed since it was read (re-issued or revoked by someone else): its current version stands.
      if (old.approvalStatus !== "pending" || !candidate.approvalNumber) return null;
      // PGlite and node-postgres both answer a boolean; a string is read as PostgreSQL writes it.
      const ownCredits = candidate.ownCredits === true || String(candidate.ownCredits) === "t";
      const stateName = findState(old.stateSlug)?.name ?? old.stateSlug;
      return {
        correction: {
          ...unchangedCorrection(old),
          credits: ownCredits ? old.credits : candidate.stateCredits,
        },
        approval: { approvalStatus: "approved", approvalNumber: candidate.approvalNumber },
        reason: `${stateName} approved the course (${candidate.approvalNumber}) on ${formatLongDate(candidate.approvedOn ?? "")}.`,
      };
    },
    notify ? (sent) => mailApproved(tx, notify, sent) : null,
    now,
  );
}

/** Tells the attorney the course is approved, with the new version's PDF (through the outbox). */
async function mailApproved(
  tx: Database,
  { mailer, baseUrl }: { mailer: Mailer; baseUrl: string },
  sent: { id: string; previousId: string },
) {
  const certificate = await getCertificate(tx, sent.id);
  if (!certificate) throw new Error(`certificate ${sent.id} was not written`);
  // A closed account's certificate is re-issued too, but there is no one to tell.
  const owner = await readCertificateOwner(tx, certificate.uid);
  if (!owner) return;
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: owner.uid,
      subject: `Approved in ${certificate.stateName}: ${certificate.courseTitle}`,
      template: "certificate-approved",
      body: CertificateApproved({
        name: owner.name,
        courseTitle: certificate.courseTitle,
        stateName: certificate.stateName,
        certificateId: certificate.id,
        previousId: sent.previousId,
        approvalNumber: certificate.approvalNumber,
        credits: formatCategoryCredits(certificate.credits, certificate.stateSlug),
        verifyUrl: certificateUrl(baseUrl, certificate.id),
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
      attachments: await certificateAttachments(certificate, baseUrl),
    },
    tx,
  );
}
