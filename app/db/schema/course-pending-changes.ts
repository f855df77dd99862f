import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type {
  CourseMaterial,
  CourseMedia,
  PendingArtwork,
  PendingCourseFields,
} from "~/content/course-types";
import { courses } from "./catalogue";

/**
 * Edits to a published course kept back from the public site until staff
 * publish them together (decision 0070): at most one row per course, each
 * part (the details' public fields, the artwork, the materials, the lecture's
 * chapters, the address) as it will read, or null when that part is not
 * pending. No change notice watches this table, so saving here leaves every
 * public page (and its cache) as it was.
 */
export const coursePendingChanges = pgTable(
  "course_pending_changes",
  {
    courseId: text("course_id")
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<PendingCourseFields>(),
    artwork: jsonb("artwork").$type<PendingArtwork>(),
    materials: jsonb("materials").$type<CourseMaterial[]>(),
    chapters: jsonb("chapters").$type<CourseMedia["chapters"]>(),
    /** The new public address; the current one then redirects to it. */
    slug: text("slug"),
    savedByEmail: text("saved_by_email").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A row with nothing pending is deleted, never kept empty.
    check(
      "course_pending_changes_not_empty",
      sql`num_nonnulls(${table.fields}, ${table.artwork}, ${table.materials}, ${table.chapters}, ${table.slug}) > 0`,
    ),
  ],
);
