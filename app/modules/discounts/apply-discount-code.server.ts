import { and, count, eq, gt, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { discountCodes } from "~/db/schema/discounts";
import { orders } from "~/db/schema/orders";
import { DISCOUNT_MESSAGES } from "./discount-messages";
import { codeRefusal, type DiscountTarget, discountCents, normaliseCode } from "./discount-rules";

/** A code that applies: what it takes off, and the price after it. */
export type AppliedDiscount = {
  codeId: string;
  code: string;
  discountCents: number;
  priceCents: number;
};

type DiscountCheck = { ok: true; discount: AppliedDiscount } | { ok: false; message: string };

const CODE_SHAPE = /^[A-Z0-9-]{3,40}$/;

/**
 * An order's uses of a code: paid or invoiced, or pending with its hold
 * still running (an abandoned checkout gives its use back when its hold
 * expires; a failed, cancelled or refunded order holds none).
 */
export function liveUse(now: Date): SQL {
  return or(
    eq(orders.status, "paid"),
    eq(orders.status, "invoiced"),
    and(eq(orders.status, "pending"), gt(orders.holdExpiresAt, now)),
  ) as SQL;
}

/**
 * Checks a typed code for this buyer, product and price. Inside an order's
 * transaction, `lock` reads the code's row `FOR UPDATE`: two orders counting
 * the uses of one code then follow each other, so a limit holds under any
 * number of simultaneous buyers, on every instance.
 */
export async function applyDiscountCode(
  db: Database,
  input: {
    typed: string;
    uid: string;
    product: DiscountTarget;
    priceCents: number;
    now: Date;
    lock?: boolean;
  },
): Promise<DiscountCheck> {
  const code = normaliseCode(input.typed);
  if (!CODE_SHAPE.test(code)) return { ok: false, message: DISCOUNT_MESSAGES.malformed };
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const [row] = input.lock ? await query.for("update") : await query;
  if (!row) return { ok: false, message: DISCOUNT_MESSAGES.unknown };
  const [uses] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.discountCodeId, row.id), liveUse(input.now)));
  const [accountUses] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.discountCodeId, row.id), eq(orders.uid, input.uid), liveUse(input.now)));
  const refusal = codeRefusal(row, {
    product: input.product,
    uid: input.uid,
    now: input.now,
    uses: uses?.n ?? 0,
    accountUses: accountUses?.n ?? 0,
  });
  if (refusal) return { ok: false, message: refusal };
  const off = discountCents(row, input.priceCents);
  return {
    ok: true,
    discount: {
      codeId: row.id,
      code: row.code,
      discountCents: off,
      priceCents: input.priceCents - off,
    },
  };
}
