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
