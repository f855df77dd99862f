import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmSeats } from "~/db/schema/firm-seats";
import { reassignSeatIn, SeatMoveRefused } from "~/modules/firm-seats/reassign-firm-seat.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

type Moved = { ok: true } | { ok: false; status: number; message: string };

/**
 * Support move a firm's unused course seat from its holder to another member
 * (a firm's request, a mistaken assignment), under the same rules as the
 * firm's administrators, audited in the same transaction: the move and its
 * entry are written together or not at all.
 */
export async function moveFirmSeat(
  db: Database,
  actor: StaffActor,
  input: { firmId: string; seatId: string; holderUid: string },
  now = new Date(),
): Promise<Moved> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ holderUid: firmSeats.holderUid })
        .from(firmSeats)
        .where(eq(firmSeats.id, input.seatId));
      await reassignSeatIn(tx, input, now);
      await recordStaffAction(tx, actor, {
        action: "firm.seat-move",
        recordType: "firm",
        recordId: input.firmId,
        before: { seatId: input.seatId, holderUid: before?.holderUid ?? null },
        after: { seatId: input.seatId, holderUid: input.holderUid },
      });
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SeatMoveRefused)) throw error;
    const { status, message } = error.result;
    return { ok: false, status, message };
  }
}
