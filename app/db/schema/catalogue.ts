import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ACCREDITATION_STATUSES,
  BUNDLE_STATUSES,
  COURSE_FORMATS,
  COURSE_LEVELS,
  COURSE_STATUSES,
  type CourseMaterial,
  type CourseMedia,
  LIVE_SESSION_MAX_MINUTES,
} from "~/content/course-types";
import { creditTypes } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";

// The catalogue. Categories and states are kept in line with app/content at
// every start; courses, faculty and their links are seeded from it once, and
// from then on belong to staff (the console's course editor).

/** PostgreSQL's full-text search document type (read only: a generated column). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

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

export const faculty = pgTable(
  "faculty",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    organisation: text("organisation").notNull(),
    bio: text("bio").notNull(),
    /** A shipped portrait's path (public/images/faculty/); null when none was drawn. */
    portraitPath: text("portrait_path"),
    /**
     * An uploaded portrait: the media store's prefix of its AVIF and WebP
     * variants (decision 0031); null shows `portraitPath`, or the initials.
     */
    portraitKey: text("portrait_key"),
    /** The portrait's size in pixels (the upload as cropped, or the drawing's size). */
    portraitWidth: integer("portrait_width").notNull().default(320),
    portraitHeight: integer("portrait_height").notNull().default(320),
    /** The widths the uploaded portrait was made at, ascending; empty without an upload. */
    portraitWidths: jsonb("portrait_widths").$type<number[]>().notNull().default([]),
    /**
     * The address this member signs in with to the faculty desk (their
     * courses' questions), set by staff; null without a login. Only an
     * account that confirmed this address is linked (lower-case, unique).
     */
    loginEmail: text("login_email"),
    /** Raised by every staff edit: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("faculty_login_email_idx").on(table.loginEmail),
    check("faculty_login_email_lower", sql`${table.loginEmail} = lower(${table.loginEmail})`),
    check(
      "faculty_portrait_size_positive",
      sql`${table.portraitWidth} > 0 AND ${table.portraitHeight} > 0`,
    ),
  ],
);

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
    /** See COURSE_STATUSES: only 'published' courses are sold. */
    status: text("status", { enum: COURSE_STATUSES }).notNull(),
    format: text("format", { enum: COURSE_FORMATS }).notNull(),
    level: text("level", { enum: COURSE_LEVELS }),
    durationMinutes: integer("duration_minutes"),
    /** Regular price in integer cents; null while a course is not on sale. */
    priceCents: integer("price_cents"),
    /** Members' price in integer cents (members include free-trial users). */
    memberPriceCents: integer("member_price_cents"),
    /** The shipped illustration (public/images/courses/), shown while no upload replaces it. */
    imagePath: text("image_path").notNull(),
    /** What the artwork shows, for people who cannot see it. */
    imageAlt: text("image_alt").notNull(),
    /**
     * Uploaded artwork: the media store's prefix of its AVIF and WebP
     * variants (decision 0031); null shows `imagePath`.
     */
    imageKey: text("image_key"),
    /** The artwork's size in pixels (the upload as cropped, or the drawing's size). */
    imageWidth: integer("image_width").notNull().default(640),
    imageHeight: integer("image_height").notNull().default(320),
    /** The widths the uploaded artwork was made at, ascending; empty without an upload. */
    imageWidths: jsonb("image_widths").$type<number[]>().notNull().default([]),
    topics: jsonb("topics").$type<string[]>().notNull().default([]),
    learningObjectives: jsonb("learning_objectives").$type<string[]>().notNull().default([]),
    includes: jsonb("includes").$type<string[]>().notNull().default([]),
    /**
     * The course the home page features (staff choose it; at most one, a
     * partial unique index below). Only a published course is featured: the
     * home page ignores the flag on any other.
     */
    featured: boolean("featured").notNull().default(false),
    /** Null while a course has no media yet (upcoming courses). */
    media: jsonb("media").$type<CourseMedia>(),
    /**
     * Live webcasts: how long after a session ends its announced attendance
     * codes may still be entered.
     */
    codeWindowMinutes: integer("code_window_minutes").notNull().default(60),
    /**
     * An on-demand course's first presentation: the day it is (or was) first
     * available to attorneys, from which the states' application deadlines
     * count (docs/decisions/0059). Null while staff have not set it.
     */
    releaseOn: date("release_on", { mode: "string" }),
    materials: jsonb("materials").$type<CourseMaterial[]>().notNull().default([]),
    /**
     * The course's public address (/courses/{slug}). It starts as the id and
     * may be changed by staff; the id, which registrations, orders,
     * certificates and media name, never changes. Former addresses are kept
     * in course_addresses and redirect here.
     */
    slug: text("slug").notNull().unique(),
    /** Catalogue order: lower first. */
    position: integer("position").notNull(),
    /**
     * What full-text search looks in, weighted: title (A), summary and topics
     * (B), description and objectives (C). Kept by PostgreSQL itself.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B')
        || setweight(jsonb_to_tsvector('english'::regconfig, "topics", '["string"]'), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')
        || setweight(jsonb_to_tsvector('english'::regconfig, "learning_objectives", '["string"]'), 'C')`,
    ),
    /**
     * The same text without stemming ('simple'), for words typed in part: the
     * English stemmer turns "hallucinated" into "hallucin", which a typed
     * "hallucinat" would never reach as a prefix.
     */
    searchPrefixVector: tsvector("search_prefix_vector").generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("description", ''))
        || jsonb_to_tsvector('simple'::regconfig, "topics", '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, "learning_objectives", '["string"]')`,
    ),
    /** Raised by every staff edit: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("courses_category_idx").on(table.categorySlug),
    uniqueIndex("courses_one_featured").on(table.featured).where(sql`${table.featured}`),
    check("courses_image_size_positive", sql`${table.imageWidth} > 0 AND ${table.imageHeight} > 0`),
    check(
      "courses_status_valid",
      sql`${table.status} IN ('draft', 'upcoming', 'published', 'archived')`,
    ),
    index("courses_search_idx").using("gin", table.searchVector),
    index("courses_search_prefix_idx").using("gin", table.searchPrefixVector),
    // The staff list's keyset order (decision 0077).
    index("courses_position_idx").on(table.position, table.id),
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

/**
 * A course's former public addresses: each answers a permanent redirect to
 * the course's current one, and no other course may take it.
 */
