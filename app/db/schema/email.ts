import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffMailings } from "./mailings";

/** A file sent with a message, e.g. a calendar invitation (content as text). */
/** A file sent with a message: text as it is (calendar invitations), binary files as base64 (PDFs). */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
};

/** A binary file (e.g. a PDF) as an attachment. */
export function binaryAttachment(
  filename: string,
  contentType: string,
  bytes: Uint8Array,
): EmailAttachment {
  return {
    filename,
    contentType,
    content: Buffer.from(bytes).toString("base64"),
    encoding: "base64",
  };
}

/**
 * Every e-mail is written here first and delivered by the outbox worker, so a
 * message survives SMTP being down and several instances never send it twice
 * (workers claim rows with FOR UPDATE SKIP LOCKED and a lease).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    /** The account the message is about, so deleting the account deletes its mail. */
    uid: text("uid"),
    /**
     * Lower-case: the person a message names when it goes to someone else (a
     * staff notification of a sign-up, a contact message or an enquiry), so
     * deleting the account of that address deletes it too.
     */
    aboutAddress: text("about_address"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    /** Which template made it, for the development mailbox and logs. */
    template: text("template").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one worker holds the message. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Which worker's pass holds the lease; every later write checks it. */
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The staff message to registrants this is one recipient's copy of. */
    mailingId: text("mailing_id").references(() => staffMailings.id, { onDelete: "set null" }),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_to_idx").on(table.toAddress),
    index("email_outbox_uid_idx").on(table.uid),
    index("email_outbox_about_idx").on(table.aboutAddress),
    // One copy of a staff message per account, however often "Send" is pressed.
    uniqueIndex("email_outbox_mailing_uid_unique")
      .on(table.mailingId, table.uid)
      .where(sql`${table.mailingId} is not null`),
    check("email_outbox_attempts_non_negative", sql`${table.attempts} >= 0`),
  ],
);
