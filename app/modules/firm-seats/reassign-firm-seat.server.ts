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
  try {
    return await db.transaction((tx) => reassignSeatIn(tx, input, now));
  } catch (error) {
    if (error instanceof SeatMoveRefused) return error.result;
    throw error;
  }
}

/** Thrown inside the transaction to roll a half-made move back. */
export class SeatMoveRefused extends Error {
  constructor(readonly result: SeatResult) {
    super("seat move refused");
  }
}

/**
 * The same inside a transaction the caller holds: a refusal throws
 * SeatMoveRefused, so the caller's transaction (and whatever else it wrote)
 * is rolled back with the half-made move.
 */
export async function reassignSeatIn(
  tx: Database,
  input: { firmId: string; seatId: string; holderUid: string },
  now: Date,
): Promise<SeatResult> {
  const [seat] = await tx
    .select({ poolId: firmSeats.poolId, holderUid: firmSeats.holderUid })
    .from(firmSeats)
    .where(eq(firmSeats.id, input.seatId));
  if (seat && seat.holderUid === input.holderUid) return { ok: true, seatId: input.seatId };
  const released = await releaseSeatIn(tx, input, now);
  if (!released.ok || !seat) throw new SeatMoveRefused(released);
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
  if (!given.ok) throw new SeatMoveRefused(given);
  return given;
}
