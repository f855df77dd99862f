import type { Database } from "~/db/client.server";
import type { certificates } from "~/db/schema/certificates";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { lockCertificate } from "./lock-certificate.server";
import { lockCompletionTotalsOf } from "./lock-completion-totals.server";
import {
  type CertificateApproval,
  type CertificateCorrection,
  writeCertificateVersion,
} from "./write-certificate-version.server";

type CertificateRow = typeof certificates.$inferSelect;

/** What one certificate's new version carries, and the reason its old one shows. */
export type NextVersion = {
  correction: CertificateCorrection;
  approval?: CertificateApproval;
  reason: string;
};

/** A re-issue done: the old version's number and the new one's. */
export type Reissued = { previousId: string; id: string };

/**
 * Re-issues certificates a change of the course decides on (a state's
 * approval, a corrected approval or corrected credits), one at a time
 * through the one writer (writeCertificateVersion): each row is locked and
 * read again, so one re-issued or revoked by someone else meanwhile keeps its
 * current version; `next` says what the new version carries (null: nothing
 * changes for it), and `mail` tells the attorney (through the outbox). In the
 * caller's transaction (the caller wakes the mailer). A candidate named
 * twice is re-issued once.
 */
export async function reissueEach<Candidate extends { id: string }>(
  tx: Database,
  actor: StaffActor,
  candidates: readonly Candidate[],
  next: (old: CertificateRow, candidate: Candidate) => NextVersion | null,
  mail: ((sent: Reissued & { reason: string }) => Promise<void>) | null,
  now: Date,
): Promise<Reissued[]> {
  // Every certificate first (in id order, so two batches lock them in the same
  // order), then the totals of the months its new versions leave and join,
  // as a single re-issue takes them (its certificate, then its totals): the
  // batch never holds a total while it waits for a certificate, so it cannot
  // cross a re-issue of one of its certificates that moves it to another month.
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const changes: { old: CertificateRow; change: NextVersion }[] = [];
  for (const id of [...byId.keys()].sort()) {
    const candidate = byId.get(id) as Candidate;
    const locked = await lockCertificate(tx, candidate.id);
    if (!locked.ok) continue;
    const change = next(locked.certificate, candidate);
    if (change) changes.push({ old: locked.certificate, change });
  }
  await lockCompletionTotalsOf(
    tx,
    changes.flatMap(({ old, change }) =>
      [old.completedOn, change.correction.completedOn].map((day) => ({
        courseId: old.courseId,
        stateSlug: old.stateSlug,
        month: day.slice(0, 7),
      })),
    ),
  );
  const reissued: Reissued[] = [];
  for (const { old, change } of changes) {
    const { id } = await writeCertificateVersion(tx, actor, old, change, now);
    reissued.push({ previousId: old.id, id });
    if (mail) await mail({ previousId: old.id, id, reason: change.reason });
  }
  return reissued;
}

/** The correctable fields of a certificate as they are (a re-issue that changes something else). */
export function unchangedCorrection(old: CertificateRow): CertificateCorrection {
  return {
    attorneyName: old.attorneyName,
    barNumber: old.barNumber,
    completedOn: old.completedOn,
    credits: old.credits,
  };
}
