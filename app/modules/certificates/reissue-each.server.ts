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
 * caller's transaction (the caller wakes the mailer). `candidates` come in id
 * order, so two batches lock their certificates in the same order. A batch
 * keeps each certificate's month (a new month's total is locked by the
 * writer, after the batch's).
 */
export async function reissueEach<Candidate extends { id: string }>(
  tx: Database,
  actor: StaffActor,
  candidates: readonly Candidate[],
  next: (old: CertificateRow, candidate: Candidate) => NextVersion | null,
  mail: ((sent: Reissued & { reason: string }) => Promise<void>) | null,
  now: Date,
): Promise<Reissued[]> {
  // Every certificate first, then every total they count in, as a single
  // re-issue takes them (its certificate, then its months' totals): the batch
  // never holds a total while it waits for a certificate, so it cannot cross
  // a re-issue of one of its certificates that moves it to another month.
  const locked: { candidate: Candidate; old: CertificateRow }[] = [];
  for (const candidate of candidates) {
    const found = await lockCertificate(tx, candidate.id);
    if (found.ok) locked.push({ candidate, old: found.certificate });
  }
  await lockCompletionTotalsOf(
    tx,
    locked.map(({ old }) => ({
      courseId: old.courseId,
      stateSlug: old.stateSlug,
      month: old.completedOn.slice(0, 7),
    })),
  );
  const reissued: Reissued[] = [];
  for (const { candidate, old } of locked) {
    const change = next(old, candidate);
    if (!change) continue;
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
