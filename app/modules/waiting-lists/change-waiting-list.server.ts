import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { WAITING_LIST_MESSAGES } from "./waiting-list-rules";

export type StaffListReply = { ok: true } | { ok: false; status: number; message: string };

/**
 * Moves an active entry one place up or down its session's list (it swaps
 * positions with its neighbour), under the session's row lock so two staff
 * members' moves, and the offers, see one order. Audited.
 */
export async function moveWaitingListEntry(
  db: Database,
  actor: StaffActor,
  input: { sessionId: string; entryId: string; direction: "up" | "down" },
): Promise<StaffListReply> {
  return db.transaction(async (tx): Promise<StaffListReply> => {
    const [session] = await tx
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.id, input.sessionId))
      .for("update");
    if (!session) return { ok: false, status: 404, message: WAITING_LIST_MESSAGES.noSession };
    const list = await tx
      .select({
        id: waitingListEntries.id,
        uid: waitingListEntries.uid,
        position: waitingListEntries.position,
      })
      .from(waitingListEntries)
      .where(
        and(
          eq(waitingListEntries.liveSessionId, input.sessionId),
          inArray(waitingListEntries.status, ["waiting", "offered"]),
        ),
      )
      .orderBy(asc(waitingListEntries.position), asc(waitingListEntries.joinedAt));
    const index = list.findIndex((entry) => entry.id === input.entryId);
    const entry = list[index];
    if (!entry) return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.staffGone };
    const other = list[input.direction === "up" ? index - 1 : index + 1];
    if (!other) return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.staffEdge };
    // Equal positions (never made here, but cheap to survive) still end up in a distinct order.
    const [mine, theirs] =
      entry.position === other.position
        ? input.direction === "up"
          ? [other.position, other.position + 1]
          : [other.position + 1, other.position]
        : [other.position, entry.position];
    await tx
      .update(waitingListEntries)
      .set({ position: mine })
      .where(eq(waitingListEntries.id, entry.id));
    await tx
      .update(waitingListEntries)
      .set({ position: theirs })
      .where(eq(waitingListEntries.id, other.id));
    await recordStaffAction(tx, actor, {
      action: input.direction === "up" ? "waiting-list.move-up" : "waiting-list.move-down",
      recordType: "live-session",
      recordId: input.sessionId,
      before: { uid: entry.uid, place: index + 1 },
      after: { uid: entry.uid, place: input.direction === "up" ? index : index + 2 },
    });
    return { ok: true };
  });
}

/** Takes an active entry off its session's list (an offer it holds goes back). Audited. */
export async function removeWaitingListEntry(
  db: Database,
  actor: StaffActor,
  input: { sessionId: string; entryId: string },
  now = new Date(),
): Promise<StaffListReply> {
  return db.transaction(async (tx): Promise<StaffListReply> => {
    const [removed] = await tx
      .update(waitingListEntries)
      .set({ status: "left", closedAt: now })
      .where(
        and(
          eq(waitingListEntries.id, input.entryId),
          eq(waitingListEntries.liveSessionId, input.sessionId),
          inArray(waitingListEntries.status, ["waiting", "offered"]),
        ),
      )
      .returning({ uid: waitingListEntries.uid });
    if (!removed) return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.staffGone };
    await recordStaffAction(tx, actor, {
      action: "waiting-list.remove",
      recordType: "live-session",
      recordId: input.sessionId,
      after: { uid: removed.uid },
    });
    return { ok: true };
  });
}
