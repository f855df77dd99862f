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
} from "drizzle-orm/pg-core";

/**
 * Visitors who asked for the free guide ("prompting AI for legal work"):
 * the address, the consent they gave (its wording and when), and when the
 * guide was sent. One row per address; asking again sends it again.
 */
export const guideLeads = pgTable(
  "guide_leads",
  {
    id: text("id").primaryKey(),
    /** Lower-case. */
    email: text("email").notNull().unique(),
    name: text("name"),
    /** The consent sentence the visitor ticked, as shown to them. */
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** Also asked to receive the newsletter. */
    newsletter: boolean("newsletter").notNull().default(false),
    /** Where the request came from (page path). */
    source: text("source").notNull(),
    requestCount: integer("request_count").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("guide_leads_request_count_positive", sql`${table.requestCount} > 0`)],
);

/** Enquiries about firm and team plans from the At Work page, e-mailed to staff. */
export const teamEnquiries = pgTable(
  "team_enquiries",
  {
    id: text("id").primaryKey(),
    firmName: text("firm_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** How many attorneys the plan is for. */
    attorneys: integer("attorneys").notNull(),
    /** State slugs the team is admitted in. */
    states: jsonb("states").$type<string[]>().notNull().default([]),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("team_enquiries_attorneys_positive", sql`${table.attorneys} > 0`),
    index("team_enquiries_created_idx").on(table.createdAt),
  ],
);

/** Messages sent through the contact form (spec §2 Contact Us). */
export const contactMessages = pgTable("contact_messages", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
