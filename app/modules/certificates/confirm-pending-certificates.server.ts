import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { attendanceCorrections } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { formatCategoryCredits } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificateApproved } from "~/modules/email/templates/certificate-approved";
import { isValidCertificate } from "./current-certificates.server";
import { certificateUrl } from "./describe-certificate";
import { getCertificate } from "./get-certificate.server";
import { certificateAttachment } from "./print-certificate.server";

/**
 * Certificates issued while a course's approval in their state was pending
 * take the approval once it is granted (its number and the credits the state
 * approved, unless staff set the certificate's credits: a re-issue, a
 * partial attendance), so the credit lands in that state's tracker and the PDF and the
 * verification page show it. Not when the approval ran out before the course
 * was completed. Only valid certificates (the latest version, not revoked):
 * a superseded or revoked one stays as it was. Runs whenever approvals are
 * (re)loaded. Returns the ids updated.
 */
export async function confirmPendingCertificates(
  db: Database,
  notify?: { mailer: Mailer; baseUrl: string },
): Promise<string[]> {
  const rows = await db
    .update(certificates)
    .set({
      approvalStatus: "approved",
      approvalNumber: sql`${courseStateApprovals.approvalNumber}`,
      // The state's credits, unless staff set this certificate's own: a re-issue, or the share
      // of a partial attendance (the correction that counts for its part of the course).
      credits: sql`case when ${certificates.supersedesId} is not null or exists (
          select 1 from ${attendanceCorrections} c
          where c.uid = ${certificates.uid} and c.course_id = ${certificates.courseId}
            and c.attended_minutes is not null
            and coalesce(c.live_session_id, '') = coalesce(${certificates.liveSessionId}, '')
            and not exists (select 1 from ${attendanceCorrections} r where r.replaces_id = c.id)
        ) then ${certificates.credits} else ${courseStateApprovals.credits} end`,
    })
    .from(courseStateApprovals)
    .where(
      and(
        eq(certificates.approvalStatus, "pending"),
        isValidCertificate,
        eq(courseStateApprovals.courseId, certificates.courseId),
        eq(courseStateApprovals.stateSlug, certificates.stateSlug),
        eq(courseStateApprovals.status, "approved"),
        sql`(${courseStateApprovals.expiresOn} is null or ${courseStateApprovals.expiresOn} >= ${certificates.completedOn})`,
      ),
    )
    .returning({ id: certificates.id, uid: certificates.uid });
  if (notify) {
    // In the caller's transaction: the e-mail is queued exactly when the update lands.
    // A closed account's certificate is approved too, but there is no one to tell.
    for (const { id, uid } of rows) if (uid) await sendApprovedCertificate(db, notify, { id, uid });
  }
  return rows.map((row) => row.id);
}

/** Tells the attorney a pending certificate now carries the approval, with the new PDF. */
async function sendApprovedCertificate(
  db: Database,
  { mailer, baseUrl }: { mailer: Mailer; baseUrl: string },
  row: { id: string; uid: string },
) {
  const [owner] = await db
    .select({ email: user.email, accountName: user.name, firstName: userProfiles.firstName })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, row.uid))
    .limit(1);
  const certificate = await getCertificate(db, row.id);
  if (!owner || !certificate) return;
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: row.uid,
      subject: `Approved in ${certificate.stateName}: ${certificate.courseTitle}`,
      template: "certificate-approved",
      body: CertificateApproved({
        name: owner.firstName ?? owner.accountName,
        courseTitle: certificate.courseTitle,
        stateName: certificate.stateName,
        certificateId: certificate.id,
        approvalNumber: certificate.approvalNumber,
        credits: formatCategoryCredits(certificate.credits, certificate.stateSlug),
        verifyUrl: certificateUrl(baseUrl, certificate.id),
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
      attachments: [await certificateAttachment(certificate, baseUrl)],
    },
    db,
  );
}
