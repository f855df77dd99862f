import type { DocumentBlock, DocumentSpec } from "~/content/document-blocks";
import { INVOICE_KIND_LABELS, INVOICE_MESSAGES, providerDetailsOn } from "~/content/invoicing";
import type { InvoiceBuyer, InvoiceDetails, InvoiceKind } from "~/db/schema/invoices";
import { formatLongDate, scheduleToday } from "~/lib/format";

// What an issued document says, drawn from its stored snapshot: the PDF is
// made from this whenever it is asked for, and says the same every time.

/** A stored document and, for an invoice on terms, whether its order is paid now. */
export type InvoiceRecord = {
  id: string;
  number: string;
  kind: InvoiceKind;
  buyer: InvoiceBuyer;
  details: InvoiceDetails;
  totalCents: number;
  currency: string;
  issuedAt: Date;
  /** When the order was paid (an invoice on terms is paid after it is issued). */
  orderPaidAt: Date | null;
};

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

/** "$1,495.00": an amount as documents print it (never "Free"). */
export function formatAmount(cents: number, currency = "usd"): string {
  if (currency.toLowerCase() === "usd") return money.format(cents / 100);
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The file a document downloads as: "invoice-2026-00042.pdf". */
export function invoiceFilename(record: Pick<InvoiceRecord, "kind" | "number">): string {
  return `${record.kind.replace("_", "-")}-${record.number}.pdf`;
}

/** "Invoice 2026-00042" */
export function invoiceTitle(record: Pick<InvoiceRecord, "kind" | "number">): string {
  return `${INVOICE_KIND_LABELS[record.kind]} ${record.number}`;
}

function buyerLines(buyer: InvoiceBuyer): string[] {
  const lines = [
    buyer.name || "(name removed with the account)",
    buyer.contact ? `Attn: ${buyer.contact}` : "",
    ...buyer.address.split(/\r?\n/),
    buyer.email,
  ];
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

function statusLine(record: InvoiceRecord): string {
  const { details } = record;
  if (record.kind === "credit_note") {
    return `Refunded: ${formatAmount(record.totalCents, record.currency)}${details.creditsNumber ? `, against ${details.creditsNumber}` : ""}.`;
  }
  if (record.kind === "receipt") return INVOICE_MESSAGES.receiptPaid;
  if (record.orderPaidAt) return `Paid on ${formatLongDate(record.orderPaidAt)}. Thank you.`;
  return details.dueAt
    ? `Due by ${formatLongDate(new Date(details.dueAt))}. ${INVOICE_MESSAGES.termsNote}`
    : INVOICE_MESSAGES.termsNote;
}

function lineRows(record: InvoiceRecord): { rows: string[][]; total: string[] } {
  const { details, currency } = record;
  if (record.kind === "credit_note") {
    return {
      rows: [
        [
          `Refund: ${details.description}${details.creditsNumber ? ` (${details.creditsNumber})` : ""}`,
          "1",
          formatAmount(-record.totalCents, currency),
        ],
      ],
      total: ["Total credited", "", formatAmount(-record.totalCents, currency)],
    };
  }
  const unit = Math.round(details.listCents / Math.max(details.quantity, 1));
  const rows = [
    [
      details.quantity > 1
        ? `${details.description} (${details.quantity} seats at ${formatAmount(unit, currency)})`
        : details.description,
      String(details.quantity),
      formatAmount(details.listCents, currency),
    ],
  ];
  if (details.discountCents > 0) {
    rows.push([
      `Discount${details.discountCode ? ` (code ${details.discountCode})` : ""}`,
      "",
      formatAmount(-details.discountCents, currency),
    ]);
  }
  return {
    rows,
    total: [
      record.kind === "receipt" ? "Total paid" : "Total due",
      "",
      formatAmount(record.totalCents, currency),
    ],
  };
}

/** The document as PDF blocks. */
export function invoiceDocument(record: InvoiceRecord): DocumentSpec {
  const provider = providerDetailsOn(scheduleToday(record.issuedAt));
  const title = invoiceTitle(record);
  const { rows, total } = lineRows(record);
  const particulars: [string, string][] = [
    ["Number", record.number],
    ["Issued", formatLongDate(record.issuedAt)],
    ["Order", record.details.orderId],
    ["Ordered", formatLongDate(new Date(record.details.placedAt))],
  ];
  if (record.kind === "invoice" && record.details.dueAt) {
    particulars.push(["Due", formatLongDate(new Date(record.details.dueAt))]);
  }
  if (record.kind === "credit_note" && record.details.creditsNumber) {
    particulars.push(["Credits", record.details.creditsNumber]);
  }
  const blocks: DocumentBlock[] = [
    { kind: "title", text: INVOICE_KIND_LABELS[record.kind] },
    {
      kind: "columns",
      shares: [3, 2],
      columns: [
        [
          { kind: "subheading", text: provider.legalName },
          {
            kind: "paragraph",
            size: 10,
            text: [
              `Trading as ${provider.tradingName}`,
              ...provider.addressLines,
              provider.taxId,
              `${provider.email} · ${provider.phone}`,
            ].join("\n"),
          },
        ],
        [{ kind: "fields", rows: particulars }],
      ],
    },
    { kind: "spacer", points: 12 },
    { kind: "subheading", text: record.kind === "credit_note" ? "Credited to" : "Billed to" },
    { kind: "paragraph", text: buyerLines(record.buyer).join("\n") },
    { kind: "spacer", points: 12 },
    {
      kind: "table",
      columns: [
        { label: "Description", share: 5 },
        { label: "Quantity", align: "right", share: 1 },
        { label: "Amount", align: "right", share: 2 },
      ],
      rows,
      total,
    },
    { kind: "spacer", points: 8 },
    { kind: "paragraph", text: statusLine(record), style: "bold" },
  ];
  if (record.kind === "invoice" && !record.orderPaidAt) {
    blocks.push({ kind: "paragraph", text: provider.paymentInstructions, size: 10 });
  }
  if (record.kind === "credit_note") {
    blocks.push({ kind: "paragraph", text: INVOICE_MESSAGES.creditNoteNote, tone: "muted" });
  }
  return {
    title,
    subject: `${title}: ${record.details.description}`,
    author: provider.legalName,
    createdAt: record.issuedAt,
    footer: `${provider.legalName} · ${title}`,
    blocks,
  };
}
