import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CreditCategory } from "~/content/state-rules/types";
import { states } from "./catalogue";

/**
 * An attendance report as it was submitted to a state's regulator: frozen
 * (never updated or deleted; the database refuses it, migration 0040), with
 * its lines below. Reports not yet
 * submitted are not stored: the queue derives them from the certificates.
 * A later change in the same session or window makes a correction, the next
 * `sequence` of the same `slot_key`, naming the report it corrects
 * (docs/decisions/0028-bar-reports.md).
 */
export const barReports = pgTable(
  "bar_reports",
  {
    id: text("id").primaryKey(),
    /** What is reported: the state and a live session or an on-demand window (see report-slot.ts). */
    slotKey: text("slot_key").notNull(),
    /** 1 for the first report of the slot; each correction adds one. */
    sequence: integer("sequence").notNull(),
    correctionOfId: text("correction_of_id").references((): AnyPgColumn => barReports.id),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    scope: text("scope", { enum: ["live", "on-demand"] }).notNull(),
    // No foreign keys to the catalogue: a submitted report outlives what it names.
    courseId: text("course_id").notNull(),
    courseTitle: text("course_title").notNull(),
    liveSessionId: text("live_session_id"),
    /** The on-demand window: a month ("2026-11") or a half-year ("2026-H2"). */
    period: text("period"),
    /** The session's start or the window's first day, as it was reported. */
    heldOn: date("held_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }),
    feeCents: integer("fee_cents").notNull(),
    attendeeCount: integer("attendee_count").notNull(),
    fileFormat: text("file_format", { enum: ["csv", "washington-tab-delimited"] }).notNull(),
    /**
     * With `state_slug`, the version of the provider obligations the due date,
     * fee and file came from: its effectiveFrom (app/content/state-rules/provider-obligations-data.ts).
     */
    rulesEffectiveFrom: date("rules_effective_from", { mode: "string" }).notNull(),
    submittedOn: date("submitted_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    note: text("note"),
    submittedById: text("submitted_by_id"),
    submittedByEmail: text("submitted_by_email").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two staff submitting the same report at once: the second insert finds the first.
    uniqueIndex("bar_reports_slot_sequence").on(table.slotKey, table.sequence),
    index("bar_reports_state_idx").on(table.stateSlug, table.submittedOn),
    check(
      "bar_reports_correction_chain",
      sql`(${table.sequence} = 1) = (${table.correctionOfId} IS NULL) AND ${table.sequence} >= 1`,
    ),
  ],
);

/**
 * One attendee's line in a submitted report, copied from the certificate as
 * it stood. `chain_id` is the certificate's first version, so a re-issue is
 * recognised as the same attendee; `change` says what a correction does.
 */
export const barReportLines = pgTable(
  "bar_report_lines",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => barReports.id),
    position: integer("position").notNull(),
    change: text("change", { enum: ["new", "corrected", "withdrawn"] }).notNull(),
    // Not a foreign key: the certificate's own retention may end first.
    certificateId: text("certificate_id").notNull(),
    chainId: text("chain_id").notNull(),
    attorneyName: text("attorney_name").notNull(),
    barNumber: text("bar_number").notNull(),
    courseNumber: text("course_number").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    credits: jsonb("credits").$type<Partial<Record<CreditCategory, number>>>().notNull(),
  },
  (table) => [
    uniqueIndex("bar_report_lines_position").on(table.reportId, table.position),
    index("bar_report_lines_chain_idx").on(table.chainId),
  ],
);
