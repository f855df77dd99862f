import { z } from "zod";
import { CATEGORY_LABELS } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import { dayField, oneLineText, present } from "~/lib/form-fields";
import { FIELD_LIMITS } from "~/lib/form-limits";
import { creditFieldName } from "./staff-certificate-fields";

// The three forms on a staff certificate page (/staff/certificates/{id}):
// re-issue with corrections, revoke, resend. Every change carries a reason.

export const CREDIT_CATEGORIES = Object.keys(CATEGORY_LABELS) as CreditCategory[];

const reasonField = (what: string) =>
  oneLineText(`Say why the certificate is ${what} (kept in the audit log).`, 500);

/** Hours in one category: above zero, at most 100, in hundredths at most; blank: not given. */
const hoursField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, "Enter hours such as 1.5.")
    .transform(Number)
    .refine((hours) => hours > 0 && hours <= 100, "Enter hours above 0 and at most 100.")
    .optional(),
);

const creditFields = Object.fromEntries(
  CREDIT_CATEGORIES.map((category) => [creditFieldName(category), hoursField]),
) as Record<ReturnType<typeof creditFieldName>, typeof hoursField>;

const utcToday = () => new Date().toISOString().slice(0, 10);

export const staffCertificateIntents = {
  reissue: z.object({
    attorneyName: oneLineText("Enter the attorney's name as it should be printed.", 120),
    barNumber: present(
      z
        .string()
        .trim()
        .max(FIELD_LIMITS.barNumberMax, `Use at most ${FIELD_LIMITS.barNumberMax} characters.`)
        .transform((value) => (value === "" ? null : value)),
    ),
    completedOn: dayField("the completion date", { latest: utcToday, example: "2026-05-02" }),
    reason: reasonField("re-issued"),
    ...creditFields,
  }),
  revoke: z.object({ reason: reasonField("revoked") }),
  resend: z.object({}),
};

export type ReissueForm = z.infer<(typeof staffCertificateIntents)["reissue"]>;

/** The corrected hours by category, from the form (only categories given). */
export function creditsOfForm(form: ReissueForm): Partial<Record<CreditCategory, number>> {
  const credits: Partial<Record<CreditCategory, number>> = {};
  for (const category of CREDIT_CATEGORIES) {
    const hours = form[creditFieldName(category)];
    if (hours !== undefined) credits[category] = hours;
  }
  return credits;
}
