import { z } from "zod";
import { findState, PROFILE_STATE_OPTIONS } from "~/content/states";
import { FIELD_LIMITS } from "./form-limits";
import { parseDay } from "./iso-dates";
import type { UploadedFile } from "./read-submission.server";

// The field schemas several forms share: one home, so a name, an address, a
// state or a date reads and fails the same way wherever it is asked.

/** A missing field reads as empty, so it gets its own message rather than zod's type error. */
export const present = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), schema);

/** One line of text: line breaks and runs of spaces become one space (it may go in a subject). */
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** Required text on one line, between 1 and `max` characters. */
export function oneLineText(emptyMessage: string, max: number) {
  return present(
    z
      .string()
      .transform(oneLine)
      .pipe(z.string().min(1, emptyMessage).max(max, `Use at most ${max} characters.`)),
  );
}

// A field missing from the post gets the same message as an empty one.
export const emailField = z
  .string({ error: "Enter a valid e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email("Enter a valid e-mail address.")
      .max(FIELD_LIMITS.emailMax, `Use at most ${FIELD_LIMITS.emailMax} characters.`),
  );

export const nameField = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(FIELD_LIMITS.nameMax, `Use at most ${FIELD_LIMITS.nameMax} characters.`);

const profileStates = PROFILE_STATE_OPTIONS.map((option) => option.value);

/** The attorney's state, as the profile and sign-up ask it. */
export const stateField = z
  .string({ error: "Choose your state." })
  .refine((value) => profileStates.includes(value), "Choose your state.");

/** One of the states the site covers (a bar admission, a tracker state). */
export const approvedStateField = (message: string) =>
  present(z.string().refine((value) => findState(value) !== null, message));

/** Optional: blank means "not given" (undefined), so the profile omits it. */
export const phoneField = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(
    z
      .string()
      .regex(/^[+()\d\s.-]{7,25}$/, "Enter a phone number such as (555) 010-2030.")
      .optional(),
  )
  .optional();

const EARLIEST_DAY = "1900-01-01";

type DayOptions = {
  /** The last day allowed (ISO), or a function giving it when the form is read. */
  latest?: string | (() => string);
  example: string;
};

/** An ISO day (what a date input sends), optionally not after `latest`. */
export function dayField(what: string, options: DayOptions) {
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

/** Blank means "not given" (null). */
export function optionalDayField(what: string, options: DayOptions) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value : null),
    z.union([z.null(), dayField(what, options)]),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A bar admission, as the profile and the credit tracker ask it: the state,
 * the bar number and optionally the date of admission (not after `today`).
 */
export function barAdmissionSchema(today: string | (() => string)) {
  return z.object({
    state: approvedStateField("Choose the state of admission."),
    barNumber: present(
      z
        .string()
        .trim()
        .min(1, "Enter your bar number.")
        .max(FIELD_LIMITS.barNumberMax, `Use at most ${FIELD_LIMITS.barNumberMax} characters.`),
    ),
    admittedOn: optionalDayField("the date of admission", { latest: today, example: "2015-03-18" }),
  });
}

/** The version of a record a staff form was based on (a later save is refused). */
export const versionField = z.coerce.number().int().min(1);

/** A video meeting's https:// link, or nothing (null). */
export const optionalMeetingLinkField = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters.")
  .refine(
    (value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"),
    "Enter the meeting's https:// link, or leave it empty.",
  )
  .transform((value) => value || null);

/** "49", "49.5", "49.50" dollars (zero allowed) as whole cents. */
export const dollarsField = present(
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter an amount in dollars, such as 49.00.")
    .transform((value) => Math.round(Number(value) * 100)),
);

/** Blank means "not set" (null); otherwise as dollarsField. */
export const optionalDollarsField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value : null),
  z.union([z.null(), dollarsField]),
);

/** A list typed one item per line: blank lines dropped, each line trimmed. */
export function linesField(what: string, options: { maxItems: number; maxLength: number }) {
  return present(
    z
      .string()
      .transform((value) =>
        value
          .split(/\r?\n/)
          .map((line) => line.replace(/\s+/g, " ").trim())
          .filter((line) => line.length > 0),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .max(options.maxLength, `Keep each ${what} under ${options.maxLength} characters.`),
          )
          .max(options.maxItems, `List at most ${options.maxItems} ${what}s.`),
      ),
  );
}

/** The part of an address that names a record: lower-case words joined by hyphens. */
export const slugField = present(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter the address, such as ai-contract-review.")
    .max(100, "Use at most 100 characters.")
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      "Use lower-case letters, digits and single hyphens, such as ai-contract-review.",
    ),
);

/** The longest text a staff list searches for; longer is cut, never ignored. */
export const LIST_SEARCH_MAX_LENGTH = 200;

/**
 * A list's search text from the query string: trimmed and cut to
 * LIST_SEARCH_MAX_LENGTH (a longer one still narrows the list, rather than
 * silently showing or exporting everything); blank or unreadable is none.
 */
export const listSearchField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.trim().slice(0, LIST_SEARCH_MAX_LENGTH).trim() || undefined);

/** A list's page number from the query string; unreadable is the first. */
export const listPageField = z.coerce.number().int().min(1).max(100_000).catch(1);

/** A file input of a multipart form: the file, or undefined when none was chosen. */
export const uploadedFileField = z
  .custom<UploadedFile>(
    (value) => typeof value === "object" && value !== null && "bytes" in value && "name" in value,
    { message: "Choose a file to upload." },
  )
  .optional();
