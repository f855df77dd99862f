import { z } from "zod";
import { bulkFormSchema } from "~/lib/bulk-choice";
import { dollarsField, listPageField, listSearchField } from "~/lib/form-fields";

const ORDER_STATUSES = ["pending", "invoiced", "paid", "failed", "refunded"] as const;

/** The staff order list's filters (query string); anything unreadable is no filter. */
export const staffOrderFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  page: listPageField,
});

/** A refund: dollars as cents, above zero. */
const dollars = dollarsField.refine((cents) => cents > 0, "Enter an amount above zero.");

/** The forms on a staff order page. */
export const staffOrderIntents = {
  refund: z.object({
    amount: dollars,
    reason: z
      .string()
      .trim()
      .min(1, "Say why the order is refunded (kept in the audit log).")
      .max(500, "Keep the reason under 500 characters."),
    releaseAccess: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  }),
  "resend-receipt": z.object({}),
};

/** The order list's bulk form: refund (the export is a GET of the same fields). */
export const orderBulkSchema = bulkFormSchema(["refund"]);

/** A bulk refund's own fields: the reason (for every order), and the confirmation step. */
export const orderBulkRefundSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Say why the orders are refunded (kept in the audit log).")
    .max(500, "Keep the reason under 500 characters."),
  releaseAccess: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  confirm: z
    .literal("yes")
    .optional()
    .transform((value) => value === "yes"),
});
