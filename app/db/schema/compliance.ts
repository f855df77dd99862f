import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { CreditCategory } from "~/content/state-rules/types";
import { user } from "./auth";
import { states } from "./catalogue";

/** Raw bytes (an uploaded certificate), kept in the database so instances stay stateless. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** An attorney's compliance window in one state, against which the tracker sums credits. */
export const reportingPeriods = pgTable(
  "reporting_periods",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** Hours carried over from the previous period, as the attorney's regulator recorded them. */
    carriedIn: numeric("carried_in", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("reporting_periods_uid_state_start_unique").on(
      table.uid,
      table.stateSlug,
      table.startsOn,
    ),
    index("reporting_periods_ends_idx").on(table.endsOn),
    check("reporting_periods_dates_valid", sql`${table.endsOn} > ${table.startsOn}`),
    check("reporting_periods_carried_in_valid", sql`${table.carriedIn} >= 0`),
  ],
);

/** Credits earned elsewhere, entered by hand, with the other provider's certificate. */
export const outsideCredits = pgTable(
  "outside_credits",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    title: text("title").notNull(),
    provider: text("provider").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    format: text("format", { enum: ["live", "self-study"] }).notNull(),
    /** An accredited course; false for other self-study (reading, writing), which Texas caps. */
    accredited: boolean("accredited").notNull().default(true),
    hours: jsonb("hours").$type<Partial<Record<CreditCategory, number>>>().notNull(),
    certificateFile: bytea("certificate_file"),
    certificateFilename: text("certificate_filename"),
    certificateBytes: integer("certificate_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outside_credits_uid_state_idx").on(table.uid, table.stateSlug),
    check(
      "outside_credits_file_complete",
      sql`(${table.certificateFile} IS NULL) = (${table.certificateFilename} IS NULL)`,
    ),
  ],
);

/** Deadline reminders already sent (60 and 14 days before a period ends): each goes once. */
export const deadlineWarnings = pgTable(
  "deadline_warnings",
  {
    periodId: text("period_id")
      .notNull()
      .references(() => reportingPeriods.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.daysBefore] }),
    check("deadline_warnings_days_valid", sql`${table.daysBefore} IN (60, 14)`),
  ],
);
