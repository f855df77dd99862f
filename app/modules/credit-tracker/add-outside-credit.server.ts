import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { outsideCredits } from "~/db/schema/compliance";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import type { OutsideCredit } from "~/modules/credit-tracker/credit-tracker-types";
import { findOverlappingPeriod } from "~/modules/credit-tracker/find-overlapping-period.server";

type OutsideCreditInput = OutsideCredit & {
  /** Already checked with checkCertificateUpload. */
  certificate: { name: string; bytes: Uint8Array } | null;
};

/** Stores a credit earned elsewhere, with its certificate when one was uploaded. */
export async function addOutsideCredit(
  db: Database,
  uid: string,
  input: OutsideCreditInput,
  limits: { maxCredits: number; maxCertificateBytes: number } = {
    maxCredits: TRACKER_LIMITS.outsideCreditsMax,
    maxCertificateBytes: TRACKER_LIMITS.certificateStorageMaxBytes,
  },
): Promise<
  /** `inRecordedPeriod`: whether a recorded reporting period of that state holds its date. */
  | { ok: true; id: string; inRecordedPeriod: boolean }
  | { ok: false; status: 409; field: "certificate" | null; message: string }
> {
  return db.transaction(async (tx) => {
    // One at a time per attorney, so two uploads at once cannot both pass the limits.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.outsideCredits}, hashtext(${uid}))`,
    );
    const [held] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        // bigint: node-postgres reads it as a string.
        bytes: sql<string | number>`coalesce(sum(${outsideCredits.certificateBytes}), 0)::bigint`,
      })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, uid));
    if ((held?.count ?? 0) >= limits.maxCredits) {
      return { ok: false, status: 409, field: null, message: TRACKER_MESSAGES.tooManyCredits };
    }
    const size = input.certificate?.bytes.byteLength ?? 0;
    if (size > 0 && Number(held?.bytes ?? 0) + size > limits.maxCertificateBytes) {
      return {
        ok: false,
        status: 409,
        field: "certificate",
        message: TRACKER_MESSAGES.certificateStorageFull,
      };
    }
    const id = randomUUID();
    await tx.insert(outsideCredits).values({
      id,
      uid,
      stateSlug: input.stateSlug,
      title: input.title,
      provider: input.provider,
      completedOn: input.completedOn,
      format: input.format,
      accredited: input.accredited,
      hours: input.hours,
      certificateFile: input.certificate?.bytes ?? null,
      certificateFilename: input.certificate?.name ?? null,
      certificateBytes: input.certificate ? size : null,
    });
    const holding = await findOverlappingPeriod(tx, uid, input.stateSlug, {
      from: input.completedOn,
      to: input.completedOn,
    });
    return { ok: true, id, inRecordedPeriod: holding !== null };
  });
}
