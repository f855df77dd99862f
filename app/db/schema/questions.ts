import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses } from "./catalogue";

/** Who answered a question: one of the course's faculty, or the provider's staff. */
export const QUESTION_ANSWERERS = ["faculty", "staff"] as const;
export type QuestionAnswerer = (typeof QUESTION_ANSWERERS)[number];

/**
 * Questions asked from a recorded course's player ("Ask the faculty") and
 * their answers: the log some states require (Ohio: answered within 72
 * hours, kept a year). The asker's name and address are copied, so the log
 * keeps who asked after an account is closed, until the retention schedule
 * deletes it. The answer time binding the question is fixed when it is asked.
 */
export const courseQuestions = pgTable(
  "course_questions",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The asker's account; null once it is closed (the log keeps the copied name). */
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    askerName: text("asker_name").notNull(),
    askerEmail: text("asker_email").notNull(),
    /** The chapter the question is about, as its title read when asked; null for the whole course. */
    chapterTitle: text("chapter_title"),
    /** Where in the video, in seconds; null when not given. */
    videoSeconds: integer("video_seconds"),
    question: text("question").notNull(),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    /** The shortest answer time the course's states named when asked, and whose; null when none. */
    answerHours: integer("answer_hours"),
    answerStateSlug: text("answer_state_slug"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Who answered: their account (kept as its id) and their name as shown to the attorney. */
    answeredById: text("answered_by_id"),
    answeredByName: text("answered_by_name"),
    answeredAs: text("answered_as", { enum: QUESTION_ANSWERERS }),
  },
  (table) => [
    index("course_questions_course_idx").on(table.courseId, table.askedAt),
    index("course_questions_uid_idx").on(table.uid),
    index("course_questions_open_idx").on(table.askedAt).where(sql`${table.answeredAt} IS NULL`),
    check(
      "course_questions_answered_whole",
      sql`(${table.answer} IS NULL) = (${table.answeredAt} IS NULL) AND (${table.answeredAt} IS NULL) = (${table.answeredAs} IS NULL)`,
    ),
    check(
      "course_questions_video_seconds",
      sql`${table.videoSeconds} IS NULL OR ${table.videoSeconds} >= 0`,
    ),
    check(
      "course_questions_answer_hours",
      sql`(${table.answerHours} IS NULL) = (${table.answerStateSlug} IS NULL) AND (${table.answerHours} IS NULL OR ${table.answerHours} > 0)`,
    ),
    check("course_questions_answered_as", sql`${table.answeredAs} in ('faculty', 'staff')`),
  ],
);
