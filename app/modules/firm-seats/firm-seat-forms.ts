import { z } from "zod";
import { MAX_SEATS_PER_ORDER } from "~/content/firm-seats";
import { listPageField, listSearchField } from "~/lib/form-fields";
import type { ProductRef } from "~/modules/payments/products";

// The firm's forms about seats (buy, give, claim, free, move) and the
// staff's (mark an invoice paid, set the invoice threshold).

/** A product as a form names it: "course:<id>", "bundle:<id>" or "membership". */
export function productValue(product: ProductRef): string {
  switch (product.kind) {
    case "course":
      return `course:${product.courseId}`;
    case "bundle":
      return `bundle:${product.bundleId}`;
    case "membership":
      return "membership";
  }
}

/** The product a form's value names, or null. */
export function parseProductValue(value: string | null | undefined): ProductRef | null {
  if (!value) return null;
  if (value === "membership") return { kind: "membership" };
  const [kind, id] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (!id || id.length > 200) return null;
  if (kind === "course") return { kind: "course", courseId: id };
  if (kind === "bundle") return { kind: "bundle", bundleId: id };
  return null;
}

const productField = z
  .string({ message: "Choose what to buy." })
  .trim()
  .transform((value, ctx) => {
    const product = parseProductValue(value);
    if (!product) {
      ctx.addIssue({ code: "custom", message: "Choose what to buy." });
      return z.NEVER;
    }
    return product;
  });

const quantityField = z
  .string({ message: "Enter how many seats." })
  .trim()
  .regex(/^\d{1,4}$/, "Enter how many seats as a whole number.")
  .transform(Number)
  .refine(
    (value) => value >= 1 && value <= MAX_SEATS_PER_ORDER,
    `Enter between 1 and ${MAX_SEATS_PER_ORDER} seats.`,
  );

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
    z.union([z.null(), z.string().max(max, `Use at most ${max} characters.`)]),
  );

/** What the buy page's first step asks (its query): what, how many, which session, a code. */
export const seatQuoteSchema = z.object({
  product: productField,
  quantity: quantityField,
  liveSessionId: optionalText(200),
  discountCode: optionalText(60),
});

/** The order itself: the same, with the total shown and the page's idempotency key. */
export const buySeatsSchema = seatQuoteSchema.extend({
  expectedTotalCents: z.coerce.number().int().min(0).max(1_000_000_000),
  idempotencyKey: z.uuid({ message: "Please reload the page and try again." }),
});

const idField = z.string().trim().min(1, "Choose a seat.").max(200);
const memberField = z
  .string({ message: "Choose a member." })
  .trim()
  .min(1, "Choose a member.")
  .max(200);

/** The seats page's forms, by intent. */
export const seatIntents = {
  claim: z.object({ poolId: idField }),
  assign: z.object({ poolId: idField, member: memberField }),
  release: z.object({ seatId: idField }),
  reassign: z.object({ seatId: idField, member: memberField }),
};

/** The assign page's address: `/firm/seats/assign?member=<uid>&course=<courseId>`. */
export const seatAssignQuerySchema = z.object({
  member: z.string().trim().min(1).max(200),
  course: z.string().trim().min(1).max(200),
});

/** Staff: an open invoice marked paid. */
export const markInvoicePaidSchema = z.object({ orderId: idField });

/** Staff: from which total (in dollars) firm orders are invoiced. */
export const invoiceThresholdSchema = z.object({
  threshold: z
    .string({ message: "Enter an amount." })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount in dollars, such as 1000 or 2500.00.")
    .transform((value) => Math.round(Number(value) * 100))
    .refine((cents) => cents > 0, "Enter an amount above zero."),
});

/** The staff invoices page's forms, by intent. */
export const staffInvoiceIntents = {
  "mark-paid": markInvoicePaidSchema,
  threshold: invoiceThresholdSchema,
};

/** The staff invoice list's search and view (query string); unreadable is the open ones. */
export const staffInvoiceFiltersSchema = z.object({
  q: listSearchField,
  state: z.enum(["open", "overdue", "paid"]).catch("open"),
  page: listPageField,
});
