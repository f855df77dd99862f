import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { certificates } from "~/db/schema/certificates";
import { retentionEnd } from "./retention-end";

/**
 * Before an account is deleted: writes on each of its certificates (every
 * version, revoked ones too) and attendance corrections the last day they
 * must be kept, so that they can outlive the account, whose deletion only
 * unlinks them. For each course it is the latest of its certificates'
 * completion days plus the longest retention period among the states in
 * which the attorney claimed credit for it: one end for all the versions of
 * a certificate, so none is purged before another. Corrections of a course
 * with no certificate are not needed: they end on the day of closing.
 * Returns how many certificates are kept.
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
  const endOf = new Map<string, string>();
  for (const row of rows) {
    const end = retentionEnd(row.completedOn, claimedIn.get(row.courseId) ?? []);
    const latest = endOf.get(row.courseId);
    // ISO days compare as text.
    if (!latest || end > latest) endOf.set(row.courseId, end);
  }
  for (const [courseId, retainUntil] of endOf) {
    await db
      .update(certificates)
      .set({ retainUntil })
      .where(and(eq(certificates.uid, uid), eq(certificates.courseId, courseId)));
    await db
      .update(attendanceCorrections)
      .set({ retainUntil })
      .where(and(eq(attendanceCorrections.uid, uid), eq(attendanceCorrections.courseId, courseId)));
  }
  // Corrections of a course with no certificate justify nothing kept: they end today.
  await db
    .update(attendanceCorrections)
    .set({ retainUntil: new Date().toISOString().slice(0, 10) })
    .where(
      and(
        eq(attendanceCorrections.uid, uid),
        endOf.size > 0 ? notInArray(attendanceCorrections.courseId, [...endOf.keys()]) : undefined,
      ),
    );
  return rows.length;
}

/** The account was not deleted after all: its certificates are its own again, with no end. */
export async function forgetRetentionOfOpenAccount(db: Database, uid: string): Promise<void> {
  await db.update(certificates).set({ retainUntil: null }).where(eq(certificates.uid, uid));
  await db
    .update(attendanceCorrections)
    .set({ retainUntil: null })
    .where(eq(attendanceCorrections.uid, uid));
}
