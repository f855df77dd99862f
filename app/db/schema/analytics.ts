import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * First-party analytics (spec §7): page views, CTA clicks and web-vitals
 * metrics, sent by the browser in small batches. No third-party tracker.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: text("id").primaryKey(),
    name: text("name", { enum: ["page_view", "cta_click", "web_vital"] }).notNull(),
    path: text("path").notNull(),
    pageTitle: text("page_title"),
    location: text("location"),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_name_time_idx").on(table.name, table.occurredAt)],
);
