import { sql } from "drizzle-orm";
import {
  check,
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
