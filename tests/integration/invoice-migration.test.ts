import { asc, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { invoiceCounters, invoiceDocuments } from "~/db/schema/invoices";
import { DATABASE_KINDS } from "../setup/test-database";
import { migrationsBefore, openDatabaseMigratedTo } from "../support/migrations-before";

// Orders paid, invoiced or refunded before the invoices' migration get their
// documents from it, numbered per year in the order their money moved.

describe.each(DATABASE_KINDS)("the invoices migration on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("issues the documents of earlier orders, year by year, in the order money moved", async () => {
    const migrations = migrationsBefore("_invoices");
    cleanups.push(migrations.remove);
    const { handle, close } = await openDatabaseMigratedTo(kind, migrations.folder);
    cleanups.push(close);
    const { db } = handle;
    await db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ada Lovelace', 'ada@example.com')`,
    );
    const order = (id: string, status: string, paidAt: string | null, createdAt: string) =>
      db.execute(sql`insert into orders (id, uid, product, course_name, amount_cents, price_kind,
          status, provider, idempotency_key, attendee, hold_expires_at, paid_at, created_at,
          payment_terms, invoice_due_at)
        values (${id}, 'u1', 'membership', 'Annual membership', 9900, 'regular', ${status}, 'test',
          ${id}, '{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","state":"new-york"}',
          ${createdAt}, ${paidAt}, ${createdAt},
          ${status === "invoiced" ? "invoice" : "card"},
          ${status === "invoiced" ? "2026-04-01T12:00:00Z" : null})`);
    // Paid late on December 31 in New York: still that year's (UTC is already January 1).
    await order("o-2025", "paid", "2026-01-01T03:00:00Z", "2025-12-31T20:00:00Z");
    await order("o-refunded", "refunded", "2026-01-05T12:00:00Z", "2026-01-05T11:00:00Z");
    await order("o-invoiced", "invoiced", null, "2026-03-01T12:00:00Z");
    await order("o-pending", "pending", null, "2026-03-02T12:00:00Z");
    await db.execute(sql`insert into order_refunds (id, order_id, amount_cents, reason, status,
        requested_by, created_at, completed_at)
      values ('r1', 'o-refunded', 9900, 'Changed their mind', 'succeeded', 'support@example.com',
        '2026-02-01T12:00:00Z', '2026-02-01T12:05:00Z')`);

    await handle.migrate();

    const documents = await db
      .select({
        number: invoiceDocuments.number,
        kind: invoiceDocuments.kind,
        orderId: invoiceDocuments.orderId,
        refundId: invoiceDocuments.refundId,
      })
      .from(invoiceDocuments)
      .orderBy(asc(invoiceDocuments.year), asc(invoiceDocuments.sequence));
    expect(documents).toEqual([
      { number: "2025-00001", kind: "receipt", orderId: "o-2025", refundId: null },
      { number: "2026-00001", kind: "receipt", orderId: "o-refunded", refundId: null },
      { number: "2026-00002", kind: "credit_note", orderId: "o-refunded", refundId: "r1" },
      { number: "2026-00003", kind: "invoice", orderId: "o-invoiced", refundId: null },
    ]);
    expect(await db.select().from(invoiceCounters).orderBy(asc(invoiceCounters.year))).toEqual([
      { year: 2025, lastNumber: 1 },
      { year: 2026, lastNumber: 3 },
    ]);
  });
});
