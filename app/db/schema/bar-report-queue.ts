import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The reporting queue as the list pages it (docs/decisions/0077, "Reports and
 * checks"): one row per report due, waiting, not needed or submitted, derived
 * by deriveBarReports and kept per course. A write to what a course's reports
 * are derived from marks the course stale (triggers, migration 0066); the
 * list refreshes the stale courses before it reads. "Overdue" is not stored:
 * it is a due report whose due day is before today, worked out when read.
 */
export const barReportQueue = pgTable(
  "bar_report_queue",
  {
    /** The slot key of a report not yet submitted, the stored id of a submitted one. */
    id: text("id").primaryKey(),
    courseId: text("course_id").notNull(),
    stateSlug: text("state_slug").notNull(),
    stateName: text("state_name").notNull(),
    scope: text("scope", { enum: ["live", "on-demand"] }).notNull(),
    period: text("period"),
    /** ISO day, as text: the queue sorts it as the derivation does. */
    heldOn: text("held_on").notNull(),
    courseTitle: text("course_title").notNull(),
    status: text("status", { enum: ["due", "waiting", "not-needed", "submitted"] }).notNull(),
    /** The due day (ISO), or '9999' when undated: the undated sort last. */
    dueKey: text("due_key").notNull(),
    sequence: integer("sequence").notNull(),
    feeCents: integer("fee_cents").notNull(),
    /** The fee of a due report once it is overdue (a late fee may apply). */
    lateFeeCents: integer("late_fee_cents").notNull(),
    /** Whether a submitted report was filed after its due day. */
    late: integer("late").notNull(),
    attendees: integer("attendees").notNull(),
    waiting: integer("waiting").notNull(),
    problems: integer("problems").notNull(),
    confidence: text("confidence").notNull(),
    correctionOfId: text("correction_of_id"),
    submitted: jsonb("submitted").$type<{
      on: string;
      reference: string;
      by: string;
      at: string;
      note: string | null;
    }>(),
  },
  (table) => [
    index("bar_report_queue_order").on(
      table.dueKey,
      table.stateName,
      table.heldOn,
      table.sequence,
      table.id,
    ),
    index("bar_report_queue_status_order").on(
      table.status,
      table.dueKey,
      table.stateName,
      table.heldOn,
      table.sequence,
      table.id,
    ),
    index("bar_report_queue_state_order").on(
      table.stateSlug,
      table.dueKey,
      table.stateName,
      table.heldOn,
      table.sequence,
      table.id,
    ),
    index("bar_report_queue_course").on(table.courseId),
    // The search for part of a course title: the trigrams of every title, so
    // its count reads the matching rows, not the whole queue (pg_trgm).
    // Its pending list is merged after each refresh (refresh-bar-report-queue).
    index("bar_report_queue_title_search_idx").using("gin", table.courseTitle.op("gin_trgm_ops")),
  ],
);

/** Courses whose queue rows must be derived again before the queue is read. */
export const barReportQueueStale = pgTable("bar_report_queue_stale", {
  courseId: text("course_id").primaryKey(),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: which obligations data the queue was derived under (a deploy that
 * changes the rules derives it all again) and up to when ended live sessions
 * were taken into account (a session's end is a change no write makes).
 */
export const barReportQueueState = pgTable("bar_report_queue_state", {
  id: integer("id").primaryKey().default(1),
  obligationsHash: text("obligations_hash").notNull(),
  endedThrough: timestamp("ended_through", { withTimezone: true }).notNull(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().default(sql`now()`),
});
