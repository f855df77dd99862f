import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { retentionEnd } from "./retention-end";

/**
 * Before an account is deleted: writes on each of its certificates (every
 * version, revoked ones too) the last day it must be kept, so that it can
 * outlive the account, whose deletion only unlinks it. The end is the
 * certificate's completion day plus the longest retention period among the
 * states in which the attorney claimed credit for that course. Returns how
 * many certificates are kept.
 */
export async function keepRecordsOfClosingAccount(db: Database, uid: string): Promise<number> {
  const rows = await db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      stateSlug: certificates.stateSlug,
      completedOn: certificates.completedOn,
    })
    .from(certificates)
    .where(eq(certificates.uid, uid));
  const claimedIn = new Map<string, Set<string>>();
  for (const row of rows) {
    claimedIn.set(row.courseId, (claimedIn.get(row.courseId) ?? new Set()).add(row.stateSlug));
  }
  for (const row of rows) {
    await db
      .update(certificates)
      .set({ retainUntil: retentionEnd(row.completedOn, claimedIn.get(row.courseId) ?? []) })
      .where(eq(certificates.id, row.id));
  }
  return rows.length;
}

/** The account was not deleted after all: its certificates are its own again, with no end. */
export async function forgetRetentionOfOpenAccount(db: Database, uid: string): Promise<void> {
  await db.update(certificates).set({ retainUntil: null }).where(eq(certificates.uid, uid));
}
