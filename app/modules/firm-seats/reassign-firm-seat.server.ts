import { eq } from "drizzle-orm";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
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

type SeatRefusal = Extract<SeatResult, { ok: false }>;

/** Thrown inside the transaction to roll a half-made move back. */
export class SeatMoveRefused extends Error {
  constructor(readonly result: SeatRefusal) {
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
  if (!released.ok) throw new SeatMoveRefused(released);
  // Released means the seat was read under the pool's lock: it exists.
  if (!seat)
    throw new SeatMoveRefused({ ok: false, status: 404, message: FIRM_SEAT_MESSAGES.poolGone });
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
