import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The catalogue. Its rows are seeded from app/content/catalogue.ts (the one
// source of truth for courses, categories, faculty and states); staff may
// change live sessions afterwards.

export const states = pgTable("states", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
  position: integer("position").notNull(),
});

export const courseCategories = pgTable("course_categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull(),
});

export const faculty = pgTable("faculty", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  organisation: text("organisation").notNull(),
  bio: text("bio").notNull(),
});

export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => courseCategories.slug),
    /** 'published' courses are sold; 'upcoming' ones are announced without dates or price. */
    status: text("status", { enum: ["published", "upcoming"] }).notNull(),
    format: text("format", { enum: ["live_webcast", "on_demand"] }).notNull(),
    level: text("level", { enum: ["Introductory", "Intermediate", "Advanced"] }),
    durationMinutes: integer("duration_minutes"),
    /** Regular price in integer cents; null while a course is not on sale. */
    priceCents: integer("price_cents"),
    /** Members' price in integer cents (members include free-trial users). */
    memberPriceCents: integer("member_price_cents"),
    imagePath: text("image_path").notNull(),
    imageAlt: text("image_alt").notNull(),
    topics: jsonb("topics").$type<string[]>().notNull().default([]),
    learningObjectives: jsonb("learning_objectives").$type<string[]>().notNull().default([]),
    includes: jsonb("includes").$type<string[]>().notNull().default([]),
    featured: boolean("featured").notNull().default(false),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("courses_category_idx").on(table.categorySlug),
    check(
      "courses_price_non_negative",
      sql`${table.priceCents} IS NULL OR ${table.priceCents} >= 0`,
    ),
    check(
      "courses_member_price_non_negative",
      sql`${table.memberPriceCents} IS NULL OR ${table.memberPriceCents} >= 0`,
    ),
  ],
);

export const creditTypes = ["general", "ethics", "technology", "diversity", "wellness"] as const;
export type CreditType = (typeof creditTypes)[number];

export const courseCredits = pgTable(
  "course_credits",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    creditType: text("credit_type", { enum: creditTypes }).notNull(),
    /** Credit hours, e.g. 1.0 or 0.5. */
    hours: numeric("hours", { precision: 4, scale: 2, mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.creditType] }),
    check("course_credits_hours_positive", sql`${table.hours} > 0`),
  ],
);

export const courseFaculty = pgTable(
  "course_faculty",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    facultyId: text("faculty_id")
      .notNull()
      .references(() => faculty.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.facultyId] })],
);

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    /** A staff decision to stop selling seats, whatever the count says. */
    soldOut: boolean("sold_out").notNull().default(false),
    /** Short label shown beside the date, e.g. "Live Course Launch". */
    label: text("label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_sessions_course_idx").on(table.courseId, table.startsAt),
    check("live_sessions_capacity_positive", sql`${table.capacity} > 0`),
  ],
);
