import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { liveSessions } from "./catalogue";

export const WAITING_LIST_STATUSES = ["waiting", "offered", "accepted", "expired", "left"] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/**
 * An attorney's place on a full live session's waiting list (decision 0068).
 * Waiting, then offered (a freed seat held for them until `offerExpiresAt`),
 * then accepted (they took it), expired (they did not) or left (they, or
 * staff, took them off). One active entry (waiting or offered) per person
 * and session; `position` orders the list (staff may reorder it).
 */
export const waitingListEntries = pgTable(
  "waiting_list_entries",
  {
    id: text("id").primaryKey(),
    liveSessionId: text("live_session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    status: text("status", { enum: WAITING_LIST_STATUSES }).notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** When it stopped being active (accepted, expired, left). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("waiting_list_entries_active_unique")
      .on(table.liveSessionId, table.uid)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index("waiting_list_entries_session_idx").on(table.liveSessionId, table.status, table.position),
    index("waiting_list_entries_uid_idx").on(table.uid),
    check(
      "waiting_list_entries_offer_shape",
      sql`${table.status} <> 'offered' OR ${table.offerExpiresAt} IS NOT NULL`,
    ),
  ],
);
