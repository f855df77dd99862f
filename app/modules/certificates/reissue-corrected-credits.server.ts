import { and, eq, inArray } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { formatCategoryCredits } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { attendedShareColumns, type Credits, creditsDue, sameCredits } from "./credits-due.server";
import { isValidCertificate } from "./current-certificates.server";
import { mailReissued } from "./reissue-certificate.server";
import { type Reissued, reissueEach, unchangedCorrection } from "./reissue-each.server";

/** One state's approved credits for the course, before and after a save. */
export type ChangedStateCredits = { stateSlug: string; before: Credits; after: Credits };

/** A certificate the changed credits concern: what it is due under them, before and after. */
export type CreditsFollower = { id: string; dueBefore: Credits; dueAfter: Credits };

/**
 * The valid certificates of the course, in the states whose credits change,
 * that carry exactly what the earlier credits gave their attendance (the
 * whole, or a partial attendance's share) and would carry something else
 * under the new ones (docs/decisions/0042). A certificate whose credits are
 * anything else was set by staff (a re-issue with other credits) or issued
 * under credits older still: it keeps them. One the new credits would leave
 * with none (every credit taken off, or a partial share rounding to nothing)
 * is left too: withdrawing a certificate is a revocation, not a re-issue.
 */
export async function findCreditsFollowers(
  tx: Database,
  courseId: string,
  changed: readonly ChangedStateCredits[],
): Promise<CreditsFollower[]> {
  if (changed.length === 0) return [];
  const rows = await tx
    .select({
      id: certificates.id,
      stateSlug: certificates.stateSlug,
      credits: certificates.credits,
      ...attendedShareColumns,
    })
    .from(certificates)
    .where(
      and(
        eq(certificates.courseId, courseId),
        inArray(
          certificates.stateSlug,
          changed.map((state) => state.stateSlug),
        ),
        isValidCertificate,
      ),
    )
    .orderBy(certificates.id);
  return rows.flatMap((row) => {
    const state = changed.find((entry) => entry.stateSlug === row.stateSlug);
    if (!state) return [];
    const dueBefore = creditsDue(state.before, row);
    const dueAfter = creditsDue(state.after, row);
    if (!sameCredits(row.credits, dueBefore) || sameCredits(dueBefore, dueAfter)) return [];
    if (sameCredits(dueAfter, {})) return [];
    return [{ id: row.id, dueBefore, dueAfter }];
  });
}

/**
 * The course's credits were wrong: each certificate that carries them
 * (`followers`, from findCreditsFollowers) is re-issued with what the corrected credits give
 * it, through the one re-issue (reissueEach): the old version superseded
 * with a reason naming the change, an audit entry in the name of the staff
 * member who saved, the attorney mailed the new PDF. In the caller's
 * transaction (the caller wakes the mailer).
 */
export async function reissueCorrectedCredits(
  tx: Database,
  actor: StaffActor,
  notify: { mailer: Mailer; baseUrl: string } | undefined,
  changed: readonly ChangedStateCredits[],
  followers: readonly CreditsFollower[],
  now = new Date(),
): Promise<Reissued[]> {
  return reissueEach(
    tx,
    actor,
    followers,
    (old, follower) => {
      const state = changed.find((entry) => entry.stateSlug === old.stateSlug);
      // Changed since it was read (re-issued by someone else): its current version stands.
      if (!state || !sameCredits(old.credits, follower.dueBefore)) return null;
      const stateName = findState(old.stateSlug)?.name ?? old.stateSlug;
      return {
        correction: { ...unchangedCorrection(old), credits: follower.dueAfter },
        reason: `The course's credits in ${stateName} were corrected from ${formatCategoryCredits(state.before, old.stateSlug)} to ${formatCategoryCredits(state.after, old.stateSlug)}.`,
      };
    },
    notify ? (sent) => mailReissued(tx, notify.mailer, notify.baseUrl, sent) : null,
    now,
  );
}
