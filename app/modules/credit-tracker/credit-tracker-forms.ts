// The credit tracker's form schemas, for its action (parsing). Field names,
// limits and messages are in credit-tracker-fields.ts, which the page uses.

import { z } from "zod";
import { stateRules } from "~/content/state-rules";
import type { CreditCategory } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import {
  approvedStateField,
  barAdmissionSchema,
  dayField,
  oneLineText,
  present,
} from "~/lib/form-fields";
import { fromHundredths, toHundredths } from "~/lib/hours";
import type { UploadedFile } from "~/lib/read-submission.server";
import { checkCertificateUpload } from "~/modules/credit-tracker/check-certificate-upload";
import {
  hoursFieldName,
  stateCategories,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
} from "~/modules/credit-tracker/credit-tracker-fields";

const stateField = approvedStateField(TRACKER_MESSAGES.chooseState);

/** Decimal hours with at most two decimals, from 0 up to `max`; blank is 0. */
function hoursText(max: number) {
  return present(z.string().trim())
    .refine(
      (value) => value === "" || /^\d{1,3}(\.\d{1,2})?$|^\.\d{1,2}$/.test(value),
      "Enter hours as a number such as 1.5 (at most two decimals).",
    )
    .transform((value) => (value === "" ? 0 : Number(value)))
    .refine((value) => value <= max, `Enter at most ${max} hours.`);
}

/**
 * A credit earned elsewhere, as addOutsideCredit takes it: its fields, its
 * hours in the categories the posted state uses and its certificate (an
 * optional PDF upload), checked even when other fields are wrong so that every
 * field message comes back at once.
 */
function outsideCreditSchema(today: string) {
  const hoursOf = (fields: Record<string, unknown>) => {
    const state = fields.state;
    const rules = typeof state === "string" && findState(state) ? stateRules(state) : null;
    return rules
      ? parseCreditHours(fields, stateCategories(rules))
      : ({ ok: true, hours: {} } as const);
  };
  return z
    .looseObject({
      state: stateField,
      title: oneLineText("Enter the course title.", TRACKER_LIMITS.titleMax),
      provider: oneLineText("Enter the provider's name.", TRACKER_LIMITS.providerMax),
      completedOn: dayField("the date you completed it", { latest: today, example: "2026-03-12" }),
      // "other-self-study": not an accredited course (reading, writing), offered where a
      // state caps only that (Texas).
      format: present(
        z.enum(["live", "self-study", "other-self-study"], {
          error: "Choose how you attended: live or self-study.",
        }),
      ),
    })
    .superRefine(
      (fields, context) => {
        const hours = hoursOf(fields);
        if (!hours.ok) {
          for (const [name, message] of Object.entries(hours.errors)) {
            context.addIssue({ code: "custom", path: [name], message });
          }
        }
        const upload = certificateOf(fields);
        if (upload && !upload.ok) {
          // Over the size limit answers 413, as the body cap does.
          const params = { status: upload.status };
          context.addIssue({
            code: "custom",
            path: ["certificate"],
            message: upload.message,
            params,
          });
        }
      },
      { when: () => true },
    )
    .transform((fields) => {
      const hours = hoursOf(fields);
      return {
        stateSlug: fields.state,
        title: fields.title,
        provider: fields.provider,
        completedOn: fields.completedOn,
        format: fields.format === "live" ? ("live" as const) : ("self-study" as const),
        accredited: fields.format !== "other-self-study",
        hours: hours.ok ? hours.hours : {},
        certificate: storedCertificate(certificateOf(fields)),
      };
    });
}

/** The certificate posted with a credit (a file input named "certificate"), checked; null when none. */
function certificateOf(fields: Record<string, unknown>) {
  const file = fields.certificate;
  if (typeof file !== "object" || file === null || !("bytes" in file) || !("name" in file))
    return null;
  return checkCertificateUpload(file as UploadedFile);
}

function storedCertificate(check: ReturnType<typeof certificateOf>) {
  return check?.ok ? check.file : null;
}

/** The schemas of the tracker's forms; dates are checked against `today` (ISO). */
export function trackerSchemas(today: string) {
  const admission = barAdmissionSchema(today);
  return {
    /** A new state: its bar admission (refused when the state is in the tracker already). */
    "add-state": admission,
    /** The bar number and admission date of a state in the tracker. */
    "save-admission": admission,
    "birth-date": z.object({
      birthDate: dayField("your date of birth", { latest: today, example: "1980-04-15" }),
    }),
    "accept-period": z.object({ state: stateField }),
    "cycle-end": z.object({
      state: stateField,
      cycleEnd: dayField("the last day of your cycle", { example: "2027-06-30" }),
    }),
    "save-period": z.object({
      state: stateField,
      periodId: present(z.string().max(60)).transform((value) => value || null),
      startsOn: dayField("the first day of the period", { example: "2025-07-01" }),
      endsOn: dayField("the last day of the period", { example: "2027-06-30" }),
      carriedIn: hoursText(TRACKER_LIMITS.carriedInMax),
    }),
    "delete-period": z.object({ periodId: present(z.string().min(1).max(60)) }),
    "add-credit": outsideCreditSchema(today),
    "delete-credit": z.object({ creditId: present(z.string().min(1).max(60)) }),
  };
}

/**
 * Hours by category from the add-credit form, for the categories the state
 * uses: either the hours (each category with hours > 0) or field messages.
 */
function parseCreditHours(
  fields: Record<string, unknown>,
  categories: readonly CreditCategory[],
):
  | { ok: true; hours: Partial<Record<CreditCategory, number>> }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const hours: Partial<Record<CreditCategory, number>> = {};
  const schema = hoursText(TRACKER_LIMITS.hoursMax);
  for (const category of categories) {
    const name = hoursFieldName(category);
    const parsed = schema.safeParse(fields[name]);
    if (!parsed.success) {
      errors[name] = parsed.error.issues[0]?.message ?? "Enter a number of hours.";
      continue;
    }
    const value = toHundredths(parsed.data);
    if (value > 0) hours[category] = fromHundredths(value);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(hours).length === 0)
    return { ok: false, errors: { hours: TRACKER_MESSAGES.noHours } };
  return { ok: true, hours };
}
