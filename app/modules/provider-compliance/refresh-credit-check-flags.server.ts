import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { creditCheckFlags } from "~/db/schema/credit-check-flags";
import {
  attendedShareColumns,
  certificateApproval,
  creditsDue,
  sameCredits,
} from "~/modules/certificates/credits-due.server";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";

// The compliance checks' kept credit flags (docs/decisions/0077, "Reports and
// checks"), worked out again for the courses the writes marked stale.

/**
 * Valid certificates whose credits differ from what their state's approval
 * of the course gives their attendance now (a partial attendance its share;
 * docs/decisions/0042): issued before the course's credits changed from now
 * on, set by hand, or issued under credits corrected without re-issuing
 * them. Newest first. The database compares the credits; only those it finds
 * different, or with a partial attendance, are worked out here.
 */
async function creditDifferences(db: Database, courseIds: readonly string[]) {
  const candidates = await db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      issuedAt: certificates.issuedAt,
      credits: certificates.credits,
      stateCredits: courseStateApprovals.credits,
      ...attendedShareColumns,
    })
    .from(certificates)
    .innerJoin(courseStateApprovals, certificateApproval)
    .where(
      and(
        isValidCertificate,
        inArray(certificates.courseId, [...courseIds]),
        sql`(${certificates.credits} <> ${courseStateApprovals.credits} or ${attendedShareColumns.attendedMinutes} is not null)`,
      ),
    );
  return candidates.flatMap(({ stateCredits, attendedMinutes, programMinutes, ...row }) => {
    const due = creditsDue(stateCredits, { attendedMinutes, programMinutes });
    return sameCredits(row.credits, due) ? [] : [{ ...row, creditsDue: due }];
  });
}

/** Courses worked out in one transaction. */
const COURSE_BATCH = 100;

/**
 * Works the credit flags of the stale courses out again (a course at a time,
 * usually none): `*` marks that none was ever worked out, so every course is.
 * Two instances never take the same course (SKIP LOCKED); a write meanwhile
 * marks its course again.
 */
export async function refreshCreditCheckFlags(db: Database): Promise<void> {
  const pending = await db.execute(sql`select 1 from credit_check_stale limit 1`);
  if ((pending as unknown as { rows: unknown[] }).rows.length === 0) return;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`delete from credit_check_stale where course_id in (
          select course_id from credit_check_stale order by course_id limit ${COURSE_BATCH}
          for update skip locked) returning course_id`);
      const ids = (result as unknown as { rows: { course_id: string }[] }).rows.map(
        (row) => row.course_id,
      );
      if (ids.includes("*")) {
        await tx.execute(sql`insert into credit_check_stale (course_id)
          select id from courses union select course_id from credit_check_flags on conflict do nothing`);
      }
      const courseIds = ids.filter((id) => id !== "*");
      if (courseIds.length > 0) {
        const flagged = await creditDifferences(tx, courseIds);
        await tx.delete(creditCheckFlags).where(inArray(creditCheckFlags.courseId, courseIds));
        for (let start = 0; start < flagged.length; start += 1000) {
          await tx.insert(creditCheckFlags).values(
            flagged.slice(start, start + 1000).map((row) => ({
              certificateId: row.id,
              courseId: row.courseId,
              issuedAt: row.issuedAt,
              creditsDue: row.creditsDue,
            })),
          );
        }
      }
      return ids.length;
    });
    if (taken === 0) return;
  }
}
