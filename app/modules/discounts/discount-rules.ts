import type { DiscountKind, DiscountScope } from "~/db/schema/discounts";
import { DISCOUNT_MESSAGES } from "./discount-messages";

// The rules of a discount code, without I/O: what it takes off a price, and
// whether it may be used on a product, by an account, at a moment, given the
// uses it has. The order's transaction applies them to the locked row.

/** What is bought, as payments name it (kept here: payments depend on discounts, not back). */
export type DiscountTarget =
  | { kind: "course"; courseId: string }
  | { kind: "bundle"; bundleId: string }
  | { kind: "membership" };

/** A code as the rules read it. */
export type DiscountRuleCode = {
  code: string;
  kind: DiscountKind;
  value: number;
  scope: DiscountScope;
  courseId: string | null;
  bundleId: string | null;
  useLimit: number | null;
  perAccountLimit: number | null;
  startsAt: Date;
  endsAt: Date | null;
  uid: string | null;
  endedAt: Date | null;
};

/** Cents a code takes off a price: never more than the price, never negative. */
export function discountCents(code: Pick<DiscountRuleCode, "kind" | "value">, priceCents: number) {
  if (priceCents <= 0) return 0;
  const off =
    code.kind === "percent"
      ? Math.round((priceCents * Math.min(Math.max(code.value, 0), 100)) / 100)
      : Math.max(code.value, 0);
  return Math.min(off, priceCents);
}

/** Whether the code was made for this product: "all" is every course and bundle, never the membership. */
export function codeCovers(
  code: Pick<DiscountRuleCode, "scope" | "courseId" | "bundleId">,
  product: DiscountTarget,
) {
  switch (code.scope) {
    case "all":
      return product.kind === "course" || product.kind === "bundle";
    case "course":
      return product.kind === "course" && product.courseId === code.courseId;
    case "bundle":
      return product.kind === "bundle" && product.bundleId === code.bundleId;
  }
}

/**
 * Why this code cannot be used here and now (the buyer's message), or null
 * when it can. `uses` counts the code's live uses (paid, or pending with a
 * running hold); `accountUses` this account's.
 */
export function codeRefusal(
  code: DiscountRuleCode,
  input: {
    product: DiscountTarget;
    uid: string;
    now: Date;
    uses: number;
    accountUses: number;
  },
): string | null {
  if (code.uid !== null && code.uid !== input.uid) return DISCOUNT_MESSAGES.unknown;
  if (code.endedAt !== null && code.endedAt <= input.now) return DISCOUNT_MESSAGES.ended;
  if (code.startsAt > input.now) return DISCOUNT_MESSAGES.notYet;
  if (code.endsAt !== null && code.endsAt <= input.now) return DISCOUNT_MESSAGES.expired;
  if (!codeCovers(code, input.product)) return DISCOUNT_MESSAGES.notForThis;
  if (code.perAccountLimit !== null && input.accountUses >= code.perAccountLimit)
    return DISCOUNT_MESSAGES.usedByYou;
  if (code.useLimit !== null && input.uses >= code.useLimit) return DISCOUNT_MESSAGES.usedUp;
  return null;
}

/** A typed code, as stored: trimmed, in capitals. */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase();
}
