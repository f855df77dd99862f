import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./orders";

/**
 * The user profile (spec §3, collection `users`), keyed by the
 * authentication uid. Deleted with the account.
 */
export const userProfiles = pgTable("user_profiles", {
  uid: text("uid")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  /** A state slug from app/content/states.ts, or "other". */
  state: text("state").notNull(),
  /** Omitted (null) when not given. */
  phone: text("phone"),
  /**
   * Asked for only by the credit tracker, where a state assigns reporting
   * periods by birth date (Texas, New York, New Jersey). ISO date.
   */
  birthDate: date("birth_date", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The bars an attorney is admitted to, with the bar number certificates need. */
export const barAdmissions = pgTable(
  "bar_admissions",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    barNumber: text("bar_number").notNull(),
    /** Date of admission to this bar (periods in NY, NC, WI, CO depend on it). ISO date. */
    admittedOn: date("admitted_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("bar_admissions_uid_state_unique").on(table.uid, table.state),
    check("bar_admissions_bar_number_present", sql`length(trim(${table.barNumber})) > 0`),
    // Staff find a person by the start of a bar number (decision 0077).
    index("bar_admissions_number_idx").on(sql`upper(${table.barNumber}) text_pattern_ops`),
  ],
);

/**
 * A membership plan. The free trial is a plan too: a user with an active plan
 * is a member and pays the members' rate.
 */
export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["free_trial", "annual"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The paid order that bought this plan; null for the free trial. */
    orderId: text("order_id").references(() => orders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("plans_uid_idx").on(table.uid, table.endsAt),
    // One free trial per person, ever.
    uniqueIndex("plans_one_free_trial_per_user")
      .on(table.uid)
      .where(sql`${table.kind} = 'free_trial'`),
    check("plans_period_valid", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
