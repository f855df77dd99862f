import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses, liveSessions } from "./catalogue";

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
    // A page of the staff's live sessions reads its sessions' codes (decision 0077).
    index("attendance_checkpoints_live_session_idx").on(table.liveSessionId, table.position),
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
  (table) => [
    primaryKey({ columns: [table.uid, table.checkpointId] }),
    // How many entered each code, counted by code (the staff's session list, decision 0077),
    // and who entered which, for a roster's export: read from the index alone.
    index("attendance_code_entries_checkpoint_idx").on(
      table.checkpointId,
      table.uid,
      table.enteredAt,
    ),
  ],
);

/**
 * Who opened a live session's meeting link through the site, and when: the
 * roster's "joined". Counted from an hour before the start until the end
 * (app/modules/attendance/join-live-session.server.ts); opening it earlier
 * or later still leads to the meeting but is not attendance.
 */
export const sessionJoins = pgTable(
  "session_joins",
  {
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    liveSessionId: text("live_session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    firstJoinedAt: timestamp("first_joined_at", { withTimezone: true }).notNull(),
    lastJoinedAt: timestamp("last_joined_at", { withTimezone: true }).notNull(),
    /** How many times the link was opened in that window (a dropped connection, a second device). */
    times: integer("times").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.uid, table.liveSessionId] })],
);

/**
 * A staff correction of one attendee's attendance at a course (a lost
 * connection, partial minutes, codes shared): a new record with the reason
 * and the evidence, never an overwrite of what was recorded. Each part of the
 * course (the attendee's live session, the on-demand lecture) has its own
 * chain: each later correction names the one it replaces, the one nobody
 * replaces counts, and two corrections at once cannot both replace the same one.
 * Certificates and the tracker follow from it
 * (docs/decisions/0026-attendance-corrections.md).
 */
export const attendanceCorrections = pgTable(
  "attendance_corrections",
  {
    id: text("id").primaryKey(),
    /** Null once the account is closed: kept with its certificates (retainUntil). */
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    /** The live session the correction is about; null for the on-demand lecture. */
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    outcome: text("outcome", { enum: ["attended", "partial", "not-attended"] }).notNull(),
    /** Partial attendance: the minutes attended, of `programMinutes`. */
    attendedMinutes: integer("attended_minutes"),
    /** The program's length when the correction was made (the session's or the course's). */
    programMinutes: integer("program_minutes"),
    reason: text("reason").notNull(),
    /**
     * What shows it: a meeting report, a support conversation, a log. Replaced
     * by "Removed when the account was closed." when the account goes (a
     * trigger, migration 0042; docs/decisions/0038).
     */
    evidence: text("evidence").notNull(),
    replacesId: text("replaces_id").references((): AnyPgColumn => attendanceCorrections.id),
    createdById: text("created_by_id"),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account closes: kept as long as the course's certificates. */
    retainUntil: date("retain_until", { mode: "string" }),
  },
  (table) => [
    uniqueIndex("attendance_corrections_replaces_unique").on(table.replacesId),
    // The first correction of each part of an attendee's course (its live session, or the
    // lecture); every later one of that part replaces one.
    uniqueIndex("attendance_corrections_first_per_part")
      .on(table.uid, table.courseId, sql`coalesce(${table.liveSessionId}, '')`)
      .where(sql`${table.replacesId} IS NULL`),
    check(
      "attendance_corrections_partial_minutes",
      sql`(${table.outcome} = 'partial') = (${table.attendedMinutes} IS NOT NULL)
        AND (${table.attendedMinutes} IS NULL
          OR (${table.attendedMinutes} > 0 AND ${table.attendedMinutes} < ${table.programMinutes}))`,
    ),
  ],
);
