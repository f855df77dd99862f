import { type SQLWrapper, sql } from "drizzle-orm";
import { csvLineSql } from "~/db/csv-line-sql";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { paymentOf, type RosterRow } from "./roster-row";

/**
 * A roster's CSV: one line per registration, with what the page shows and
 * the ids a state's report needs. Bar admissions and certificates are
 * "state number" pairs joined with "; ". Times are UTC (ISO 8601).
 */
export const ROSTER_CSV_COLUMNS: CsvColumn<RosterRow>[] = [
  { header: "registration id", value: (row) => row.id },
  { header: "account id", value: (row) => row.uid },
  { header: "first name", value: (row) => row.firstName },
  { header: "last name", value: (row) => row.lastName },
  { header: "e-mail", value: (row) => row.email },
  {
    header: "bar admissions",
    value: (row) => row.barAdmissions.map((bar) => `${bar.state} ${bar.number}`).join("; "),
  },
  { header: "registered at (UTC)", value: (row) => row.registeredAt.toISOString() },
  { header: "paid", value: paymentOf },
  { header: "order id", value: (row) => row.orderId },
  { header: "order status", value: (row) => row.orderStatus },
  // A bundle's order total covers several courses: the product says so.
  { header: "order product", value: (row) => row.orderProduct },
  { header: "order total (cents)", value: (row) => row.amountCents },
  { header: "joined at (UTC)", value: (row) => row.joinedAt?.toISOString() ?? "" },
  { header: "codes entered", value: (row) => row.codesEntered },
  { header: "codes in all", value: (row) => row.codesTotal },
  { header: "watching time (seconds)", value: (row) => row.watchedSeconds },
  {
    header: "certificates",
    value: (row) => row.certificates.map((c) => `${c.state} ${c.status}`).join("; "),
  },
];

type RosterCsvValues = Record<
  | "id"
  | "uid"
  | "firstName"
  | "lastName"
  | "email"
  | "barAdmissions"
  | "registeredAt"
  | "orderId"
  | "orderStatus"
  | "orderProduct"
  | "amountCents"
  | "joinedAt"
  | "codesEntered"
  | "codesTotal"
  | "watchedSeconds"
  | "certificates",
  SQLWrapper
>;

/**
 * The same line as ROSTER_CSV_COLUMNS, built by PostgreSQL from a row's
 * plain values (the lists already "state number; …"): column for column in
 * step with them (the streaming test compares the bytes).
 */
export function rosterCsvLine(row: RosterCsvValues) {
  const text = (value: SQLWrapper) => ({ text: sql`${value}` });
  const integer = (value: SQLWrapper) => ({ integer: sql`${value}` });
  const isoTime = (value: SQLWrapper) => ({ isoTime: sql`${value}` });
  // paymentOf
  const paid = sql`case when coalesce(${row.orderId}, '') = '' then 'free' when ${row.orderStatus} = 'refunded' then 'refunded' else 'paid' end`;
  return csvLineSql([
    text(row.id),
    text(row.uid),
    text(row.firstName),
    text(row.lastName),
    text(row.email),
    text(row.barAdmissions),
    isoTime(row.registeredAt),
    { text: paid },
    text(row.orderId),
    text(row.orderStatus),
    text(row.orderProduct),
    integer(row.amountCents),
    isoTime(row.joinedAt),
    integer(row.codesEntered),
    integer(row.codesTotal),
    integer(row.watchedSeconds),
    text(row.certificates),
  ]);
}
