import { eq } from "drizzle-orm";
import { FINANCIAL_AID_PATH } from "~/content/financial-aid";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import type { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatLongDate, formatPrice, formatSessionDateTime } from "~/lib/format";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";
import type { Mailer } from "~/modules/email/mailer.server";
import { PaymentConfirmation } from "~/modules/email/templates/payment-confirmation";
import { findOrderReceipt } from "~/modules/invoices/find-order-receipt.server";
import type { GrantedPurchase } from "./grant-purchase.server";
import { PAYMENT_MESSAGES } from "./payment-messages";

/**
 * Queues the receipt of a paid order, inside the payment's transaction (so
 * it is sent exactly when the payment stands): what was bought, and for a
 * live session its date with a calendar invitation.
 */
export async function queueReceipt(
  tx: Database,
  mailer: Mailer,
  options: { baseUrl: string; organizerEmail: string },
  order: typeof orders.$inferSelect,
  grant: GrantedPurchase,
  now: Date,
): Promise<void> {
  const [found] = order.liveSessionId
    ? await tx.select().from(liveSessions).where(eq(liveSessions.id, order.liveSessionId))
    : [];
  // A cancelled session's event was removed from the calendar: no invite puts it back.
  const session = found?.cancelledAt ? undefined : found;
  // Sent again after a move, the invite must outrank the ones sent since.
  const [registration] =
    session && grant.registrationId
      ? await tx
          .select({ offset: courseRegistrations.inviteSequenceOffset })
          .from(courseRegistrations)
          .where(eq(courseRegistrations.id, grant.registrationId))
      : [];
  const when = session ? formatSessionDateTime(session.startsAt) : null;
  // Issued by the database with the payment, in this same transaction.
  const receipt = await findOrderReceipt(tx, order.id, options.baseUrl);
  await mailer.sendEmail(
    {
      to: order.attendee.email,
      uid: order.uid ?? undefined,
      subject: `Receipt${order.product === "membership" ? "" : " and registration"}: ${order.courseName}`,
      template: "payment-confirmation",
      body: PaymentConfirmation({
        product: order.product,
        firstName: order.attendee.firstName,
        courseName: order.courseName,
        amount: formatPrice(order.amountCents),
        orderId: order.id,
        receipt,
        paidOn: formatSessionDateTime(now),
        when,
        joinHelp: PAYMENT_MESSAGES.joinHelp,
        included: grant.included,
        memberUntil: grant.memberUntil ? formatLongDate(grant.memberUntil) : null,
        dashboardUrl: `${options.baseUrl}/dashboard`,
        courseUrl: order.courseId ? `${options.baseUrl}/course-player/${order.courseId}` : null,
        discount: order.discountCode
          ? {
              price: formatPrice(order.amountCents + order.discountCents),
              code: order.discountCode,
              amount: formatPrice(order.discountCents),
            }
          : null,
        aidPolicy: {
          url: `${options.baseUrl}${FINANCIAL_AID_PATH}`,
          contact: options.organizerEmail,
        },
      }),
      attachments: session
        ? [
            liveWebcastInvite({
              registrationId: grant.registrationId ?? order.id,
              courseName: order.courseName,
              session,
              sequenceOffset: registration?.offset ?? 0,
              baseUrl: options.baseUrl,
              organizerEmail: options.organizerEmail,
            }),
          ]
        : [],
    },
    tx,
  );
}
