import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { sameCredits } from "~/modules/certificates/credits-due.server";
import {
  type ChangedStateCredits,
  findCreditsFollowers,
  reissueCorrectedCredits,
} from "~/modules/certificates/reissue-corrected-credits.server";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import type { CreditChange } from "./course-fields";

type SavedApproval = typeof courseStateApprovals.$inferSelect;

/** What a save did about the certificates its changed credits concern. */
export type CreditsFollowed = { choice: CreditChange | null; certificates: number };

/**
 * What changed credits do to the certificates issued under them, after the
 * course's approvals are saved (in the same transaction; docs/decisions/0042).
 * Certificates copy their state's approved credits, so a state whose credits
 * the save changes is compared: when valid certificates there carry what the
 * earlier credits gave them, the saver must say which change it is. A
 * correction (the credits were wrong) re-issues them with the corrected
 * credits; a change from now on (the course changed) keeps them, and the
 * compliance checks list them. Without an answer the whole save is rolled
 * back (CreditChangeUnanswered) and the editor asks, with their number.
 */
export async function followCreditChange(
  tx: Database,
  actor: StaffActor,
  options: {
    courseId: string;
    /** The states' approvals before the save. */
    before: readonly SavedApproval[];
    /** What the editor said the change is; unanswered rolls the save back when it matters. */
    choice: CreditChange | undefined;
    notify: { mailer: Mailer; baseUrl: string } | undefined;
    now?: Date;
  },
): Promise<CreditsFollowed> {
  const { courseId, before, choice, notify, now = new Date() } = options;
  const after = await tx
    .select({ stateSlug: courseStateApprovals.stateSlug, credits: courseStateApprovals.credits })
    .from(courseStateApprovals)
    .where(eq(courseStateApprovals.courseId, courseId));
  const changed: ChangedStateCredits[] = after.flatMap((row) => {
    const old = before.find((approval) => approval.stateSlug === row.stateSlug);
    return old && !sameCredits(old.credits, row.credits)
      ? [{ stateSlug: row.stateSlug, before: old.credits, after: row.credits }]
      : [];
  });
  const followers = await findCreditsFollowers(tx, courseId, changed);
  if (followers.length === 0) return { choice: null, certificates: 0 };
  // Throwing rolls the whole save back: it is saved once the saver has answered.
  if (!choice) throw new CreditChangeUnanswered(followers.length);
  if (choice === "forward") return { choice, certificates: followers.length };
  const reissued = await reissueCorrectedCredits(tx, actor, notify, changed, followers, now);
  return { choice, certificates: reissued.length };
}

/** A save that changes the credits of issued certificates without saying which change it is. */
export class CreditChangeUnanswered extends Error {
  constructor(readonly count: number) {
    super("credit change unanswered");
  }
}

/** The audit log's reason for the course's change, when the credits of certificates changed. */
export function creditChangeReason(followed: CreditsFollowed): string | null {
  const count =
    followed.certificates === 1 ? "1 certificate" : `${followed.certificates} certificates`;
  if (followed.choice === "correction") {
    return `Credits corrected: ${count} issued under the earlier credits re-issued with the corrected ones.`;
  }
  if (followed.choice === "forward") {
    return `Credits changed from now on: ${count} issued under the earlier credits keep them.`;
  }
  return null;
}
