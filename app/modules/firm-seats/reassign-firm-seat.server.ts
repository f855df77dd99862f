import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmSeats } from "~/db/schema/firm-seats";
import { giveSeatIn, type SeatResult } from "./give-firm-seat.server";
import { releaseSeatIn } from "./release-firm-seat.server";

/**
 * Moves an unused seat from its holder to another member, in one
 * transaction: either both happen or neither does.
 */
export async function reassignFirmSeat(
  db: Database,
  input: { firmId: string; seatId: string; holderUid: string },
  now = new Date(),
): Promise<SeatResult> {
  class Undo extends Error {
    constructor(readonly result: SeatResult) {
      super("undo");
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [seat] = await tx
        .select({ poolId: firmSeats.poolId, holderUid: firmSeats.holderUid })
        .from(firmSeats)
        .where(eq(firmSeats.id, input.seatId));
      if (seat && seat.holderUid === input.holderUid) return { ok: true, seatId: input.seatId };
      const released = await releaseSeatIn(tx, input, now);
      if (!released.ok || !seat) throw new Undo(released);
      const given = await giveSeatIn(
        tx,
        {
          firmId: input.firmId,
          poolId: seat.poolId,
          holderUid: input.holderUid,
          givenBy: "assigned",
        },
        now,
      );
      if (!given.ok) throw new Undo(given);
      return given;
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    throw error;
  }
}
