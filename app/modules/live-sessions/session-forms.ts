import { z } from "zod";
import { LIVE_SESSION_MAX_MINUTES } from "~/content/course-types";
import { SESSION_TIME_ZONES, type SessionTimeZone } from "~/content/session-time-zones";
import { optionalMeetingLinkField, present, versionField } from "~/lib/form-fields";
import { parseDay } from "~/lib/iso-dates";
import { utcToZonedParts, zonedTimeToUtc } from "~/lib/time";
import { CANCEL_CHOICES, type CancelChoice } from "./session-fields";

// The staff forms that schedule, move and cancel live sessions. The day and
// time are read in the zone staff choose, and stored as one UTC instant.

const zoneIds = SESSION_TIME_ZONES.map((zone) => zone.id) as [
  SessionTimeZone,
  ...SessionTimeZone[],
];

/** Whole minutes in a range, from a number input. */
function minutesField(what: string, min: number, max: number) {
  return present(
    z
      .string()
      .trim()
      .min(1, `Enter the ${what}.`)
      .regex(/^\d+$/, `Enter the ${what} as a whole number.`)
      .transform(Number)
      .refine(
        (value) => value >= min && value <= max,
        `Enter a ${what} between ${min} and ${max}.`,
      ),
  );
}

/** Blank is null; otherwise one line of at most `max` characters. */
function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => value.replace(/\s+/g, " ") || null);
}

const sessionFields = z.object({
  day: present(
    z
      .string()
      .trim()
      .min(1, "Enter the day.")
      .refine((value) => parseDay(value) !== null, "Enter the day as a date, such as 2027-05-02."),
  ),
  time: present(
    z
      .string()
      .trim()
      .min(1, "Enter the start time.")
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the start time such as 13:00."),
  ),
  timeZone: present(z.enum(zoneIds, { message: "Choose the time zone." })),
  durationMinutes: minutesField("length in minutes", 15, LIVE_SESSION_MAX_MINUTES),
  capacity: minutesField("number of seats", 1, 100_000),
  presenter: optionalLine(160),
  label: optionalLine(60),
  joinUrl: optionalMeetingLinkField,
  soldOut: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

/** The fields as the database keeps them: the start as a UTC instant. */
function toSession<T extends z.infer<typeof sessionFields>>(fields: T, context: z.RefinementCtx) {
  const { day, time, ...rest } = fields;
  const date = parseDay(day);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  if (!date) throw new Error("unreachable: the day was checked");
  const startsAt = zonedTimeToUtc(
    { year: date.year, month: date.month, day: date.day, hour, minute },
    fields.timeZone,
  );
  // A time in the hour the clocks skip (2:30 AM on the day daylight saving
  // starts) has no instant: say so rather than store the hour before or after.
  const back = utcToZonedParts(startsAt, fields.timeZone);
  const asEntered = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  if (back.day !== asEntered || back.time !== time) {
    context.addIssue({ code: "custom", path: ["time"], message: skippedTimeMessage(time) });
    return z.NEVER;
  }
  return { ...rest, startsAt };
}

const pad = (value: number) => String(value).padStart(2, "0");

export function skippedTimeMessage(time: string): string {
  return `The clocks go forward an hour that night in this time zone, so ${time} does not exist on that day. Choose another time.`;
}

export type SessionDetails = Exclude<
  ReturnType<typeof toSession<z.infer<typeof sessionFields>>>,
  typeof z.NEVER
>;

/** A new session of a course. */
export const scheduleSessionSchema = sessionFields
  .extend({
    courseId: present(z.string().trim().min(1, "Choose a course.").max(120)),
    /** The session this one re-runs (the form was started from it), kept in the audit log. */
    rerunOf: z
      .string()
      .trim()
      .max(160)
      .optional()
      .transform((value) => value || null),
  })
  .transform(toSession);

/** What the staff member may do to one session, by the form's intent. */
export const sessionIntents = {
  save: sessionFields.extend({ version: versionField }).transform(toSession),
  cancel: z.object({
    version: versionField,
    reason: present(
      z
        .string()
        .trim()
        .min(1, "Say why the session is cancelled: the attendees are told.")
        .max(500, "Use at most 500 characters."),
    ),
    paidSeats: present(
      z.enum(Object.keys(CANCEL_CHOICES) as [CancelChoice, ...CancelChoice[]], {
        message: "Choose what happens to the registrations.",
      }),
    ),
  }),
  /** Takes back a cancellation before anyone is told: its audit entry and the version it left. */
  undo: z.object({ entry: z.coerce.number().int().min(1), version: versionField }),
  /** Sends a cancellation's waiting mails at once. */
  "tell-now": z.object({ entry: z.coerce.number().int().min(1) }),
};
