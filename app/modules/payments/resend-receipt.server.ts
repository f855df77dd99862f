import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { queueReceipt } from "./send-receipt.server";

/**
 * Sends a paid order's receipt again, as it was first sent (with the live
 * session's calendar invitation), to the attendee's address. False when the
 * order is not paid.
 */
export async function resendReceipt(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; organizerEmail: string },
  actor: StaffActor,
  orderId: string,
): Promise<boolean> {
  const sent = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (order?.status !== "paid" || !order.paidAt) return false;
    const registrations = await tx
      .select({ id: courseRegistrations.id, courseName: courseRegistrations.courseName })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, order.id))
      .orderBy(asc(courseRegistrations.registeredAt));
    const [plan] = await tx
      .select({ endsAt: plans.endsAt })
      .from(plans)
      .where(and(eq(plans.orderId, order.id)));
    await queueReceipt(
      tx,
      mailer,
      options,
      order,
      {
        granted: true,
        registrationId: order.product === "course" ? (registrations[0]?.id ?? null) : null,
        included: order.product === "bundle" ? registrations.map((row) => row.courseName) : [],
        memberUntil: plan?.endsAt ?? null,
      },
      order.paidAt,
    );
    await recordStaffAction(tx, actor, {
      action: "order.resend-receipt",
      recordType: "order",
      recordId: order.id,
      after: { to: order.attendee.email },
    });
    return true;
  });
  if (sent) mailer.wake();
  return sent;
}
