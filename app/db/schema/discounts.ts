import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courseBundles, courses } from "./catalogue";

const DISCOUNT_KINDS = ["percent", "amount"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const DISCOUNT_SCOPES = ["all", "course", "bundle"] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

const DISCOUNT_PURPOSES = ["promotion", "aid"] as const;
export type DiscountPurpose = (typeof DISCOUNT_PURPOSES)[number];

/**
 * A discount code: a reduction (a percentage, or an amount in cents) on all
 * courses, one course or one bundle, between a start and an optional end,
 * with an optional limit of uses in all and per account, optionally for one
 * account only (financial aid). A use is an order carrying the code that is
 * paid, or pending with its hold still running: an abandoned order gives its
 * use back when its hold expires. Orders lock this row while they count, so a
 * limit holds under any number of simultaneous buyers (decision 0055).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: text("id").primaryKey(),
    /** What the buyer types, stored in capitals (matching ignores case). */
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** 1–100 for a percentage; cents off for an amount. */
    value: integer("value").notNull(),
    scope: text("scope", { enum: DISCOUNT_SCOPES }).notNull(),
    courseId: text("course_id").references(() => courses.id),
    bundleId: text("bundle_id").references(() => courseBundles.id),
    /** Uses in all; null = no limit. */
    useLimit: integer("use_limit"),
    /** Uses per account; null = no limit. */
    perAccountLimit: integer("per_account_limit"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The only account that may use it (financial aid); null = anyone. */
    uid: text("uid").references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: DISCOUNT_PURPOSES }).notNull().default("promotion"),
    note: text("note"),
    /** When staff ended it (it then refuses new orders; paid ones keep their discount). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("discount_codes_code_unique").on(table.code),
    index("discount_codes_uid_idx").on(table.uid),
    check(
      "discount_codes_value",
      sql`(${table.kind} = 'percent' AND ${table.value} BETWEEN 1 AND 100)
        OR (${table.kind} = 'amount' AND ${table.value} > 0)`,
    ),
    check(
      "discount_codes_scope_target",
      sql`(${table.scope} = 'all' AND ${table.courseId} IS NULL AND ${table.bundleId} IS NULL)
        OR (${table.scope} = 'course' AND ${table.courseId} IS NOT NULL AND ${table.bundleId} IS NULL)
        OR (${table.scope} = 'bundle' AND ${table.bundleId} IS NOT NULL AND ${table.courseId} IS NULL)`,
    ),
    check(
      "discount_codes_limits_positive",
      sql`(${table.useLimit} IS NULL OR ${table.useLimit} > 0)
        AND (${table.perAccountLimit} IS NULL OR ${table.perAccountLimit} > 0)`,
    ),
    check(
      "discount_codes_dates",
      sql`${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * The published financial-aid policy: one row, edited in place under a
 * version (the stale-save rule), each saved text also kept in
 * `financial_aid_policy_versions`. No row = the default text. Its contact
 * is the site's contact address (CONTACT_EMAIL), shown beside it everywhere.
 */
export const financialAidPolicy = pgTable("financial_aid_policy", {
  id: text("id").primaryKey(),
  body: text("body").notNull(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every published text of the policy, kept (applications attach the one in force). */
export const financialAidPolicyVersions = pgTable("financial_aid_policy_versions", {
  version: integer("version").primaryKey(),
  body: text("body").notNull(),
  savedBy: text("saved_by").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});

const AID_STATUSES = ["pending", "granted", "declined"] as const;
export type AidRequestStatus = (typeof AID_STATUSES)[number];

/**
 * An attorney's request for financial aid on one course. It reaches the
 * staff inbox (kind `aid`, by trigger); a grant makes a single-use discount
 * code for that account and course.
 */
export const aidRequests = pgTable(
  "aid_requests",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    /** The state the attorney is admitted in, as they told us (the Illinois rule reads it). */
    stateSlug: text("state_slug").notNull(),
    employmentStatus: text("employment_status").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: AID_STATUSES }).notNull().default("pending"),
    /** The course's price when the request was decided (cents). */
    priceCents: integer("price_cents"),
    decisionReason: text("decision_reason"),
    discountCodeId: text("discount_code_id").references(() => discountCodes.id, {
      onDelete: "set null",
    }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("aid_requests_uid_idx").on(table.uid, table.createdAt)],
);
