import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Sets (or clears, with null) where attendees join a live session, with its
 * audit entry in the same transaction. False when the session is gone or cancelled.
 */
export async function setJoinUrl(
  db: Database,
  actor: StaffActor,
  sessionId: string,
  joinUrl: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ joinUrl: liveSessions.joinUrl, cancelledAt: liveSessions.cancelledAt })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId))
      .for("update");
    if (!current || current.cancelledAt) return false;
    if (current.joinUrl === joinUrl) return true;
    // A new version: an edit form opened before this is refused, not silently reverting it.
    await tx
      .update(liveSessions)
      .set({ joinUrl, version: sql`${liveSessions.version} + 1`, updatedAt: new Date() })
      .where(eq(liveSessions.id, sessionId));
    await recordStaffAction(tx, actor, {
      action: "session.join-link",
      recordType: "live-session",
      recordId: sessionId,
      before: { joinUrl: current.joinUrl },
      after: { joinUrl },
    });
    return true;
  });
}
