import { type SQL, sql } from "drizzle-orm";
import { csvLineSql } from "~/db/csv-line-sql";
import { user } from "~/db/schema/auth";
import type { CsvColumn } from "~/lib/csv-stream.server";

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
 * aside), newest first, as one statement for a cursor: the accounts chosen
 * once, their bar numbers, registrations and valid certificates from one
 * grouped join each over them (not three lookups per account), each line
 * built by PostgreSQL after the sort.
 */
export function attendeeCsvQuery(chosen: SQL | undefined): SQL {
  const column = (name: string) => sql.raw(`attendee_rows.${name}`);
  const line = csvLineSql([
    { text: column("id") },
    { text: column("name") },
    { text: column("email") },
    { isoTime: column("created_at") },
    { text: column("bar_numbers") },
    { integer: column("registrations") },
    { integer: column("certificates") },
  ]);
  return sql`with chosen as materialized (
      select ${user.id} as id, ${user.name} as name, ${user.email} as email, ${user.createdAt} as created_at
      from ${user} where ${chosen ?? sql`true`})
    select ${line} from (
      select c.id, c.name, c.email, c.created_at, bars.list as bar_numbers,
        coalesce(registered.n, 0) as registrations, coalesce(valid.n, 0) as certificates
      from chosen c
      left join (select b.uid, string_agg(b.state || ' ' || b.bar_number, '; ' order by b.state) as list
        from bar_admissions b where b.uid in (select id from chosen) group by b.uid) bars on bars.uid = c.id
      left join (select cr.uid, count(*)::int as n
        from course_registrations cr where cr.uid in (select id from chosen) group by cr.uid) registered on registered.uid = c.id
      left join (select cc.uid, count(*)::int as n
        from certificates cc where cc.uid in (select id from chosen) and cc.superseded_at is null and cc.revoked_at is null
        group by cc.uid) valid on valid.uid = c.id
      order by c.created_at desc, c.id desc
    ) as attendee_rows`;
}
