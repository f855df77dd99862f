import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { StaffRole } from "~/content/staff-roles";

/** What a bulk job does to each of its items (app/modules/bulk/bulk-kinds.ts). */
export const BULK_JOB_KINDS = [
  "certificate.resend",
  "inbox.close",
  "inbox.assign",
  "order.refund",
] as const;
export type BulkJobKind = (typeof BULK_JOB_KINDS)[number];

/** The staff member a job acts for, as the audit log records them. */
export type BulkJobActor = {
  id: string | null;
  email: string;
  roles: StaffRole[];
  ipAddress: string | null;
};

/**
 * One bulk action a staff member asked for (decision 0071): its items are
 * chosen when it is made (the ticked rows, or every row matching the list's
 * filter, resolved on the server), then each is acted on by the single-item
 * action, in its own transaction, with its own audit entry.
 */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: BULK_JOB_KINDS }).notNull(),
    actor: jsonb("actor").$type<BulkJobActor>().notNull(),
    /** The list's filter when "all matching" was chosen (null: ticked rows); kept to say what was asked. */
    filter: jsonb("filter").$type<Record<string, string>>(),
    /** What the action needs besides the item (the assignee of an assignment, a refund's reason). */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last item was done (or failed): the job is over. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("bulk_jobs_unfinished_idx").on(table.createdAt).where(sql`${table.finishedAt} IS NULL`),
  ],
);

const BULK_ITEM_STATUSES = ["pending", "done", "failed"] as const;
export type BulkItemStatus = (typeof BULK_ITEM_STATUSES)[number];

/**
 * One item of a bulk job. A worker takes a pending item with its row locked
 * (FOR UPDATE SKIP LOCKED) and acts on it in the same transaction, so two
 * workers never take one item, and an item whose work was interrupted is
 * pending again, its half-done action rolled back with it.
 */
export const bulkJobItems = pgTable(
  "bulk_job_items",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    /** The record acted on (a certificate id; "kind:sourceId" for an inbox item). */
    itemId: text("item_id").notNull(),
    /** The item in words (the attorney's name, the sender), as the summary names it. */
    label: text("label").notNull(),
    /** Its place in the list as it was chosen: items are done in that order. */
    position: integer("position").notNull(),
    status: text("status", { enum: BULK_ITEM_STATUSES }).notNull().default("pending"),
    /** Why it failed, in words. */
    message: text("message"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.itemId] }),
    index("bulk_job_items_pending_idx")
      .on(table.jobId, table.position)
      .where(sql`${table.status} = 'pending'`),
    check(
      "bulk_job_items_failed_has_message",
      sql`${table.status} <> 'failed' OR ${table.message} IS NOT NULL`,
    ),
  ],
);
