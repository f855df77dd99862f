import { describe, expect, it } from "vitest";
import { PROVIDER_LEGAL_DETAILS, providerDetailsOn } from "~/content/invoicing";
import {
  formatAmount,
  type InvoiceRecord,
  invoiceDocument,
  invoiceFilename,
} from "~/modules/invoices/describe-invoice";
import { invoiceStanding } from "~/modules/invoices/invoice-standing";

const base: InvoiceRecord = {
  id: "doc-1",
  number: "2026-00042",
  kind: "invoice",
  buyer: {
    kind: "firm",
    name: "Hale & Dorr LLP",
    contact: "Grace Hopper",
    email: "accounts@hale.example",
    address: "60 State Street\nBoston, MA 02109",
  },
  details: {
    orderId: "ord_1",
    description: "AI for Litigators",
    product: "course",
    quantity: 5,
    listCents: 150000,
    discountCode: "FIRM20",
    discountCents: 30000,
    orderCents: 120000,
    currency: "usd",
    paymentTerms: "invoice",
    dueAt: "2027-01-05T12:00:00.000Z",
    placedAt: "2026-12-06T12:00:00.000Z",
    creditsNumber: null,
  },
  totalCents: 120000,
  currency: "usd",
  issuedAt: new Date("2026-12-06T12:00:00Z"),
  orderPaidAt: null,
};

/** Every text of a document's blocks, flattened. */
function texts(record: InvoiceRecord): string {
  return JSON.stringify(invoiceDocument(record).blocks);
}

describe("what an invoice says", () => {
  it("bills the firm: seats, discount, total due, due date and how to pay", () => {
    const all = texts(base);
    expect(all).toContain(
      "Hale & Dorr LLP\\nAttn: Grace Hopper\\n60 State Street\\nBoston, MA 02109",
    );
    expect(all).toContain("AI for Litigators (5 seats at $300.00)");
    expect(all).toContain("Discount (code FIRM20)");
    expect(all).toContain("-$300.00");
    expect(all).toContain("Total due");
    expect(all).toContain("$1,200.00");
    expect(all).toContain("Due by January 5, 2027");
    expect(all).toContain("ACH or wire");
    expect(invoiceDocument(base).title).toBe("Invoice 2026-00042");
    expect(invoiceFilename(base)).toBe("invoice-2026-00042.pdf");
  });

  it("says when an invoice on terms was paid, and no longer how to pay", () => {
    const all = texts({ ...base, orderPaidAt: new Date("2026-12-20T15:00:00Z") });
    expect(all).toContain("Paid on December 20, 2026");
    expect(all).not.toContain("ACH or wire");
    expect(invoiceStanding({ ...base, orderPaidAt: new Date() })).toBe("Paid");
    expect(invoiceStanding(base, new Date("2026-12-10T00:00:00Z"))).toBe("Due by January 5, 2027");
    expect(invoiceStanding(base, new Date("2027-02-01T00:00:00Z"))).toBe(
      "Overdue since January 5, 2027",
    );
  });

  it("credits a refund against the document it names", () => {
    const note: InvoiceRecord = {
      ...base,
      number: "2026-00050",
      kind: "credit_note",
      totalCents: 24000,
      details: { ...base.details, creditsNumber: "2026-00042" },
    };
    const all = texts(note);
    expect(all).toContain("Refund: AI for Litigators (2026-00042)");
    expect(all).toContain("Total credited");
    expect(all).toContain("-$240.00");
    expect(all).toContain("Credited to");
    expect(invoiceFilename(note)).toBe("credit-note-2026-00050.pdf");
    expect(invoiceStanding(note)).toBe("Refund");
  });

  it("names a person whose details left with their account", () => {
    const all = texts({
      ...base,
      kind: "receipt",
      buyer: { kind: "person", name: "", contact: "", email: "", address: "" },
    });
    expect(all).toContain("(name removed with the account)");
    expect(all).toContain("Paid in full");
  });

  it("prints the provider's details in force on the issue date", () => {
    const first = PROVIDER_LEGAL_DETAILS[0];
    expect(providerDetailsOn("2026-12-06")).toBe(PROVIDER_LEGAL_DETAILS.at(-1));
    expect(providerDetailsOn("1999-01-01")).toBe(first);
    expect(invoiceDocument(base).author).toBe(providerDetailsOn("2026-12-06").legalName);
    expect(formatAmount(0)).toBe("$0.00");
    expect(formatAmount(123456)).toBe("$1,234.56");
  });
});
