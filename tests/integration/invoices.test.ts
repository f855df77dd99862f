import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { firmMembers, firms } from "~/db/schema/firms";
import { invoiceCounters, invoiceDocuments } from "~/db/schema/invoices";
import { orderRefunds, orders } from "~/db/schema/orders";
import { findDownloadableInvoice } from "~/modules/invoices/find-downloadable-invoice.server";
import { getInvoiceRecord } from "~/modules/invoices/get-invoice-record.server";
import { listFirmInvoices } from "~/modules/invoices/list-firm-invoices.server";
import { listOrderInvoices } from "~/modules/invoices/list-order-invoices.server";
import { renderInvoicePdf } from "~/modules/invoices/render-invoice-pdf.server";
import { writeFirmInvoiceArchive } from "~/modules/invoices/write-firm-invoice-archive.server";
import { refundOrder } from "~/modules/payments/refund-order.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { pdfText } from "../support/pdf-text";
import { NOW, seatBuyers } from "../support/seat-buyers";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: null,
};

/** An unpaid order of `uid` written directly (a membership: no seat to hold). */
async function pendingOrder(
  db: Database,
  uid: string,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<string> {
  const id = `ord_${randomUUID()}`;
  await db.insert(orders).values({
    id,
    uid,
    product: "membership",
    courseName: "Annual membership",
    amountCents: 39900,
    priceKind: "regular",
    provider: "stripe",
    idempotencyKey: randomUUID(),
    attendee: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      state: "new-york",
    },
    holdExpiresAt: new Date(Date.now() + 3600_000),
    ...extra,
  });
  return id;
}

