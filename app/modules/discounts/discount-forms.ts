import { z } from "zod";
import { dayField, listPageField, listSearchField, present } from "~/lib/form-fields";
import { parseDay } from "~/lib/iso-dates";
import { CODE_STATE_FILTERS, type CodeStateFilter } from "./discount-code-filters";

// The staff's form that creates a discount code, and the one that ends it.

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Enter the ${what} as a whole number.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `Enter a ${what} between ${min} and ${max}.`);

/** Blank is "no limit" (null). */
const optionalLimit = (what: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value : null),
    z.union([z.null(), wholeNumber(what, 1, 1_000_000)]),
  );

export const createDiscountCodeSchema = z
  .object({
    code: present(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{3,40}$/, "Use 3 to 40 letters, digits or dashes."),
    ),
    kind: present(z.enum(["percent", "amount"], { message: "Choose percent or amount." })),
    value: present(
      z
        .string()
        .trim()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter the reduction, such as 20 or 49.00."),
    ),
    scope: present(
      z.enum(["all", "course", "bundle"], { message: "Choose what the code applies to." }),
    ),
    courseId: z.string().trim().max(200).optional(),
    bundleId: z.string().trim().max(200).optional(),
    useLimit: optionalLimit("use limit"),
    perAccountLimit: optionalLimit("limit per account"),
    startsOn: dayField("the first day", { example: "2026-12-01" }),
    endsOn: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
      z.union([
        z.null(),
        z.string().refine((value) => parseDay(value) !== null, "Enter the last day as a date."),
      ]),
    ),
    accountEmail: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
      z.union([z.null(), z.email("Enter the account's e-mail address.").toLowerCase()]),
    ),
    note: z.string().trim().max(500, "Use at most 500 characters.").optional(),
  })
  .transform((form, ctx) => {
    const amount = Math.round(Number(form.value) * 100);
    const value = form.kind === "percent" ? Number(form.value) : amount;
    if (form.kind === "percent" && (!Number.isInteger(value) || value < 1 || value > 100)) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "Enter a percentage from 1 to 100.",
      });
    }
    if (form.kind === "amount" && amount < 1) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Enter an amount above zero." });
    }
    if (form.scope === "course" && !form.courseId) {
      ctx.addIssue({ code: "custom", path: ["courseId"], message: "Choose the course." });
    }
    if (form.scope === "bundle" && !form.bundleId) {
      ctx.addIssue({ code: "custom", path: ["bundleId"], message: "Choose the bundle." });
    }
    if (form.endsOn !== null && form.endsOn < form.startsOn) {
      ctx.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "The last day cannot be before the first.",
      });
    }
    return {
      code: form.code,
      kind: form.kind,
      value,
      scope: form.scope,
      courseId: form.scope === "course" ? (form.courseId ?? null) : null,
      bundleId: form.scope === "bundle" ? (form.bundleId ?? null) : null,
      useLimit: form.useLimit,
      perAccountLimit: form.perAccountLimit,
      startsOn: form.startsOn,
      endsOn: form.endsOn,
      accountEmail: form.accountEmail,
      note: form.note || null,
    };
  });

export type NewDiscountCode = z.infer<typeof createDiscountCodeSchema>;

export const endDiscountCodeSchema = z.object({
  intent: z.literal("end"),
});

/** The staff code list's search and filters (query string); anything unreadable is no filter. */
export const discountCodeFiltersSchema = z.object({
  q: listSearchField,
  state: z
    .enum(Object.keys(CODE_STATE_FILTERS) as [CodeStateFilter, ...CodeStateFilter[]])
    .optional()
    .catch(undefined),
  kind: z.enum(["promotion", "aid"]).optional().catch(undefined),
  page: listPageField,
});
