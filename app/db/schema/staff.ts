import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { session, user } from "./auth";

/**
 * Staff roles held in the database. An account named in
 * STAFF_EMAILS is an administrator besides whatever it holds here.
 */
export const staffRoleGrants = pgTable(
  "staff_role_grants",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    /** Null when granted from a shell (npm run staff). */
    grantedBy: text("granted_by"),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check(
      "staff_role_grants_role",
      sql`${table.role} in ('administrator', 'course_manager', 'compliance_officer', 'support')`,
    ),
  ],
);

/**
 * Every staff action, append-only: the database refuses DELETE and TRUNCATE
 * on it, and every UPDATE but the shredding of an entry's details (migrations
 * 0014, 0044; docs/decisions/0041-shredding-the-audit-log.md). The actor is
 * named by id and address as they were, with no foreign key: the entry
 * outlives the account.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for a command run from a shell. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    actorRoles: text("actor_roles").array().notNull(),
    /** What was done, e.g. `staff.grant`, `session.join-link`. */
    action: text("action").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    /** The staff member's own address, kept when the details are shredded. */
    ipAddress: text("ip_address"),
    /**
     * When the details (`before`, `after`, `reason`) were removed, once the
     * retention period of the record the entry concerns ended; null while
     * they are there. Who, what, which record and when stay.
     */
    shreddedAt: timestamp("shredded_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "staff_audit_log_shredded_has_no_details",
      sql`${table.shreddedAt} IS NULL OR (${table.before} IS NULL AND ${table.after} IS NULL AND ${table.reason} IS NULL)`,
    ),
    // The log is listed newest first a page at a time (at, then id), alone
    // or filtered by action, by actor or by record (decision 0077).
    index("staff_audit_log_at_idx").on(table.at, table.id),
    index("staff_audit_log_actor_idx").on(table.actorEmail, table.at),
    index("staff_audit_log_actor_id_idx").on(table.actorId, table.at, table.id),
    // Actors with no account (a shell command) are few addresses with many
    // entries: a search reads their distinct addresses through this index
    // (one probe each), then their entries by address (migration 0069).
    index("staff_audit_log_shell_actor_email_idx")
      .on(table.actorEmail, table.at, table.id)
      .where(sql`${table.actorId} IS NULL`),
    index("staff_audit_log_record_idx").on(table.recordType, table.recordId, table.at),
    index("staff_audit_log_record_id_idx").on(table.recordId.op("text_pattern_ops")),
    index("staff_audit_log_action_idx").on(table.action, table.at, table.id),
  ],
);

/**
 * A staff member who confirmed their password in this session: sensitive
 * actions count it as a recent sign-in for RECENT_SIGN_IN_MINUTES.
 */
export const staffIdentityConfirmations = pgTable("staff_identity_confirmations", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => session.id, { onDelete: "cascade" }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
});

/**
 * An account closed since the retention schedule last ran, written by the
 * database when the sign-in account's row goes (migration 0075), in the
 * deletion's own transaction: the schedule shreds the audit entries about
 * its registrations, found by their ids' prefix, and takes it off the list
 * (docs/decisions/0041). Only the opaque id, which those entries name anyway.
 */
export const closedAccountsToShred = pgTable("closed_accounts_to_shred", {
  accountId: text("account_id").primaryKey(),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
});
