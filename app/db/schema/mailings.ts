import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses, liveSessions } from "./catalogue";

export const MAILING_KINDS = ["operational", "marketing"] as const;
export type MailingKind = (typeof MAILING_KINDS)[number];

export const MAILING_STATUSES = ["draft", "sending", "sent"] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

/**
 * A message staff write to a session's or a course's registrants (narrowed by
 * a roster's filters). Its body is plain text with merge fields; sending it
 * writes one outbox row per recipient (email_outbox.mailing_id), which is
 * where its delivery progress is read from.
 */
export const staffMailings = pgTable(
  "staff_mailings",
  {
    id: text("id").primaryKey(),
    /** Who wrote it; the address stays when the account goes. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    /** The course whose registrants it goes to (also for a session's). */
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Set when it goes to one live session's registrants only. */
    sessionId: text("session_id").references(() => liveSessions.id, { onDelete: "cascade" }),
    /** The roster's filters as its query string ("paid=yes&state=texas"); empty for everyone. */
    filterQuery: text("filter_query").notNull().default(""),
    kind: text("kind", { enum: MAILING_KINDS }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: MAILING_STATUSES }).notNull().default("draft"),
    /** Counted when it is sent: who got it, and who was left out for having opted out. */
    recipientCount: integer("recipient_count").notNull().default(0),
    optedOutCount: integer("opted_out_count").notNull().default(0),
    testSentAt: timestamp("test_sent_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the last of its messages left the outbox (sent or given up). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_mailings_created_idx").on(table.createdAt),
    index("staff_mailings_course_idx").on(table.courseId),
    check(
      "staff_mailings_counts_non_negative",
      sql`${table.recipientCount} >= 0 and ${table.optedOutCount} >= 0`,
    ),
  ],
);
