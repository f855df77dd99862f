import { and, eq, isNull } from "drizzle-orm";
import { dayInState } from "~/content/state-time-zones";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { approvalClaimNotices, certificates } from "~/db/schema/certificates";
import { courseRegistrations } from "~/db/schema/registrations";
import { type ApprovalPeriod, approvalCovers } from "~/modules/catalogue/approval-covers";
import type { Mailer } from "~/modules/email/mailer.server";
import { CourseApprovedClaim } from "~/modules/email/templates/course-approved-claim";
import { certificateEligibility } from "./check-certificate-eligibility.server";
import { readCertificateOwner } from "./read-certificate-owner.server";

/**
 * A state approved the course: attorneys registered for it, admitted in that
 * state, who completed it on a day the approval covers but hold no
 * certificate for that state, are told they can now claim one, with the link.
 * Never issued for them: the certificate rests on their own affirmation. Once
 * per attorney, course and state (approval_claim_notices), in the caller's
 * transaction. Returns the accounts mailed.
 */
export async function mailApprovalToCompleters(
  tx: Database,
  notify: { mailer: Mailer; baseUrl: string },
  courseId: string,
  approval: ApprovalPeriod & { stateSlug: string; approvalNumber: string },
  now = new Date(),
): Promise<string[]> {
  const candidates = await tx
    .select({ uid: courseRegistrations.uid })
    .from(courseRegistrations)
    .innerJoin(
      barAdmissions,
      and(
        eq(barAdmissions.uid, courseRegistrations.uid),
        eq(barAdmissions.state, approval.stateSlug),
      ),
    )
    // Any certificate for the state, even a revoked one: it was claimed (or withdrawn) already.
    .leftJoin(
      certificates,
      and(
        eq(certificates.uid, courseRegistrations.uid),
        eq(certificates.courseId, courseId),
        eq(certificates.stateSlug, approval.stateSlug),
      ),
    )
    .leftJoin(
      approvalClaimNotices,
      and(
        eq(approvalClaimNotices.uid, courseRegistrations.uid),
        eq(approvalClaimNotices.courseId, courseId),
        eq(approvalClaimNotices.stateSlug, approval.stateSlug),
      ),
    )
    .where(
      and(
        eq(courseRegistrations.courseId, courseId),
        isNull(certificates.id),
        isNull(approvalClaimNotices.uid),
      ),
    );
  const stateName = findState(approval.stateSlug)?.name ?? approval.stateSlug;
  const mailed: string[] = [];
  for (const { uid } of candidates) {
    const eligibility = await certificateEligibility(tx, uid, courseId, now);
    if (!eligibility?.eligible || !eligibility.completedAt) continue;
    if (!eligibility.states.some((state) => state.slug === approval.stateSlug)) continue;
    if (!approvalCovers(approval, dayInState(approval.stateSlug, eligibility.completedAt)))
      continue;
    const owner = await readCertificateOwner(tx, uid);
    if (!owner) continue;
    // The row first: a second save at once finds it and mails nobody again.
    const noted = await tx
      .insert(approvalClaimNotices)
      .values({ uid, courseId, stateSlug: approval.stateSlug, sentAt: now })
      .onConflictDoNothing()
      .returning({ uid: approvalClaimNotices.uid });
    if (noted.length === 0) continue;
    await notify.mailer.sendEmail(
      {
        to: owner.email,
        uid,
        subject: `Now approved in ${stateName}: ${eligibility.courseTitle}`,
        template: "course-approved-claim",
        body: CourseApprovedClaim({
          name: owner.name,
          courseTitle: eligibility.courseTitle,
          stateName,
          approvalNumber: approval.approvalNumber,
          claimUrl: `${notify.baseUrl}/certificates/new?courseId=${encodeURIComponent(courseId)}`,
        }),
      },
      tx,
    );
    mailed.push(uid);
  }
  return mailed;
}
