import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses, liveSessions } from "./catalogue";
import { orders } from "./orders";

/**
 * A user's place in a course (spec §3 course_registrations). The id is
 * `${uid}_${courseId}`; one registration per user and course is enforced by
 * the database, not by a check in application code.
 */
export const courseRegistrations = pgTable(
  "course_registrations",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    courseName: text("course_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    state: text("state").notNull(),
    attendLiveWebcast: boolean("attend_live_webcast").notNull().default(true),
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the day-before reminder of the live session went out (sent once). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** The paid order that bought this place; null for free registrations. */
    orderId: text("order_id").references(() => orders.id),
    /**
     * Added to the session's `sequence` in this registration's calendar
     * invites (their UID is the registration's). Raised when the place moves
     * to another session or its session is cancelled, so each invite's
     * SEQUENCE is higher than the last one sent, whatever the new session's
     * own count. May be negative; the sum never is.
     */
    inviteSequenceOffset: integer("invite_sequence_offset").notNull().default(0),
  },
  (table) => {
    // A roster's order by name, then what its search and count read (see below).
    const rosterNameOrder = [
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
      table.id,
      table.firstName,
      table.lastName,
      table.email,
      table.uid,
      table.registeredAt,
      table.orderId,
    ] as const;
    return [
      unique("course_registrations_uid_course_unique").on(table.uid, table.courseId),
      check(
        "course_registrations_id_shape",
        sql`${table.id} = ${table.uid} || '_' || ${table.courseId}`,
      ),
      index("course_registrations_live_session_idx").on(table.liveSessionId),
      // A course's roster (the unique index leads with the account, so it cannot serve this).
      index("course_registrations_course_idx").on(table.courseId),
      // A roster's default order (by name) within its session or course, so a
      // page walks the index and stops at its LIMIT instead of sorting every
      // registrant (10,000 in a large session; decision 0077). The columns after
      // the id (which ends the order) are what a search, its count and an
      // export read, so they come from the index alone, never the table
      // (decision 0082).
      // The lowered address last: a search tests every registrant's, and
      // lowering 100,000 addresses was half of a roster search's count.
      index("course_registrations_session_name_idx").on(
        table.liveSessionId,
        ...rosterNameOrder,
        table.courseId,
        sql`lower(${table.email})`,
      ),
      index("course_registrations_course_name_idx").on(
        table.courseId,
        ...rosterNameOrder,
        table.liveSessionId,
        sql`lower(${table.email})`,
      ),
      // A roster's search (part of a name or an address) counted from the
      // registrations whose names hold its trigrams, not by testing every
      // registrant of the session (decision 0077's amendment of 2026-12-07).
      // Written at once, never left in a pending list: the embedded database
      // has no autovacuum to merge one, and every search would read it.
      index("course_registrations_search_idx")
        .using(
          "gin",
          sql`(lower(${table.firstName}) || ' ' || lower(${table.lastName})) gin_trgm_ops`,
          sql`lower(${table.email}) gin_trgm_ops`,
        )
        .with({ fastupdate: false }),
    ];
  },
);
