import { desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { csvLineSql } from "~/db/csv-line-sql";
import { user } from "~/db/schema/auth";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { registrations } from "./list-attendees.server";

/** One exported row, as the keyset reader reads it. */
export type ExportedAttendee = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  registrations: number;
  barNumbers: string | null;
  certificates: number;
};

/** The attendees' CSV, one line per account; attendeeCsvQuery writes the same lines in SQL. */
export const ATTENDEE_CSV_COLUMNS: CsvColumn<ExportedAttendee>[] = [
  { header: "account id", value: (person) => person.id },
  { header: "name", value: (person) => person.name },
  { header: "e-mail", value: (person) => person.email },
  { header: "account since (UTC)", value: (person) => new Date(person.createdAt).toISOString() },
  { header: "bar numbers", value: (person) => person.barNumbers },
  { header: "registrations", value: (person) => person.registrations },
  { header: "valid certificates", value: (person) => person.certificates },
];

/**
 * The chosen accounts' CSV lines (ATTENDEE_CSV_COLUMNS' bytes, header
 * aside), newest first, as one statement for a cursor: each line built by
 * PostgreSQL after the sort.
 */
export function attendeeCsvQuery(db: Database, chosen: SQL | undefined): SQL {
  const rows = db
    .select({
      id: sql<string>`${user.id}`.as("id"),
      name: sql<string>`${user.name}`.as("name"),
      email: sql<string>`${user.email}`.as("email"),
      createdAt: sql<string>`${user.createdAt}`.as("created_at"),
      barNumbers: sql<
        string | null
      >`(select string_agg(b.state || ' ' || b.bar_number, '; ' order by b.state) from bar_admissions b where b.uid = "user"."id")`.as(
        "bar_numbers",
      ),
      registrations: sql<number>`${registrations}`.as("registrations"),
      certificates:
        sql<number>`(select count(*)::int from certificates c where c.uid = "user"."id" and c.superseded_at is null and c.revoked_at is null)`.as(
          "certificates",
        ),
    })
    .from(user)
    .where(chosen)
    .orderBy(desc(user.createdAt), desc(user.id))
    .as("attendee_rows");
  const line = csvLineSql([
    { text: sql`${rows.id}` },
    { text: sql`${rows.name}` },
    { text: sql`${rows.email}` },
    { isoTime: sql`${rows.createdAt}` },
    { text: sql`${rows.barNumbers}` },
    { integer: sql`${rows.registrations}` },
    { integer: sql`${rows.certificates}` },
  ]);
  return sql`select ${line} from ${rows}`;
}
