import { z } from "zod";
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from "~/content/financial-aid";
import { present, stateField } from "~/lib/form-fields";

// The forms of financial aid: the attorney's request, staff's decision, and
// the policy's text.

const statuses = Object.keys(EMPLOYMENT_STATUSES) as [EmploymentStatus, ...EmploymentStatus[]];

export const aidRequestSchema = z.object({
  courseId: present(z.string().trim().min(1, "Choose the course.").max(200)),
  state: present(stateField),
  employmentStatus: present(z.enum(statuses, { message: "Choose your employment status." })),
  reason: present(
    z
      .string()
      .trim()
      .min(20, "Tell us in a few sentences why you ask for aid (at least 20 characters).")
      .max(3000, "Use at most 3000 characters."),
  ),
});

export const aidGrantSchema = z
  .object({
    kind: present(z.enum(["percent", "amount"], { message: "Choose percent or amount." })),
    value: present(
      z
        .string()
        .trim()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter the reduction, such as 50 or 150.00."),
    ),
    note: z.string().trim().max(2000, "Use at most 2000 characters.").optional(),
  })
  .transform((form, ctx) => {
    const value =
      form.kind === "percent" ? Number(form.value) : Math.round(Number(form.value) * 100);
    if (form.kind === "percent" && (!Number.isInteger(value) || value < 1 || value > 100)) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "Enter a percentage from 1 to 100.",
      });
    }
    if (form.kind === "amount" && value < 1) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Enter an amount above zero." });
    }
    return { kind: form.kind, value, note: form.note || null };
  });

export const aidDeclineSchema = z.object({
  reason: present(
    z
      .string()
      .trim()
      .min(5, "Give the reason the attorney will read.")
      .max(2000, "Use at most 2000 characters."),
  ),
});

export const aidPolicySchema = z.object({
  version: z.coerce.number().int().min(0),
  body: present(
    z
      .string()
      .trim()
      .min(100, "The policy needs its text (at least 100 characters).")
      .max(20_000, "Use at most 20000 characters."),
  ),
});

/** The decision forms on an aid request's inbox page, by intent. */
export const aidDecisionIntents = { grant: aidGrantSchema, decline: aidDeclineSchema };
