import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firms } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";

const DAY_MS = 24 * 60 * 60_000;

export type OpenInvoice = {
  orderId: string;
  firmId: string | null;
  firmName: string | null;
  buyerEmail: string;
  courseName: string;
  quantity: number;
  amountCents: number;
  createdAt: Date;
  dueAt: Date | null;
  /** Whole days since the invoice. */
  ageDays: number;
  overdue: boolean;
};

/** Orders bought on invoice and not yet paid, oldest first, with their age. */
export async function listOpenInvoices(db: Database, now = new Date()): Promise<OpenInvoice[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      firmId: orders.firmId,
      firmName: firms.name,
      attendee: orders.attendee,
      courseName: orders.courseName,
      quantity: orders.quantity,
      amountCents: orders.amountCents,
      createdAt: orders.createdAt,
      dueAt: orders.invoiceDueAt,
    })
    .from(orders)
    .leftJoin(firms, eq(firms.id, orders.firmId))
    .where(eq(orders.status, "invoiced"))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ attendee, ...row }) => ({
    ...row,
    buyerEmail: attendee.email,
    ageDays: Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS),
    overdue: row.dueAt !== null && row.dueAt < now,
  }));
}
