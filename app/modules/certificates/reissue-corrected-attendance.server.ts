import { and, eq } from "drizzle-orm";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { partialCredits } from "~/modules/attendance/attendance-corrections";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import { reissueInTransaction } from "~/modules/certificates/reissue-certificate.server";
import { revokeInTransaction } from "~/modules/certificates/revoke-certificate.server";
import type { Mailer } from "~/modules/email/mailer.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";

/** Each state's credits where the course is offered, as the correction reads them. */
export type OfferedCredits = {
  stateSlug: string;
  credits: Partial<Record<CreditCategory, number>>;
}[];

export type Followed =
  | { ok: true; changed: { reissued: string[]; revoked: string[] } }
  | { ok: false; status: 409; message: string };

/**
 * Re-issues or revokes the attendee's valid certificates for the part the
 * correction is about (live certificates for the live session, self-study
 * ones for the lecture), so they say what it credits: the state's credit in
 * proportion to a partial attendance, revoked when attendance is not
 * accepted or earns less than a quarter hour there. The other part's are
 * left as they are.
 */
export async function reissueCorrectedAttendance(
  tx: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: {
    uid: string;
    courseId: string;
    reason: string;
    correction: {
      liveSessionId: string | null;
      outcome: string;
      attendedMinutes: number | null;
      programMinutes: number | null;
    };
    approved: OfferedCredits;
  },
  now: Date,
): Promise<Followed> {
  const { correction } = input;
  const valid = await tx
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.uid, input.uid),
        eq(certificates.courseId, input.courseId),
        correction.liveSessionId === null
          ? eq(certificates.format, "self-study")
          : and(
              eq(certificates.format, "live"),
              eq(certificates.liveSessionId, correction.liveSessionId),
            ),
        isValidCertificate,
      ),
    );
  const reason = `Attendance correction: ${input.reason}`;
  const changed = { reissued: [] as string[], revoked: [] as string[] };
  for (const certificate of valid) {
    const stateCredits = input.approved.find((state) => state.stateSlug === certificate.stateSlug);
    const earned =
      correction.outcome === "not-attended" || !stateCredits
        ? {}
        : correction.attendedMinutes !== null && correction.programMinutes !== null
          ? partialCredits(
              stateCredits.credits,
              correction.attendedMinutes,
              correction.programMinutes,
            )
          : stateCredits.credits;
    if (Object.keys(earned).length === 0) {
      const revoked = await revokeInTransaction(
        tx,
        mailer,
        options,
        actor,
        { certificateId: certificate.id, reason },
        now,
      );
      if (!revoked.ok) return certificateBusy();
      changed.revoked.push(certificate.id);
      continue;
    }
    // Every category the certificate carries stays on it: one no longer earned reads 0.
    const credits = Object.fromEntries(
      Object.keys(certificate.credits).map((category) => [
        category,
        earned[category as keyof typeof earned] ?? 0,
      ]),
    );
    const reissued = await reissueInTransaction(
      tx,
      mailer,
      options,
      actor,
      {
        certificateId: certificate.id,
        reason,
        correction: {
          attorneyName: certificate.attorneyName,
          barNumber: certificate.barNumber,
          completedOn: certificate.completedOn,
          credits,
        },
      },
      now,
    );
    if (reissued.ok) changed.reissued.push(reissued.id);
    else if (reissued.reason !== "no-change") return certificateBusy();
  }
  return { ok: true, changed };
}

function certificateBusy(): Followed {
  return {
    ok: false,
    status: 409,
    message:
      "A certificate of this attendee changed at the same moment. Reload the page and try again.",
  };
}
