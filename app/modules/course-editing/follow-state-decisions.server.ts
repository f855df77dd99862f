import { RECENT_SIGN_IN_MINUTES } from "~/content/staff-roles";
import type { Database } from "~/db/client.server";
import type { courseStateApprovals } from "~/db/schema/catalogue";
import { mailApprovalToCompleters } from "~/modules/certificates/mail-approval-to-completers.server";
import { reissueApprovedCertificates } from "~/modules/certificates/reissue-approved-certificates.server";
import { reissueCorrectedApprovals } from "~/modules/certificates/reissue-corrected-approval.server";
import { revokeDeniedCertificates } from "~/modules/certificates/revoke-denied-certificates.server";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import type { AccreditationInput } from "./accreditation-forms";
import type { CourseChange } from "./lock-course.server";

type SavedApproval = typeof courseStateApprovals.$inferSelect;

/**
 * What a state's decision does to certificates, after the course's approvals
 * are saved (in the same transaction). An approval, new or with new dates,
 * re-issues the certificates issued while it was pending that it covers (a
 * corrected number or dates also re-issue the approved ones whose content
 * changes: docs/decisions/0038), and tells admitted attorneys who completed
 * the course without claiming that state's certificate that they now can; a
 * new denial revokes the pending
 * ones (which needs the certificates permission and a recent sign-in: without
 * them the whole save is rolled back, RevocationNotAllowed).
 */
export async function followStateDecisions(
  tx: Database,
  actor: StaffActor,
  options: {
    courseId: string;
    /** The states' approvals before the save, and what the save decided. */
    before: readonly SavedApproval[];
    after: readonly AccreditationInput[];
    notify: { mailer: Mailer; baseUrl: string } | undefined;
    mayRevokeCertificates: boolean;
    now?: Date;
  },
): Promise<{ reissued: number; revoked: number }> {
  const { courseId, before, after, notify, mayRevokeCertificates, now = new Date() } = options;
  const previous = (slug: string) => before.find((row) => row.stateSlug === slug);
  const approved = after.filter((approval) => {
    const old = previous(approval.stateSlug);
    return (
      approval.status === "approved" &&
      (old?.status !== "approved" ||
        old.approvalNumber !== approval.approvalNumber ||
        old.effectiveFrom !== approval.effectiveFrom ||
        old.expiresOn !== approval.expiresOn)
    );
  });
  // An approval already given, corrected: the approved certificates whose number or
  // coverage changes are re-issued first (those it no longer covers say pending again).
  const corrected = await reissueCorrectedApprovals(
    tx,
    actor,
    notify,
    courseId,
    approved.flatMap((approval) =>
      previous(approval.stateSlug)?.status === "approved" && approval.approvalNumber
        ? [{ ...approval, approvalNumber: approval.approvalNumber }]
        : [],
    ),
    now,
  );
  const reissued = await reissueApprovedCertificates(
    tx,
    actor,
    notify,
    { courseId, stateSlugs: approved.map((approval) => approval.stateSlug) },
    now,
  );
  if (notify) {
    for (const approval of approved) {
      if (!approval.approvalNumber) continue;
      await mailApprovalToCompleters(
        tx,
        notify,
        courseId,
        { ...approval, approvalNumber: approval.approvalNumber },
        now,
      );
    }
  }
  const newlyDenied = after.filter(
    (approval) => approval.status === "denied" && previous(approval.stateSlug)?.status !== "denied",
  );
  const revoked = await revokeDeniedCertificates(tx, actor, {
    courseId,
    denials: newlyDenied,
    notify,
    mayRevoke: mayRevokeCertificates,
    now,
  });
  // Throwing rolls the whole save back: nothing of it may stand without the revocations.
  if (!revoked.ok) throw new RevocationNotAllowed(revoked.count);
  return { reissued: corrected.length + reissued.length, revoked: revoked.ids.length };
}

/** A save that would revoke certificates its author may not revoke. */
export class RevocationNotAllowed extends Error {
  constructor(readonly count: number) {
    super("revocation not allowed");
  }
}

/** A rolled-back save's answer when it was the revocations; any other error is thrown on. */
export function refuseRevocation(error: unknown): CourseChange {
  if (!(error instanceof RevocationNotAllowed)) throw error;
  return {
    ok: false,
    reason: "invalid",
    message: `Not saved: denying a state revokes the ${error.count === 1 ? "certificate" : `${error.count} certificates`} issued while its approval was pending. That needs a compliance officer or an administrator who signed in within the last ${RECENT_SIGN_IN_MINUTES} minutes.`,
  };
}

/** A state's accreditation as the audit log keeps it. */
export function describeApproval(approval: AccreditationInput) {
  return {
    state: approval.stateSlug,
    status: approval.status,
    number: approval.approvalNumber,
    approvedOn: approval.approvedOn,
    appliedOn: approval.appliedOn ?? null,
    effectiveFrom: approval.effectiveFrom ?? null,
    expiresOn: approval.expiresOn,
    deniedOn: approval.deniedOn ?? null,
  };
}
