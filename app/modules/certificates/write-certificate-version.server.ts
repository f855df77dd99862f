import { eq } from "drizzle-orm";
import { stateRules, versionInForce } from "~/content/state-rules";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { addYears } from "~/modules/retention/retention-end";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { newCertificateId } from "./certificate-id.server";
import { lockCompletionTotals } from "./lock-completion-totals.server";

/** What staff may correct on a certificate; everything else is what the attorney affirmed. */
export type CertificateCorrection = {
  attorneyName: string;
  barNumber: string | null;
  /** ISO day. */
  completedOn: string;
  /**
   * Hours by category. A staff correction keeps the certificate's categories;
   * a state's approval or corrected credits carry the state's.
   */
  credits: Partial<Record<CreditCategory, number>>;
};

/**
 * A state's standing a new version takes: the approval (a certificate issued
 * while it was pending, or a corrected course number), or pending again (the
 * approval's corrected dates leave the completion out).
 */
export type CertificateApproval =
  | { approvalStatus: "approved"; approvalNumber: string }
  | { approvalStatus: "pending"; approvalNumber: null };

type CertificateRow = typeof certificates.$inferSelect;

/**
 * The one way a certificate changes (docs/decisions/0025): the locked,
 * current row is marked superseded with the reason and a new row (a new
 * number, the next version, naming the one it replaces) carries the change;
 * the audit log keeps before, after and the reason. In the caller's
 * transaction. Staff corrections and a state's approval both come here.
 */
export async function writeCertificateVersion(
  tx: Database,
  actor: StaffActor,
  old: CertificateRow,
  change: { correction: CertificateCorrection; approval?: CertificateApproval; reason: string },
  now: Date,
): Promise<{ id: string; version: number }> {
  const after = correctionOf(change.correction);
  await lockCompletionTotals(tx, old, [old.completedOn, after.completedOn]);
  // The old version first: only one certificate per course and state is current.
  await tx
    .update(certificates)
    .set({ supersededAt: now, supersededReason: change.reason })
    .where(eq(certificates.id, old.id));
  const id = newCertificateId();
  const version = old.version + 1;
  await tx.insert(certificates).values({
    ...old,
    ...after,
    ...change.approval,
    creditHourMinutes: creditHourMinutesOn(old.stateSlug, after.completedOn),
    retainUntil: retainUntilAfter(old, after.completedOn),
    id,
    version,
    supersedesId: old.id,
    issuedAt: now,
    supersededAt: null,
    supersededReason: null,
    revokedAt: null,
    revocationReason: null,
  });
  const approvalOf = (row: { approvalStatus: string; approvalNumber: string | null }) =>
    change.approval
      ? { approvalStatus: row.approvalStatus, approvalNumber: row.approvalNumber }
      : {};
  await recordStaffAction(tx, actor, {
    action: "certificate.reissue",
    recordType: "certificate",
    recordId: old.id,
    before: { id: old.id, version: old.version, ...correctionOf(old), ...approvalOf(old) },
    after: { id, version, ...after, ...(change.approval ? approvalOf(change.approval) : {}) },
    reason: change.reason,
  });
  return { id, version };
}

/** The correctable fields in a fixed order, credits by category in the catalogue's order. */
export function correctionOf(certificate: CertificateCorrection): CertificateCorrection {
  return {
    attorneyName: certificate.attorneyName,
    barNumber: certificate.barNumber,
    completedOn: certificate.completedOn,
    credits: Object.fromEntries(
      Object.entries(certificate.credits).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** The state's credit-hour length under the rules in force on the (corrected) completion day. */
function creditHourMinutesOn(stateSlug: string, completedOn: string): number | null {
  const rules = stateRules(stateSlug);
  return (rules ? versionInForce(rules, completedOn) : null)?.creditHourMinutes.value ?? null;
}

/**
 * A closed account's certificate keeps its retention end; a corrected
 * completion day moves it by as much when that is later (never earlier).
 */
function retainUntilAfter(
  old: { retainUntil: string | null; completedOn: string },
  completedOn: string,
): string | null {
  if (!old.retainUntil || completedOn <= old.completedOn) return old.retainUntil;
  const years = Number(old.retainUntil.slice(0, 4)) - Number(old.completedOn.slice(0, 4));
  const moved = addYears(completedOn, years);
  // ISO days compare as text.
  if (moved <= old.retainUntil) return old.retainUntil;
  return moved;
}
