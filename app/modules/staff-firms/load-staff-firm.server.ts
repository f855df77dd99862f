import { and, asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { firmNotes } from "~/db/schema/firm-notes";
import { firmInvitations, firms } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";

const inviter = alias(user, "inviter");

import { listFirmSeatPools } from "~/modules/firm-seats/list-firm-seat-pools.server";
import { listMemberRows } from "~/modules/firms/list-firm-members.server";
import { listFirmInvoices } from "~/modules/invoices/list-firm-invoices.server";

/**
 * What the console shows of one firm: its details, members (administrators
 * first), invitations still pending (expired ones too, so staff can extend
 * them), staff notes (newest first), the firm's orders, its seats (bought,
 * used, who holds each) and its invoices, receipts and credit notes. Null when there is
 * no such firm.
 */
export async function loadStaffFirm(db: Database, firmId: string) {
  const [firm] = await db.select().from(firms).where(eq(firms.id, firmId));
  if (!firm) return null;
  const [seatPools, invoices, members, invitations, notes, firmOrders] = await Promise.all([
    listFirmSeatPools(db, firmId),
    listFirmInvoices(db, firmId),
    listMemberRows(db, firmId),
    db
      .select({
        id: firmInvitations.id,
        email: firmInvitations.email,
        role: firmInvitations.role,
        expiresAt: firmInvitations.expiresAt,
        createdAt: firmInvitations.createdAt,
        inviterEmail: inviter.email,
      })
      .from(firmInvitations)
      .leftJoin(inviter, eq(inviter.id, firmInvitations.inviterId))
      // pending only: accepted, declined and cancelled ones need nothing from staff
      .where(and(eq(firmInvitations.organizationId, firmId), eq(firmInvitations.status, "pending")))
      .orderBy(desc(firmInvitations.createdAt), asc(firmInvitations.id)),
    db
      .select({
        id: firmNotes.id,
        authorEmail: firmNotes.authorEmail,
        body: firmNotes.body,
        createdAt: firmNotes.createdAt,
      })
      .from(firmNotes)
      .where(eq(firmNotes.firmId, firmId))
      .orderBy(desc(firmNotes.createdAt), desc(firmNotes.id)),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        courseName: orders.courseName,
        quantity: orders.quantity,
        amountCents: orders.amountCents,
        status: orders.status,
        paymentTerms: orders.paymentTerms,
        invoiceDueAt: orders.invoiceDueAt,
        buyerEmail: user.email,
      })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.uid))
      .where(eq(orders.firmId, firmId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  return { firm, members, invitations, notes, orders: firmOrders, seatPools, invoices };
}
