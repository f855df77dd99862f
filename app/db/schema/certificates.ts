import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { CreditCategory } from "~/content/state-rules/types";
import { user } from "./auth";
import { courses, liveSessions, states } from "./catalogue";

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
