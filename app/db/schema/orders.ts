import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orderSearchVector } from "../person-search";
import { user } from "./auth";
import { courseBundles, courses, liveSessions } from "./catalogue";
import { discountCodes } from "./discounts";
import { firms } from "./firms";

/** Campaign parameters (spec §3: source, medium, campaign, term, content). */
export type CampaignAttribution = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
};

const ORDER_PRODUCTS = ["course", "bundle", "membership"] as const;

/**
 * "invoiced": bought on terms (a firm's order above the invoice threshold):
 * the seats are given at once and the order waits for staff to mark it paid.
 */
const ORDER_STATUSES = ["pending", "invoiced", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A purchase: a seat in a course, a bundle of courses or a membership. Amounts are integer cents decided by the
 * server from the catalogue. A pending order holds a seat in its live session
 * until `holdExpiresAt`, so the last seats cannot be sold twice while buyers
 * are at the checkout. Orders outlive a deleted account (the books must
 * balance) but lose the link to it, until the retention schedule deletes
 * them (ORDER_RETENTION_YEARS, docs/decisions/0041).
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    /** What is bought: a seat in a course, a bundle of courses, or the annual membership. */
    product: text("product", { enum: ORDER_PRODUCTS }).notNull().default("course"),
    /** The course bought; null for bundles and memberships. */
    courseId: text("course_id").references(() => courses.id),
    /** The bundle bought (course_bundles.id); null otherwise. */
    bundleId: text("bundle_id").references(() => courseBundles.id),
    /** The name of what is bought, as the receipt shows it. */
    courseName: text("course_name").notNull(),
    /** The firm that buys (its administrator is `uid`); null for a person's own order. */
    firmId: text("firm_id").references(() => firms.id, { onDelete: "set null" }),
    /** How many seats (registrations or memberships) the order buys: 1 unless a firm buys. */
    quantity: integer("quantity").notNull().default(1),
    /** "card": paid at the checkout; "invoice": paid later against the invoice, by its due date. */
    paymentTerms: text("payment_terms", { enum: ["card", "invoice"] })
      .notNull()
      .default("card"),
    /** When an invoiced order's payment is due (net 30 from the invoice). */
    invoiceDueAt: timestamp("invoice_due_at", { withTimezone: true }),
    liveSessionId: text("live_session_id").references(() => liveSessions.id),
    amountCents: integer("amount_cents").notNull(),
    /** The discount code applied (its use counts while the order is paid or holding). */
    discountCodeId: text("discount_code_id").references(() => discountCodes.id, {
      onDelete: "set null",
    }),
    /** The code as the buyer's receipt shows it. */
    discountCode: text("discount_code"),
    /** Cents taken off the price by the code: the price before it was amountCents + this. */
    discountCents: integer("discount_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    priceKind: text("price_kind", { enum: ["member", "regular"] }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    /** The provider's id for the checkout (Stripe Checkout Session id). */
    providerReference: text("provider_reference"),
    /** One per payment attempt: a double submit finds the same order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The attendee, as entered at checkout: the registration is made from it. */
    attendee: jsonb("attendee")
      .$type<{ firstName: string; lastName: string; email: string; state: string }>()
      .notNull(),
    utm: jsonb("utm").$type<CampaignAttribution>(),
    failureReason: text("failure_reason"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * When the buyer removed the unpaid order from their purchases (a pending
     * one is cancelled with it). The row stays for the books and the staff
     * console; should its checkout be paid after all, it counts as any paid order.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_idempotency_key_unique").on(table.idempotencyKey),
    uniqueIndex("orders_provider_reference_unique").on(table.providerReference),
    index("orders_uid_idx").on(table.uid, table.createdAt),
    index("orders_live_session_status_idx").on(table.liveSessionId, table.status),
    index("orders_discount_code_idx").on(table.discountCodeId, table.status),
    index("orders_firm_idx").on(table.firmId, table.createdAt),
    // The staff list: newest first, alone or by status, searched by words of
    // the attendee's name and address or of what was bought (decision 0077).
    index("orders_created_idx").on(table.createdAt, table.id),
    index("orders_status_created_idx").on(table.status, table.createdAt, table.id),
    // A roster's export shows each registration's order: read from the index
    // alone (the table is six times as wide).
    index("orders_roster_idx").on(table.id, table.status, table.product, table.amountCents),
    // ...and reads a course's (or one session's) orders in one range of this
    // index, instead of 90,000 lookups of the one above (docs/decisions/0078).
    index("orders_course_roster_idx").on(
      table.courseId,
      table.liveSessionId,
      table.id,
      table.status,
      table.product,
      table.amountCents,
    ),
    index("orders_search_idx").using("gin", orderSearchVector(table.attendee, table.courseName)),
    check("orders_quantity_positive", sql`${table.quantity} > 0`),
    check(
      "orders_invoice_has_due_date",
      sql`${table.paymentTerms} <> 'invoice' OR ${table.invoiceDueAt} IS NOT NULL`,
    ),
    check("orders_discount_not_negative", sql`${table.discountCents} >= 0`),
    check("orders_amount_not_negative", sql`${table.amountCents} >= 0`),
    check(
      "orders_product_target",
      sql`(${table.product} = 'course' AND ${table.courseId} IS NOT NULL)
        OR (${table.product} = 'bundle' AND ${table.bundleId} IS NOT NULL)
        OR (${table.product} = 'membership' AND ${table.courseId} IS NULL AND ${table.bundleId} IS NULL)`,
    ),
    check("orders_paid_has_time", sql`${table.status} <> 'paid' OR ${table.paidAt} IS NOT NULL`),
  ],
);

/** Stripe events already handled: a replayed event is acknowledged and ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  orderId: text("order_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Refunds staff make of a paid order, whole or in part. The row is
 * written as pending before the provider is asked, under its idempotency key,
 * so a retry never refunds twice and the provider's webhook, arriving first
 * or after, completes the same row. Pending and succeeded refunds together
 * never exceed the order's amount.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    /** The provider's refund id (Stripe `re_…`). */
    providerRefundId: text("provider_refund_id"),
    /** Whether the seats and access the order gave were taken back. */
    releasedAccess: boolean("released_access").notNull().default(false),
    failureReason: text("failure_reason"),
    requestedBy: text("requested_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("order_refunds_order_idx").on(table.orderId, table.createdAt),
    uniqueIndex("order_refunds_provider_refund_unique").on(table.providerRefundId),
    check("order_refunds_amount_positive", sql`${table.amountCents} > 0`),
  ],
);
