import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
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
import type { CreditCategory } from "~/content/state-rules/types";
import { user } from "./auth";
import { courses, liveSessions, states } from "./catalogue";

/**
 * A certificate of attendance: what the attorney affirmed and what the state
 * credits, frozen when issued (later catalogue changes never alter it). The
 * id is public and unguessable; /certificates/{id} confirms it is genuine.
 *
 * Staff correct a certificate by re-issuing it: a new row (a new id, the next
 * version, `supersedes_id` naming the one it corrects) and the old row marked
 * superseded with the reason. A revoked certificate keeps its row and its
 * place (docs/decisions/0025-certificate-versions.md). Closing the account
 * keeps the certificate for the states' retention period (0026).
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    /**
     * The attorney's account; null once the account is closed: the certificate
     * is the attendance record the states make the provider keep, so it stays
     * (without the link) until `retainUntil` (docs/decisions/0027-record-retention.md).
     */
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    attorneyName: text("attorney_name").notNull(),
    barNumber: text("bar_number"),
    courseTitle: text("course_title").notNull(),
    /** How the attorney attended: a live session, or the on-demand lecture. */
    format: text("format", { enum: ["live", "self-study"] }).notNull(),
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    approvalStatus: text("approval_status", { enum: ["approved", "pending"] }).notNull(),
    approvalNumber: text("approval_number"),
    /** The day attendance was completed (ISO). */
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    credits: jsonb("credits").$type<Partial<Record<CreditCategory, number>>>().notNull(),
    creditHourMinutes: integer("credit_hour_minutes"),
    codesEntered: integer("codes_entered").notNull(),
    codesTotal: integer("codes_total").notNull(),
    watchedSeconds: integer("watched_seconds").notNull(),
    affirmationText: text("affirmation_text").notNull(),
    typedName: text("typed_name").notNull(),
    affirmedAt: timestamp("affirmed_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** 1 for the first certificate; each re-issue adds one. */
    version: integer("version").notNull().default(1),
    /** The certificate this one corrects (null for version 1). */
    supersedesId: text("supersedes_id").references((): AnyPgColumn => certificates.id),
    /** When a later version replaced this one, and why. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    supersededReason: text("superseded_reason"),
    /** When staff withdrew it, and why (who: the audit log). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason"),
    /**
     * Set when the account closes: the last day the record must be kept (the
     * completion day plus the longest retention among the states in which
     * credit was claimed for the course). The retention purge deletes it after.
     */
    retainUntil: date("retain_until", { mode: "string" }),
  },
  (table) => [
    // One current certificate per attorney, course and state; a revoked one still holds it.
    uniqueIndex("certificates_uid_course_state_current")
      .on(table.uid, table.courseId, table.stateSlug)
      .where(sql`${table.supersededAt} IS NULL`),
    // A certificate is corrected once: a second re-issue must start from the new version.
    uniqueIndex("certificates_supersedes_id_unique").on(table.supersedesId),
    index("certificates_uid_idx").on(table.uid, table.issuedAt),
    // A roster's export lists each registrant's current certificates of its
    // course, read from the index alone in account order (no heap, no sort).
    index("certificates_course_roster_idx")
      .on(
        table.courseId,
        table.uid,
        table.stateSlug,
        table.revokedAt,
        table.approvalStatus,
        table.id,
      )
      .where(sql`${table.supersededAt} IS NULL`),
    // An account's valid certificates counted from the index alone (the
    // attendees' list and export count them for every account they show).
    index("certificates_valid_uid_idx")
      .on(table.uid)
      .where(sql`${table.supersededAt} IS NULL AND ${table.revokedAt} IS NULL`),
    index("certificates_retain_until_idx").on(table.retainUntil).where(sql`${table.uid} IS NULL`),
    // Start-up re-issues the pending certificates a new approval covers: found
    // through this small index, not a scan of every certificate ever issued.
    index("certificates_pending_idx")
      .on(table.courseId, table.stateSlug)
      .where(
        sql`${table.approvalStatus} = 'pending' AND ${table.supersededAt} IS NULL AND ${table.revokedAt} IS NULL`,
      ),
    check(
      "certificates_approved_has_number",
      sql`${table.approvalStatus} <> 'approved' OR ${table.approvalNumber} IS NOT NULL`,
    ),
    check(
      "certificates_superseded_has_reason",
      sql`(${table.supersededAt} IS NULL) = (${table.supersededReason} IS NULL)`,
    ),
    check(
      "certificates_revoked_has_reason",
      sql`(${table.revokedAt} IS NULL) = (${table.revocationReason} IS NULL)`,
    ),
    check(
      "certificates_superseded_or_revoked",
      sql`${table.supersededAt} IS NULL OR ${table.revokedAt} IS NULL`,
    ),
    check(
      "certificates_version_chain",
      sql`(${table.version} = 1) = (${table.supersedesId} IS NULL) AND ${table.version} >= 1`,
    ),
  ],
);

/**
 * Attorneys told that a state approved a course they completed while its
 * approval was pending, without a certificate for that state: once per
 * attorney, course and state (they claim the certificate themselves).
 */
export const approvalClaimNotices = pgTable(
  "approval_claim_notices",
  {
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    stateSlug: text("state_slug")
      .notNull()
      .references(() => states.slug),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.courseId, table.stateSlug] })],
);

/**
 * The completions report's totals, kept by triggers on `certificates` in the
 * writer's transaction (migration 0071, docs/decisions/0082): the valid
 * certificates (latest version, not revoked) and their credit hours by month
 * of completion, state and course. The report and its export read these few
 * rows instead of grouping every certificate ever issued.
 */
export const completionTotals = pgTable(
  "completion_totals",
  {
    /** "YYYY-MM" of `certificates.completed_on`. */
    month: text("month").notNull(),
    stateSlug: text("state_slug").notNull(),
    courseId: text("course_id").notNull(),
    completions: integer("completions").notNull(),
    creditHours: numeric("credit_hours", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.stateSlug, table.courseId] }),
    // The totals that fell to nothing, deleted by the trigger that made them so.
    index("completion_totals_empty_idx").on(table.month).where(sql`${table.completions} = 0`),
  ],
);
