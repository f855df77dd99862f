import { formatLongDate } from "~/lib/format";
import type { InvoiceRecord } from "./describe-invoice";

/** Where a document stands, in a few words: "Paid", "Due by December 6, 2026", "Refund". */
export function invoiceStanding(
  record: Pick<InvoiceRecord, "kind" | "orderPaidAt" | "details">,
  now: Date = new Date(),
): string {
  if (record.kind === "credit_note") return "Refund";
  if (record.kind === "receipt" || record.orderPaidAt) return "Paid";
  if (!record.details.dueAt) return "Awaiting payment";
  const due = new Date(record.details.dueAt);
  return due < now ? `Overdue since ${formatLongDate(due)}` : `Due by ${formatLongDate(due)}`;
}
