import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PendingCourseFields } from "~/content/course-types";
import { courses } from "./catalogue";

/**
 * Edits to a published course kept back from the public site until staff
 * publish them together (decision 0070): at most one row per course, with the
 * course's public fields as they will read. No change notice watches this
 * table, so saving here leaves every public page (and its cache) as it was.
 */
export const coursePendingChanges = pgTable("course_pending_changes", {
  courseId: text("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  fields: jsonb("fields").$type<PendingCourseFields>().notNull(),
  savedByEmail: text("saved_by_email").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});
