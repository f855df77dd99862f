import { sql } from "drizzle-orm";
import {
  boolean,
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
import type { EvaluationAnswers, EvaluationItem } from "~/content/evaluation-items";
import { user } from "./auth";
import { courses, liveSessions } from "./catalogue";

/**
 * A version of a course's evaluation form. Staff editing the form add a
 * version (never change one): each answer keeps the version it was given on.
 * A course without a row uses the default form (version 0).
 */
export const evaluationForms = pgTable(
  "evaluation_forms",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    items: jsonb("items").$type<EvaluationItem[]>().notNull(),
    /** The course asks every attendee for the evaluation before the certificate, whatever their state. */
    requiredForAll: boolean("required_for_all").notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("evaluation_forms_course_version_unique").on(table.courseId, table.version),
    check("evaluation_forms_version_positive", sql`${table.version} > 0`),
  ],
);

/**
 * One attendee's evaluation of one completion of a course (the live session
 * attended, or the on-demand lecture). No name is kept: the account link
 * goes when the account does, and faculty and exports never see it. Kept
 * until `keep_until` (the longest period of the attendee's states), then
 * purged by the retention schedule.
 */
export const evaluations = pgTable(
  "evaluations",
  {
    id: text("id").primaryKey(),
    /** The form version the answers were given on (the default form, version 0: null). */
    formId: text("form_id").references(() => evaluationForms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    /** The live session attended; null for the on-demand lecture (or once the session is gone). */
    liveSessionId: text("live_session_id").references(() => liveSessions.id, {
      onDelete: "set null",
    }),
    /** Which completion: `live:<session id>` or `on-demand`; one evaluation per attendee and completion. */
    completion: text("completion").notNull(),
    /** The completion's day (ISO): the rules in force that day apply. */
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    answers: jsonb("answers").$type<EvaluationAnswers>().notNull(),
    /** The states whose rules set how long it is kept (the attendee's, when given). */
    states: jsonb("states").$type<string[]>().notNull().default([]),
    keepUntil: date("keep_until", { mode: "string" }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("evaluations_uid_course_completion_unique").on(
      table.uid,
      table.courseId,
      table.completion,
    ),
    index("evaluations_course_idx").on(table.courseId, table.liveSessionId),
    index("evaluations_keep_until_idx").on(table.keepUntil),
  ],
);
