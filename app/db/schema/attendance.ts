import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CreditCategory } from "~/content/state-rules/types";
import { user } from "./auth";
import { courses, liveSessions, states } from "./catalogue";

/**
 * Attendance verification codes (the New York model: codes at undisclosed,
 * random points, at least one per 50 minutes). On-demand lectures have their
 * checkpoints at a point of the video (`liveSessionId` null); a live session
 * has its own codes, announced by the presenter `atSeconds` into it. Codes
 * stay on the server: the player receives one only when the attorney's
 * playback reaches it.
 */
export const attendanceCheckpoints = pgTable(
  "attendance_checkpoints",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    liveSessionId: text("live_session_id").references(() => liveSessions.id, {
      onDelete: "cascade",
    }),
    /** 1, 2, … in the order the codes come. */
    position: integer("position").notNull(),
    atSeconds: integer("at_seconds").notNull(),
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("attendance_checkpoints_position_unique").on(
      table.courseId,
      sql`coalesce(${table.liveSessionId}, '')`,
      table.position,
    ),
    check("attendance_checkpoints_position_positive", sql`${table.position} > 0`),
    check("attendance_checkpoints_at_not_negative", sql`${table.atSeconds} >= 0`),
  ],
);

/**
 * One attorney's progress on one checkpoint: when the player showed the code
 * (on-demand only) and when the attorney entered it. A code is accepted once.
 */
export const attendanceCodeEntries = pgTable(
  "attendance_code_entries",
  {
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    checkpointId: text("checkpoint_id")
      .notNull()
      .references(() => attendanceCheckpoints.id, { onDelete: "cascade" }),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    enteredAt: timestamp("entered_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.uid, table.checkpointId] })],
);

/**
 * A certificate of attendance: what the attorney affirmed and what the state
 * credits, frozen when issued (later catalogue changes never alter it). The
 * id is public and unguessable; /certificates/{id} confirms it is genuine.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    attorneyName: text("attorney_name").notNull(),
    barNumber: text("bar_number"),
    courseTitle: text("course_title").notNull(),
    /** How the attorney attended: a live session, or the on-demand lecture. */
    format: text("format", { enum: ["live", "self-study"] }).notNull(),
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    approvalStatus: text("approval_status", { enum: ["approved", "pending"] }).notNull(),
    approvalNumber: text("approval_number"),
    /** The day attendance was completed (ISO). */
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    credits: jsonb("credits").$type<Partial<Record<CreditCategory, number>>>().notNull(),
    creditHourMinutes: integer("credit_hour_minutes"),
    codesEntered: integer("codes_entered").notNull(),
    codesTotal: integer("codes_total").notNull(),
    watchedSeconds: integer("watched_seconds").notNull(),
    affirmationText: text("affirmation_text").notNull(),
    typedName: text("typed_name").notNull(),
    affirmedAt: timestamp("affirmed_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("certificates_uid_course_state_unique").on(table.uid, table.courseId, table.stateSlug),
    index("certificates_uid_idx").on(table.uid, table.issuedAt),
    check(
      "certificates_approved_has_number",
      sql`${table.approvalStatus} <> 'approved' OR ${table.approvalNumber} IS NOT NULL`,
    ),
  ],
);
