// The credit tracker's form schemas, for its action (parsing). Field names,
// limits and messages are in credit-tracker-fields.ts, which the page uses.

import { z } from "zod";
import type { CreditCategory } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { addDays, addMonths, formatDay, parseDay } from "~/lib/iso-dates";
import {
  hoursFieldName,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
} from "~/modules/compliance/credit-tracker-fields";

/** A missing field reads as empty, so it gets its own message rather than zod's type error. */
const present = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), schema);

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

const stateField = present(
  z.string().refine((value) => findState(value) !== null, TRACKER_MESSAGES.chooseState),
);

const EARLIEST_DAY = "1900-01-01";

type DayOptions = {
  /** The last day allowed (ISO), or a function giving it when the form is read. */
  latest?: string | (() => string);
  example: string;
};

/** An ISO day (what a date input sends), optionally not after `latest`. */
function dayField(what: string, options: DayOptions) {
  return present(
    z
      .string()
      .trim()
      .min(1, `Enter ${what}.`)
      .refine(
        (value) => parseDay(value) !== null && value >= EARLIEST_DAY,
        `Enter ${what} as a date, such as ${options.example}.`,
      )
      .refine(
        (value) => {
          const latest = typeof options.latest === "function" ? options.latest() : options.latest;
          return latest === undefined || value <= latest;
        },
        `${capitalize(what)} cannot be in the future.`,
      ),
  );
}

/** Blank means "not given". */
function optionalDayField(what: string, options: DayOptions) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value : null),
    z.union([z.null(), dayField(what, options)]),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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

/** The date of admission to a bar: optional (blank is null), not after today. */
export function admittedOnField(today: string | (() => string)) {
  return optionalDayField("the date of admission", { latest: today, example: "2015-03-18" });
}

/** The schemas of the tracker's forms; dates are checked against `today` (ISO). */
export function trackerSchemas(today: string) {
  const admission = z.object({
    state: stateField,
    barNumber: present(
      z
        .string()
        .trim()
        .min(1, "Enter your bar number.")
        .max(TRACKER_LIMITS.barNumberMax, `Use at most ${TRACKER_LIMITS.barNumberMax} characters.`),
    ),
    admittedOn: admittedOnField(today),
  });
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
    "add-credit": z.object({
      state: stateField,
      title: present(
        z
          .string()
          .transform(oneLine)
          .pipe(
            z
              .string()
              .min(1, "Enter the course title.")
              .max(TRACKER_LIMITS.titleMax, `Use at most ${TRACKER_LIMITS.titleMax} characters.`),
          ),
      ),
      provider: present(
        z
          .string()
          .transform(oneLine)
          .pipe(
            z
              .string()
              .min(1, "Enter the provider's name.")
              .max(
                TRACKER_LIMITS.providerMax,
                `Use at most ${TRACKER_LIMITS.providerMax} characters.`,
              ),
          ),
      ),
      completedOn: dayField("the date you completed it", { latest: today, example: "2026-03-12" }),
      // "other-self-study": not an accredited course (reading, writing), offered where a
      // state caps only that (Texas).
      format: present(
        z.enum(["live", "self-study", "other-self-study"], {
          error: "Choose how you attended: live or self-study.",
        }),
      ),
    }),
    "delete-credit": z.object({ creditId: present(z.string().min(1).max(60)) }),
  };
}

export type TrackerIntent = keyof ReturnType<typeof trackerSchemas>;

export const TRACKER_INTENTS: readonly TrackerIntent[] = [
  "add-state",
  "save-admission",
  "birth-date",
  "accept-period",
  "cycle-end",
  "save-period",
  "delete-period",
  "add-credit",
  "delete-credit",
];

/**
 * Hours by category from the add-credit form, for the categories the state
 * uses: either the hours (each category with hours > 0) or field messages.
 */
export function parseCreditHours(
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

/** The last day a period starting on `startsOn` may end on (4 years, less a day). */
export function latestPeriodEnd(startsOn: string): string | null {
  const start = parseDay(startsOn);
  if (!start) return null;
  return formatDay(addDays(addMonths(start, TRACKER_LIMITS.periodMonthsMax), -1));
}