async function sequencesOf(db: Database): Promise<number[]> {
  const year = new Date().getUTCFullYear();
  const rows = await db
    .select({ sequence: invoiceDocuments.sequence, year: invoiceDocuments.year })
    .from(invoiceDocuments)
    .orderBy(asc(invoiceDocuments.year), asc(invoiceDocuments.sequence));
  return rows.filter((row) => row.year >= year - 1).map((row) => row.sequence);
}

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe.each(DATABASE_KINDS)("invoices, receipts and credit notes on %s", (kind) => {
  const buyers = seatBuyers(kind);

  it("gives a paid order its receipt and a refund its credit note, from one sequence", async () => {
    const uid = await buyers.newUser();
    const created = await buyers.order(uid);
    if (!created.ok) throw new Error(created.message);
    expect(await listOrderInvoices(buyers.db, created.orderId)).toEqual([]);
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    const [receipt] = await listOrderInvoices(buyers.db, created.orderId);
    expect(receipt).toMatchObject({ kind: "receipt", totalCents: 29900 });
    expect(receipt?.number).toMatch(/^\d{4}-\d{5}$/);
    // The receipt mail, queued in the same transaction, names it and links its PDF.
    const [mail] = await buyers.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(mail?.text).toContain(`Receipt number: ${receipt?.number}`);
    expect(mail?.text).toContain(`http://localhost:3000/invoices/${receipt?.id}/pdf`);

    // Paying again changes nothing.
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    expect(await listOrderInvoices(buyers.db, created.orderId)).toHaveLength(1);

    const refunded = await refundOrder(
      buyers.db,
      { provider: buyers.provider, mailer: buyers.mailer() },
      SUPPORT,
      { orderId: created.orderId, amountCents: 9900, reason: "Partial", releaseAccess: false },
    );
    expect(refunded).toMatchObject({ ok: true });
    const documents = await listOrderInvoices(buyers.db, created.orderId);
    expect(documents.map((row) => row.kind)).toEqual(["receipt", "credit_note"]);
    const note = documents[1];
    if (!note || !receipt) throw new Error("missing documents");
    const [receiptYear, receiptSeq] = receipt.number.split("-").map(Number);
    const [noteYear, noteSeq] = note.number.split("-").map(Number);
    expect(noteYear).toBe(receiptYear);
    expect(noteSeq).toBe((receiptSeq ?? 0) + 1);

    const stored = await getInvoiceRecord(buyers.db, note.id);
    expect(stored?.details.creditsNumber).toBe(receipt.number);
    expect(stored?.totalCents).toBe(9900);
    if (!stored) throw new Error("no credit note");
    const file = await renderInvoicePdf(stored);
    expect(file.filename).toBe(`credit-note-${note.number}.pdf`);
    const text = (await pdfText(file.pdf)).pages.join(" ");
    expect(text).toContain(`Credit note ${note.number}`.split(" ")[0] ?? "");
    expect(text).toContain(note.number);
    expect(text).toContain(receipt.number);
    expect(text).toContain("LexEdge Learning LLC");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("-$99.00");
  });

  it("numbers parallel payments and refunds without a gap or a duplicate; a rollback gives its number back", async () => {
    const uid = await buyers.newUser();
    const pay = (id: string) =>
      buyers.db.transaction(async (tx) => {
        await tx.select().from(orders).where(eq(orders.id, id)).for("update");
        await tx
          .update(orders)
          .set({ status: "paid", paidAt: new Date() })
          .where(eq(orders.id, id));
      });
    // Orders already paid, each with a refund under way.
    const refunded = await Promise.all(
      Array.from({ length: 6 }, () => pendingOrder(buyers.db, uid)),
    );
    for (const id of refunded) await pay(id);
    const refundIds = refunded.map((orderId) => ({ id: randomUUID(), orderId }));
    await buyers.db.insert(orderRefunds).values(
      refundIds.map(({ id, orderId }) => ({
        id,
        orderId,
        amountCents: 1000,
        reason: "Parallel",
        requestedBy: "support@example.com",
      })),
    );
    const paid = await Promise.all(Array.from({ length: 12 }, () => pendingOrder(buyers.db, uid)));
    const doomed = await Promise.all(Array.from({ length: 4 }, () => pendingOrder(buyers.db, uid)));
    const before = await sequencesOf(buyers.db);

    await Promise.all([
      ...paid.map(pay),
      // Payments whose transaction fails after taking a number: each gives it back.
      ...doomed.map((id) =>
        buyers.db
          .transaction(async (tx) => {
            await tx
              .update(orders)
              .set({ status: "paid", paidAt: new Date() })
              .where(eq(orders.id, id));
            throw new Error("the payment's transaction fails");
          })
          .catch((error: unknown) => error),
      ),
      ...refundIds.map(({ id }) =>
        buyers.db
          .update(orderRefunds)
          .set({ status: "succeeded", completedAt: new Date() })
          .where(eq(orderRefunds.id, id)),
      ),
    ]);

    const after = await sequencesOf(buyers.db);
    expect(after.length).toBe(before.length + 12 + 6);
    const first = after[0] ?? 0;
    expect(after).toEqual(Array.from({ length: after.length }, (_, index) => first + index));
    expect(new Set(after).size).toBe(after.length);
    const [counter] = await buyers.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, Math.max(...(await yearsOf(buyers.db)))));
    expect(counter?.lastNumber).toBe(after.at(-1));
    for (const id of doomed) expect(await listOrderInvoices(buyers.db, id)).toEqual([]);
    for (const { orderId } of refundIds) {
      expect((await listOrderInvoices(buyers.db, orderId)).map((row) => row.kind)).toEqual([
        "receipt",
        "credit_note",
      ]);
    }
    // A failed one paid later takes the next number.
    await pay(doomed[0] ?? "");
    const [late] = await listOrderInvoices(buyers.db, doomed[0] ?? "");
    expect(late?.number.endsWith(String((after.at(-1) ?? 0) + 1).padStart(5, "0"))).toBe(true);
  });

  it("issues an invoice on terms to the firm's billing details; its administrators download them all", async () => {
    const admin = await buyers.newUser();
    const member = await buyers.newUser();
    const stranger = await buyers.newUser();
    const firmId = `firm_${randomUUID()}`;
    await buyers.db.insert(firms).values({
      id: firmId,
      name: "Hale & Dorr LLP",
      slug: firmId,
      billingContact: "Grace Hopper",
      billingEmail: "accounts@hale.example",
      billingAddress: "60 State Street\nBoston, MA 02109",
    });
    await buyers.db.insert(firmMembers).values([
      { id: randomUUID(), organizationId: firmId, userId: admin, role: "admin" },
      { id: randomUUID(), organizationId: firmId, userId: member, role: "member" },
    ]);
    const due = new Date(Date.now() + 30 * 86400_000);
    const orderId = await pendingOrder(buyers.db, admin, {
      firmId,
      product: "course",
      courseId: SPLASH_COURSE_ID,
      courseName: "AI for Litigators",
      quantity: 5,
      amountCents: 120000,
      discountCode: "FIRM20",
      discountCents: 30000,
      paymentTerms: "invoice",
      invoiceDueAt: due,
      status: "invoiced",
    });
    const [invoice] = await listOrderInvoices(buyers.db, orderId);
    expect(invoice?.kind).toBe("invoice");
    if (!invoice) throw new Error("no invoice");
    const record = await getInvoiceRecord(buyers.db, invoice.id);
    expect(record?.buyer).toEqual({
      kind: "firm",
      name: "Hale & Dorr LLP",
      contact: "Grace Hopper",
      email: "accounts@hale.example",
      address: "60 State Street\nBoston, MA 02109",
    });
    if (!record) throw new Error("no record");
    const unpaid = (await pdfText((await renderInvoicePdf(record)).pdf)).pages.join(" ");
    expect(unpaid).toContain("Hale & Dorr LLP");
    expect(unpaid).toContain("Attn: Grace Hopper");
    expect(unpaid).toContain("5 seats at $300.00");
    expect(unpaid).toContain("FIRM20");
    expect(unpaid).toContain("$1,200.00");
    expect(unpaid).toContain("Due by");

    // Marked paid later: the same invoice, no new number, now says paid.
    await buyers.db
      .update(orders)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(orders.id, orderId));
    expect(await listOrderInvoices(buyers.db, orderId)).toHaveLength(1);
    const paid = await getInvoiceRecord(buyers.db, invoice.id);
    if (!paid) throw new Error("no record");
    expect((await pdfText((await renderInvoicePdf(paid)).pdf)).pages.join(" ")).toContain(
      "Paid on",
    );

    // Who may download it: the administrators, not a member or a stranger.
    expect(await findDownloadableInvoice(buyers.db, admin, invoice.id)).not.toBeNull();
    expect(await findDownloadableInvoice(buyers.db, member, invoice.id)).toBeNull();
    expect(await findDownloadableInvoice(buyers.db, stranger, invoice.id)).toBeNull();
    const second = await buyers.newUser();
    await buyers.db
      .insert(firmMembers)
      .values({ id: randomUUID(), organizationId: firmId, userId: second, role: "admin" });
    expect(await findDownloadableInvoice(buyers.db, second, invoice.id)).not.toBeNull();

    // A personal order of the administrator is not the firm's.
    await pendingOrder(buyers.db, admin, { status: "paid", paidAt: new Date() });
    const listed = await listFirmInvoices(buyers.db, firmId);
    expect(listed.map((row) => row.id)).toEqual([invoice.id]);
    const archive = await writeFirmInvoiceArchive(buyers.db, {
      firmId,
      firmName: "Hale & Dorr LLP",
    });
    expect(archive.filename).toBe("invoices-hale-dorr-llp.zip");
    const bytes = Buffer.from(await new Response(archive.body).arrayBuffer());
    expect(await zipNames(bytes)).toEqual([`invoice-${invoice.number}.pdf`]);
  });

  it("never changes an issued document; a person's name leaves it with their account", async () => {
    const uid = await buyers.newUser();
    const orderId = await pendingOrder(buyers.db, uid, { status: "paid", paidAt: new Date() });
    const [receipt] = await listOrderInvoices(buyers.db, orderId);
    if (!receipt) throw new Error("no receipt");
    await expect(
      buyers.db
        .update(invoiceDocuments)
        .set({ totalCents: 1 })
        .where(eq(invoiceDocuments.id, receipt.id)),
    ).rejects.toThrow();
    // As account deletion leaves the order.
    await buyers.db.delete(user).where(eq(user.id, uid));
    await buyers.db
      .update(orders)
      .set({ attendee: { firstName: "", lastName: "", email: "", state: "" } })
      .where(eq(orders.id, orderId));
    const record = await getInvoiceRecord(buyers.db, receipt.id);
    expect(record).toMatchObject({ uid: null, buyer: { name: "", email: "" } });
    expect(record?.number).toBe(receipt.number);
  });

  it("refunds an order whose seat was gone at payment with a receipt and a credit note", async () => {
    const uid = await buyers.newUser();
    const orderId = await pendingOrder(buyers.db, uid);
    await buyers.db
      .update(orders)
      .set({ status: "refunded", paidAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
    const documents = await listOrderInvoices(buyers.db, orderId);
    expect(documents.map((row) => [row.kind, row.totalCents])).toEqual([
      ["receipt", 39900],
      ["credit_note", 39900],
    ]);
  });

  // Last in the file: it moves the year's counter far ahead.
  it("numbers a year's 100,000th document in full, not cut to five digits", async () => {
    const payNew = async () => {
      const orderId = await pendingOrder(buyers.db, await buyers.newUser());
      await buyers.db
        .update(orders)
        .set({ status: "paid", paidAt: new Date() })
        .where(eq(orders.id, orderId));
      const [receipt] = await listOrderInvoices(buyers.db, orderId);
      if (!receipt) throw new Error("no receipt");
      return receipt.number;
    };
    const [year] = (await payNew()).split("-");
    await buyers.db
      .update(invoiceCounters)
      .set({ lastNumber: 99_998 })
      .where(eq(invoiceCounters.year, Number(year)));
    expect(await payNew()).toBe(`${year}-99999`);
    expect(await payNew()).toBe(`${year}-100000`);
    expect(await payNew()).toBe(`${year}-100001`);
  });
});

async function yearsOf(db: Database): Promise<number[]> {
  const rows = await db.select({ year: invoiceCounters.year }).from(invoiceCounters);
  return rows.map((row) => row.year);
}
