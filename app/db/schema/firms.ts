import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Firms are better-auth's organizations (its organization plugin): the
// plugin reads and writes these three tables through the Drizzle adapter, by
// the property names below (its fields), so keep them in step with
// better-auth 1.7's organization schema when upgrading it. Our own columns
// (billing details, consent) are declared to the plugin as additional fields
// or are written only by our modules. Decision 0061.

/** A firm or legal department buying for its lawyers (better-auth "organization"). */
export const firms = pgTable(
  "firms",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The plugin needs a unique slug; ours is derived from the id and never shown. */
    slug: text("slug").notNull(),
    logo: text("logo"),
    metadata: text("metadata"),
    /** Who receives the firm's invoices, as they print on them. */
    billingContact: text("billing_contact").notNull().default(""),
    billingEmail: text("billing_email").notNull().default(""),
    /** The billing address, lines separated by newlines. */
    billingAddress: text("billing_address").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("firms_slug_unique").on(table.slug)],
);

const FIRM_ROLES = ["admin", "member"] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];

/**
 * A person's membership of a firm (better-auth "member"). One firm at a time:
 * the unique index on the person holds it whatever path adds a member.
 * Leaving deletes the row; the person's certificates and history are theirs.
 */
export const firmMembers = pgTable(
  "firm_members",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** "admin" (a firm administrator) or "member". */
    role: text("role").notNull().default("member"),
    /** Whether the member lets the firm's administrators see their credit tracker. */
    sharesCompliance: boolean("shares_compliance").notNull().default(false),
    /** When the member last gave or withdrew that consent (null: never asked yet). */
    complianceConsentAt: timestamp("compliance_consent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("firm_members_user_unique").on(table.userId),
    index("firm_members_firm_idx").on(table.organizationId, table.role),
  ],
);

const INVITATION_STATUSES = ["pending", "accepted", "rejected", "canceled"] as const;
export type FirmInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation to join a firm, sent to one address (better-auth "invitation"). */
export const firmInvitations = pgTable(
  "firm_invitations",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull().default("member"),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    teamId: text("team_id"),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("firm_invitations_firm_idx").on(table.organizationId, table.status),
    index("firm_invitations_email_idx").on(sql`lower(${table.email})`, table.status),
  ],
);
