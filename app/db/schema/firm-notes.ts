import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { firms } from "./firms";

/**
 * Staff notes on a firm (only staff see them): calls, agreements, what the
 * firm asked for. Kept with the firm and deleted with it; each note is also in
 * the audit log. Decision 0065.
 */
export const firmNotes = pgTable(
  "firm_notes",
  {
    id: text("id").primaryKey(),
    firmId: text("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    /** The staff member who wrote it (null once their account is gone; the e-mail stays). */
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("firm_notes_firm_idx").on(table.firmId, table.createdAt)],
);
