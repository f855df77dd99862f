import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses } from "./catalogue";

/**
 * A user's access to a course's on-demand content, with progress and last
 * access (spec §3 enrolment: id, courseId, courseName, progress, lastAccessed).
 * Deleted with the account.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    courseName: text("course_name").notNull(),
    /** Percent of the course watched (furthest point reached), 0 to 100. */
    progress: integer("progress").notNull().default(0),
    /** Where the attorney stopped: the player resumes here. */
    positionSeconds: integer("position_seconds").notNull().default(0),
    /** The furthest point reached so far (progress is measured by it). */
    furthestSeconds: integer("furthest_seconds").notNull().default(0),
    /**
     * Seconds of the lecture actually played, as measured by the server
     * between the player's reports (never more than the time that passed).
     */
    watchedSeconds: integer("watched_seconds").notNull().default(0),
    /**
     * Seconds of playback the attorney may still advance by: it grows with
     * the time that passes (at the fastest first-view rate, up to a cap) and
     * is spent by playing, so progress never runs ahead of real time.
     */
    playbackAllowanceSeconds: doublePrecision("playback_allowance_seconds").notNull().default(0),
    /** When the player last reported; the next report is judged against it. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** Set once, when the end of the course is reached. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastAccessed: timestamp("last_accessed", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("enrolments_uid_course_unique").on(table.uid, table.courseId),
    check("enrolments_progress_range", sql`${table.progress} BETWEEN 0 AND 100`),
    check(
      "enrolments_positions_valid",
      sql`${table.positionSeconds} >= 0 AND ${table.furthestSeconds} >= 0`,
    ),
  ],
);