export const courseAddresses = pgTable(
  "course_addresses",
  {
    slug: text("slug").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("course_addresses_course_idx").on(table.courseId)],
);

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
    /**
     * Where registered attendees join (the video-meeting link), set by staff;
     * shown only to them, and null until it is known.
     */
    joinUrl: text("join_url"),
    /** Who presents it (shown to staff and in the attendees' mails). */
    presenter: text("presenter"),
    /** The IANA zone staff scheduled it in; times are stored in UTC. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** Calendar invites' SEQUENCE: raised on each reschedule and on cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** Set when staff cancel it: off the site, its attendees told. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    /** Raised by every staff save: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_sessions_course_idx").on(table.courseId, table.startsAt),
    check("live_sessions_capacity_positive", sql`${table.capacity} > 0`),
    check("live_sessions_duration_positive", sql`${table.durationMinutes} > 0`),
    check(
      "live_sessions_duration_at_most",
      sql`${table.durationMinutes} <= ${sql.raw(String(LIVE_SESSION_MAX_MINUTES))}`,
    ),
    // The staff list's orders (decision 0077): held sessions by start, either
    // way; the few cancelled ones apart, so neither view reads the other's.
    index("live_sessions_held_starts_idx")
      .on(table.startsAt, table.id)
      .where(sql`${table.cancelledAt} IS NULL`),
    index("live_sessions_cancelled_starts_idx")
      .on(table.startsAt, table.id)
      .where(sql`${table.cancelledAt} IS NOT NULL`),
  ],
);

/**
 * A course's standing with one state's CLE regulator: approved (with the
 * state's course number, printed on certificates), applied for and pending,
 * or denied. No row (or denied): the course is not offered for credit there,
 * and the public pages show it so. The credits
 * are those the state approved, which may differ from the course's own.
 */
export const courseStateApprovals = pgTable(
  "course_state_approvals",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    status: text("status", { enum: ACCREDITATION_STATUSES }).notNull(),
    approvalNumber: text("approval_number"),
    approvedOn: date("approved_on", { mode: "string" }),
    /** When the application was filed (pending ones); null when not recorded. */
    appliedOn: date("applied_on", { mode: "string" }),
    /**
     * The first completion day the approval covers, when the state gives one
     * (it may precede the decision: the approval then reaches back to the
     * course's earlier presentations). Null: the whole course is covered, from
     * its first presentation. See approvalCovers (app/modules/catalogue).
     */
    effectiveFrom: date("effective_from", { mode: "string" }),
    /** Approvals run out; null when the state gives no end date. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** When the state refused the course (denied ones). */
    deniedOn: date("denied_on", { mode: "string" }),
    /** In the state's own credit categories (e.g. New York's cybersecurity credit). */
    credits: jsonb("credits").$type<Partial<Record<CreditCategory, number>>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.stateSlug] }),
    index("course_state_approvals_state_idx").on(table.stateSlug, table.status),
    check(
      "course_state_approvals_denied_has_date",
      sql`(${table.status} = 'denied') = (${table.deniedOn} IS NOT NULL)`,
    ),
    check(
      "course_state_approvals_effective_before_expiry",
      sql`${table.effectiveFrom} IS NULL OR ${table.expiresOn} IS NULL OR ${table.effectiveFrom} <= ${table.expiresOn}`,
    ),
    check(
      "course_state_approvals_approved_has_number",
      sql`${table.status} <> 'approved' OR (${table.approvalNumber} IS NOT NULL AND ${table.approvedOn} IS NOT NULL)`,
    ),
  ],
);

/**
 * Courses sold together at one price (the 10-credit AI CLE bundle). Buying a
 * bundle registers the buyer in each of its courses.
 */
export const courseBundles = pgTable(
  "course_bundles",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    priceCents: integer("price_cents").notNull(),
    memberPriceCents: integer("member_price_cents").notNull(),
    /** See BUNDLE_STATUSES: only 'published' bundles are sold. */
    status: text("status", { enum: BUNDLE_STATUSES }).notNull(),
    position: integer("position").notNull(),
    /** Raised by every staff edit: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "course_bundles_status_valid",
      sql`${table.status} IN ('draft', 'published', 'archived')`,
    ),
    check(
      "course_bundles_prices_valid",
      sql`${table.priceCents} > 0 AND ${table.memberPriceCents} > 0 AND ${table.memberPriceCents} <= ${table.priceCents}`,
    ),
  ],
);

export const courseBundleItems = pgTable(
  "course_bundle_items",
  {
    bundleId: text("bundle_id")
      .notNull()
      .references(() => courseBundles.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.courseId] })],
);
