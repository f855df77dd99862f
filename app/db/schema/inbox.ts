import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { personSearchVector } from "../person-search";
import { user } from "./auth";

/**
 * The staff inbox: one item per contact message, At Work enquiry
 * and free-guide request, made by triggers on those tables when a row is
 * stored (migration 0015), so no form can forget it. Who wrote and a short
 * summary are copied here, so the list is one table to search.
 */
export const inboxItems = pgTable(
  "inbox_items",
  {
    /** contact | team | guide | aid */
    kind: text("kind").notNull(),
    /** The id of the message, enquiry or request in its own table. */
    sourceId: text("source_id").notNull(),
    fromName: text("from_name"),
    fromEmail: text("from_email").notNull(),
    summary: text("summary").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** new | in_progress | done */
    status: text("status").notNull().default("new"),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** Grows with every change of status or assignee: a save based on an older one is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.sourceId] }),
    check("inbox_items_kind", sql`${table.kind} in ('contact', 'team', 'guide', 'aid')`),
    check("inbox_items_status", sql`${table.status} in ('new', 'in_progress', 'done')`),
    // The staff list, a page at a time (decision 0077): the open items
    // oldest first, one status or all of them newest first, searched by
    // words of the sender's name and address.
    index("inbox_items_status_received_idx").on(
      table.status,
      table.receivedAt,
      table.kind,
      table.sourceId,
    ),
    index("inbox_items_received_idx").on(table.receivedAt, table.kind, table.sourceId),
    index("inbox_items_open_received_idx")
      .on(table.receivedAt, table.kind, table.sourceId)
      .where(sql`${table.status} in ('new', 'in_progress')`),
    index("inbox_items_search_idx").using(
      "gin",
      personSearchVector(table.fromName, table.fromEmail),
    ),
  ],
);

/** The conversation on an item: staff notes and replies sent by e-mail, oldest first. */
export const inboxEntries = pgTable(
  "inbox_entries",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    /** note | reply */
    type: text("type").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** The outbox message of a reply (the outbox deletes sent mail after 30 days). */
    emailId: text("email_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.kind, table.sourceId],
      foreignColumns: [inboxItems.kind, inboxItems.sourceId],
    }).onDelete("cascade"),
    check("inbox_entries_type", sql`${table.type} in ('note', 'reply')`),
    index("inbox_entries_item_idx").on(table.kind, table.sourceId, table.createdAt),
  ],
);
