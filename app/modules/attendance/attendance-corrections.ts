import { z } from "zod";
import type { CreditCategory } from "~/content/state-rules/types";
import { oneLineText, present } from "~/lib/form-fields";
import { CORRECTION_OUTCOMES } from "./attendance-correction-fields";

// Attendance corrections (docs/decisions/0026-attendance-corrections.md): the
// form that asks for one (its choices: attendance-correction-fields.ts), and
// the credit a partial attendance earns.

export const attendanceCorrectionSchema = z
  .object({
    subject: present(z.string().min(1, "Choose what the correction is about.").max(60)),
    outcome: z.enum(CORRECTION_OUTCOMES, { error: "Choose what the evidence shows." }),
    attendedMinutes: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
      z
        .string()
        .regex(/^\d{1,4}$/, "Enter the minutes attended as a whole number.")
        .transform(Number)
        .optional(),
    ),
    reason: oneLineText("Say why attendance is corrected (kept with the record).", 500),
    evidence: present(
      z
        .string()
        .trim()
        .min(1, "Describe the evidence: a meeting report, a support conversation, a log.")
        .max(2000, "Keep the evidence under 2,000 characters."),
    ),
    /**
     * The corrections the form was shown with, of the live session and of the
     * lecture ("" for none): one recorded since for the part chosen refuses the save.
     */
    replacesSession: present(z.string().max(40)),
    replacesLecture: present(z.string().max(40)),
  })
  .superRefine((value, context) => {
    if (value.outcome === "partial" && value.attendedMinutes === undefined) {
      context.addIssue({
        code: "custom",
        path: ["attendedMinutes"],
        message: "Enter the minutes attended.",
      });
    }
  });

export type AttendanceCorrectionForm = z.infer<typeof attendanceCorrectionSchema>;

/** Credit hours are awarded in quarter hours: a partial attendance is rounded down to one. */
const QUARTER_HOUR = 25;

/**
 * The credit a partial attendance earns in each category: the full credit in
 * proportion to the minutes attended, rounded down to a quarter hour. A
 * category that rounds to nothing is left out.
 */
export function partialCredits(
  credits: Partial<Record<CreditCategory, number>>,
  attendedMinutes: number,
  programMinutes: number,
): Partial<Record<CreditCategory, number>> {
  const share = Math.min(1, Math.max(0, attendedMinutes / programMinutes));
  const result: Partial<Record<CreditCategory, number>> = {};
  for (const [category, hours] of Object.entries(credits) as [CreditCategory, number][]) {
    // Whole hundredths first, so floating point cannot round 0.75 down to 0.5.
    const hundredths = Math.floor(Math.round(hours * 100 * share * 1000) / 1000);
    const awarded = hundredths - (hundredths % QUARTER_HOUR);
    if (awarded > 0) result[category] = awarded / 100;
  }
  return result;
}
