import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courseBundles, courses, liveSessions } from "./catalogue";
import { firms } from "./firms";
import { orders } from "./orders";

const POOL_PRODUCTS = ["course", "bundle", "membership"] as const;

/**
 * The seats a firm's order bought: one pool per order (card orders once
 * paid, invoiced orders at once). Its seats are rows of `firm_seats`, as many
 * as the order's quantity, so the database itself never gives more. Decision 0063.
 */
export const firmSeatPools = pgTable(
  "firm_seat_pools",
  {
    id: text("id").primaryKey(),
    firmId: text("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    product: text("product", { enum: POOL_PRODUCTS }).notNull(),
    courseId: text("course_id").references(() => courses.id),
    bundleId: text("bundle_id").references(() => courseBundles.id),
    /** The live session the seats are in (a course with live dates). */
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    /** What the seats are for, as the firm's pages show it. */
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("firm_seat_pools_order_unique").on(table.orderId),
    index("firm_seat_pools_firm_idx").on(table.firmId, table.createdAt),
    index("firm_seat_pools_session_idx").on(table.liveSessionId),
    check("firm_seat_pools_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/**
 * One seat of a pool: free (no holder) or given to a member, by an
 * administrator ("assigned") or by the member ("claimed"). A person holds at
 * most one seat of a pool.
 */
export const firmSeats = pgTable(
  "firm_seats",
  {
    id: text("id").primaryKey(),
    poolId: text("pool_id")
      .notNull()
      .references(() => firmSeatPools.id, { onDelete: "cascade" }),
    /** 1..quantity: the pool's seats are exactly these rows. */
    position: integer("position").notNull(),
    holderUid: text("holder_uid").references(() => user.id, { onDelete: "set null" }),
    /** How the holder got it. */
    givenBy: text("given_by", { enum: ["assigned", "claimed"] }),
    givenAt: timestamp("given_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("firm_seats_pool_position_unique").on(table.poolId, table.position),
    uniqueIndex("firm_seats_pool_holder_unique").on(table.poolId, table.holderUid),
    index("firm_seats_holder_idx").on(table.holderUid),
    check(
      "firm_seats_holder_given",
      sql`(${table.holderUid} IS NULL) = (${table.givenAt} IS NULL)`,
    ),
  ],
);

/**
 * Staff settings for firm orders (one row, id 'default'): from which total a
 * firm's order is invoiced (net 30) instead of paid by card.
 */
export const firmBillingSettings = pgTable(
  "firm_billing_settings",
  {
    id: text("id").primaryKey(),
    invoiceThresholdCents: integer("invoice_threshold_cents").notNull(),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("firm_billing_settings_single", sql`${table.id} = 'default'`),
    check("firm_billing_settings_threshold", sql`${table.invoiceThresholdCents} > 0`),
  ],
);
