import { SITE_NAME } from "./site";

/** The provider's details as they print on invoices, receipts and credit notes. */
export type ProviderLegalDetails = {
  /** The first day (YYYY-MM-DD, the provider's time zone) these details apply from. */
  from: string;
  legalName: string;
  tradingName: string;
  addressLines: readonly string[];
  /** Federal employer identification number. */
  taxId: string;
  email: string;
  phone: string;
  /** How an invoice on terms is paid. */
  paymentInstructions: string;
};

/**
 * The provider's legal details, newest last. A document prints the details
 * in force on the day it was issued, so a change of address is a new entry
 * here, never an edit of an old one: old documents print as they were issued.
 */
export const PROVIDER_LEGAL_DETAILS: readonly ProviderLegalDetails[] = [
  {
    from: "2020-01-01",
    legalName: "LexEdge Learning LLC",
    tradingName: SITE_NAME,
    addressLines: ["1250 Broadway, Suite 3600", "New York, NY 10001", "United States"],
    taxId: "EIN 84-3051729",
    email: "billing@lexedgecle.com",
    phone: "+1 (555) 010-2030",
    paymentInstructions:
      "Pay by ACH or wire to LexEdge Learning LLC, account 004 118 2290, routing 021 000 021, quoting the invoice number.",
  },
];

/** The details in force on `day` (YYYY-MM-DD). */
export function providerDetailsOn(day: string): ProviderLegalDetails {
  const applicable = PROVIDER_LEGAL_DETAILS.filter((details) => details.from <= day);
  const details = applicable.at(-1) ?? PROVIDER_LEGAL_DETAILS[0];
  if (!details) throw new Error("no provider legal details");
  return details;
}

/** What each kind of document is called. */
export const INVOICE_KIND_LABELS = {
  invoice: "Invoice",
  receipt: "Receipt",
  credit_note: "Credit note",
} as const;

/** Texts the invoices' pages and documents show. */
export const INVOICE_MESSAGES = {
  notFound: "We have no invoice at this address, or it is not yours to download.",
  noneYet:
    "No invoices yet. Each order the firm pays or is invoiced for gets its invoice or receipt here.",
  notFirmAdmin: "Only a firm's administrators see its invoices.",
  receiptPaid: "Paid in full. Thank you.",
  creditNoteNote: "This credit note refunds part or all of the document it names.",
  termsNote: "Payment is due by the date above (net 30).",
} as const;
