import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CreditCategory } from "~/content/state-rules/types";

/**
 * The compliance checks' "credits that differ from the course's", kept per
 * course (docs/decisions/0077, "Reports and checks"): whether a certificate's
 * credits differ from what its approval gives its attendance needs the
 * approval, the correction and a rounding rule, so it is worked out when a
 * course is marked stale (triggers, migration 0067) rather than for every
 * certificate on each read.
 */
export const creditCheckFlags = pgTable(
  "credit_check_flags",
  {
    certificateId: text("certificate_id").primaryKey(),
    courseId: text("course_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    creditsDue: jsonb("credits_due").$type<Partial<Record<CreditCategory, number>>>().notNull(),
  },
  (table) => [
    index("credit_check_flags_order").on(table.issuedAt, table.certificateId),
    index("credit_check_flags_course").on(table.courseId),
  ],
);

/** Courses whose flags must be worked out again; a row `*` until they were first worked out. */
export const creditCheckStale = pgTable("credit_check_stale", {
  courseId: text("course_id").primaryKey(),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});
