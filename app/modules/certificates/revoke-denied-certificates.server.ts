import { and, eq, inArray } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { formatLongDate } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { isValidCertificate } from "./current-certificates.server";
import { revokeInTransaction } from "./revoke-certificate.server";

/**
 * A state denied the course: the certificates issued while its approval was
 * pending can never carry it, so they are revoked (in the caller's
 * transaction), each audited, and their holders told why. Revoking needs the
 * certificates permission with a recent sign-in: without it, nothing is
 * revoked and the count is returned for the refusal.
 */
export async function revokeDeniedCertificates(
  tx: Database,
  actor: StaffActor,
  options: {
    courseId: string;
    denials: readonly { stateSlug: string; deniedOn: string | null }[];
    notify: { mailer: Mailer; baseUrl: string } | undefined;
    /** Whether the staff member may revoke certificates; if not, nothing is revoked and the count says why. */
    mayRevoke: boolean;
    now?: Date;
  },
): Promise<{ ok: true; ids: string[] } | { ok: false; count: number }> {
  const { courseId, denials, notify, mayRevoke, now = new Date() } = options;
  if (denials.length === 0) return { ok: true, ids: [] };
  const pending = await tx
    .select({ id: certificates.id, stateSlug: certificates.stateSlug })
    .from(certificates)
    .where(
      and(
        eq(certificates.courseId, courseId),
        eq(certificates.approvalStatus, "pending"),
        inArray(
          certificates.stateSlug,
          denials.map((denial) => denial.stateSlug),
        ),
        isValidCertificate,
      ),
    );
  if (pending.length > 0 && !mayRevoke) return { ok: false, count: pending.length };
  const revoked: string[] = [];
  for (const certificate of pending) {
    const denial = denials.find((entry) => entry.stateSlug === certificate.stateSlug);
    const stateName = findState(certificate.stateSlug)?.name ?? certificate.stateSlug;
    const reason = `${stateName} did not approve this course${denial?.deniedOn ? ` (decided ${formatLongDate(denial.deniedOn)})` : ""}, so it carries no ${stateName} credit.`;
    const outcome = await revokeInTransaction(
      tx,
      notify?.mailer ?? null,
      { baseUrl: notify?.baseUrl ?? "" },
      actor,
      { certificateId: certificate.id, reason },
      now,
    );
    if (outcome.ok) revoked.push(certificate.id);
  }
  return { ok: true, ids: revoked };
}
