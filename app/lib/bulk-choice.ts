import { z } from "zod";

/** The most items one bulk action takes: a larger choice is narrowed by the filter first. */
export const BULK_MAX_ITEMS = 5000;

/** A record a bulk action is for, named as its summary names it. */
export type BulkItem = { id: string; label: string };

/**
 * A list's bulk form: the ticked rows (`id`, every value kept) or every row
 * matching the list's filter (`all`, with the filter in hidden fields, read
 * by the list's own filter schema), and the action chosen.
 */
export function bulkFormSchema<Action extends string>(actions: readonly [Action, ...Action[]]) {
  return z
    .object({
      action: z.enum(actions, { message: "Choose what to do." }),
      all: z
        .literal("on")
        .optional()
        .transform((value) => value === "on"),
      id: z
        .array(z.string().max(200))
        .max(BULK_MAX_ITEMS, `Choose at most ${BULK_MAX_ITEMS.toLocaleString("en-US")} rows.`)
        .default([]),
      assigneeId: z.string().max(200).optional(),
    })
    .refine((form) => form.all || form.id.length > 0, {
      path: ["id"],
      message: "Tick at least one row, or choose all that match the filter.",
    });
}

/** The fields a bulk form's schema reads as lists. */
export const BULK_FORM_LISTS = ["id"] as const;

/** Room for thousands of ticked rows' ids. */
export const BULK_FORM_MAX_BYTES = 400_000;
