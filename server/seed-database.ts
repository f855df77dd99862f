import type { Database } from "~/db/client.server";
import { ensureCheckpoints } from "~/modules/attendance/ensure-checkpoints.server";
import { seedCatalogue } from "~/modules/catalogue/seed-catalogue.server";
import {
  CATALOGUE_ACTOR,
  reissueApprovedCertificates,
} from "~/modules/certificates/reissue-approved-certificates.server";
import type { Mailer } from "~/modules/email/mailer.server";

/**
 * The catalogue from app/content, and in the same transaction what follows
 * from it: lectures and live sessions new since the last start get their
 * attendance codes, and certificates issued while an approval was pending
 * are re-issued with the approval granted since (their holders are told when
 * `notify` is given: the app's start).
 */
export function seedDatabase(
  db: Database,
  now: Date = new Date(),
  notify?: { mailer: Mailer; baseUrl: string },
): Promise<void> {
  return seedCatalogue(db, now, async (tx) => {
    await ensureCheckpoints(tx);
    await reissueApprovedCertificates(tx, CATALOGUE_ACTOR, notify, {}, now);
  });
}
