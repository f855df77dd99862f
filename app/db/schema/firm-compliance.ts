import { date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { reportingPeriods } from "./compliance";
import { firms } from "./firms";

// The firm compliance view's reminders (decision 0064): each is recorded in
// the same transaction that queues its e-mail, so it goes once however many
// instances run the job.

/**
 * A member's "at risk" mail for one reporting period and deadline: sent once
 * per deadline (a period moved to a new end date is a new deadline).
 */
export const firmRiskAlerts = pgTable(
  "firm_risk_alerts",
  {
    periodId: text("period_id")
      .notNull()
      .references(() => reportingPeriods.id, { onDelete: "cascade" }),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.periodId, table.endsOn] })],
);

/** A firm administrator's weekly summary, one a week (the ISO week's Monday). */
export const firmWeeklySummaries = pgTable(
  "firm_weekly_summaries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    weekOf: date("week_of", { mode: "string" }).notNull(),
    firmId: text("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekOf] })],
);

/** Administrators who asked not to get the weekly summary (a row: opted out). */
export const firmSummaryOptOuts = pgTable("firm_summary_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});
