import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Newsletter sign-ups (spec §3: e-mail only), kept lower-case, with double
 * opt-in: a sign-up is pending until the link e-mailed to the address is
 * followed. The token (random) serves the confirmation and unsubscribe links.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  email: text("email").primaryKey(),
  status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
    .notNull()
    .default("pending"),
  token: text("token").notNull().unique(),
  /** Which form it came from: the hero box or the upcoming-courses card. */
  source: text("source").notNull().default("home"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
