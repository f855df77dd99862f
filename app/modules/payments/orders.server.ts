import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { SITE_NAME } from "~/content/site";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { type CampaignAttribution, type OrderStatus, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { getActivePlan } from "~/modules/accounts/plans.server";
import { liveWebcastInvite } from "~/modules/calendar/ics";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { PaymentConfirmation } from "~/modules/email/templates/payment-confirmation";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { PAYMENT_MESSAGES } from "./payment-messages";
import type { PaymentProvider } from "./provider.server";

/**
 * How long a buyer at the checkout holds a seat. The Stripe session expires
 * with the hold, and Stripe wants at least 30 minutes from the session's
 * creation: the margin covers the time between the order and the session.
 */
export const SEAT_HOLD_MINUTES = 35;

export type Attendee = { firstName: string; lastName: string; email: string; state: string };

export type CourseQuote = {
  courseId: string;
  courseName: string;
  description: string;
  priceCents: number;
  regularPriceCents: number;
  priceKind: "member" | "regular";
  sessions: {
    id: string;
    startsAt: Date;
    durationMinutes: number;
    label: string | null;
    soldOut: boolean;
  }[];
};

/**
 * What this user pays for this course, decided here from the catalogue and
 * their plan (members, trial users included, pay the members' rate), with
 * the upcoming live sessions to choose from. Null when the course is not for
 * sale.
 */
export async function quoteCourse(
  db: Database,
  uid: string,
  courseId: string,
  now = new Date(),
): Promise<CourseQuote | null> {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      summary: courses.summary,
      status: courses.status,
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (course?.status !== "published" || !course.priceCents) return null;
  const member = (await getActivePlan(db, uid, now)) !== null;
  const priceCents =
    member && course.memberPriceCents !== null ? course.memberPriceCents : course.priceCents;
  const sessions = await listLiveSessions(db, { courseId, from: now }, now);
  return {
    courseId: course.id,
    courseName: course.title,
    description: course.summary,
    priceCents,
    regularPriceCents: course.priceCents,
    priceKind: member && priceCents !== course.priceCents ? "member" : "regular",
    sessions: sessions.map(({ id, startsAt, durationMinutes, label, soldOut }) => ({
      id,
      startsAt,
      durationMinutes,
      label,
      soldOut,
    })),
  };
}

export type CreateOrderResult =
  | {
      ok: true;
      orderId: string;
      existing: boolean;
      /** Checkouts of replaced orders, to be closed at the provider. */
      superseded?: string[];
    }
  | { ok: false; status: number; message: string; field?: "liveSessionId" };

/**
 * Creates a pending order that holds one seat in the chosen live session.
 * The session's row is locked while seats (registrations and live holds) are
 * counted, so the last seats go to exactly as many buyers as there are seats,
 * whichever instance they reach. The same idempotency key finds the same
 * order: a double submit never makes two.
 */
export async function createOrder(
  db: Database,
  input: {
    uid: string;
    courseId: string;
    liveSessionId: string | null;
    expectedPriceCents: number;
    attendee: Attendee;
    utm: CampaignAttribution | null;
    idempotencyKey: string;
    provider: PaymentProvider["name"];
  },
  now = new Date(),
): Promise<CreateOrderResult> {
  const [previous] = await db
    .select({ id: orders.id, uid: orders.uid })
    .from(orders)
    .where(eq(orders.idempotencyKey, input.idempotencyKey))
    .limit(1);
  if (previous) {
    if (previous.uid !== input.uid)
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.providerFailed };
    return { ok: true, orderId: previous.id, existing: true };
  }

  const quote = await quoteCourse(db, input.uid, input.courseId, now);
  if (!quote) return { ok: false, status: 404, message: PAYMENT_MESSAGES.unknownCourse };
  if (input.expectedPriceCents !== quote.priceCents) {
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.priceChanged(quote.priceCents) };
  }
  const [registered] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, registrationId(input.uid, quote.courseId)))
    .limit(1);
  if (registered) {
    return {
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.alreadyRegistered(quote.courseName),
    };
  }
  const session = quote.sessions.find((item) => item.id === input.liveSessionId) ?? null;
  if (quote.sessions.length > 0 && !session) {
    return {
      ok: false,
      status: 422,
      message: PAYMENT_MESSAGES.chooseSession,
      field: "liveSessionId",
    };
  }

  const orderId = `ord_${randomUUID().replaceAll("-", "")}`;
  const superseded: string[] = [];
  const holdExpiresAt = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  const outcome = await db.transaction(async (tx) => {
    if (session && !(await lockSessionAndCheckSeat(tx, session.id, now)).available) {
      return "full" as const;
    }
    // A new attempt replaces this buyer's earlier unpaid ones: their holds go
    // back (never the order of this same attempt, should a double submit race here).
    const replaced = await tx
      .update(orders)
      .set({ status: "failed", failureReason: "superseded", updatedAt: now })
      .where(
        and(
          eq(orders.uid, input.uid),
          eq(orders.courseId, quote.courseId),
          eq(orders.status, "pending"),
          ne(orders.idempotencyKey, input.idempotencyKey),
        ),
      )
      .returning({ reference: orders.providerReference });
    superseded.push(...replaced.flatMap((row) => (row.reference ? [row.reference] : [])));
    const inserted = await tx
      .insert(orders)
      .values({
        id: orderId,
        uid: input.uid,
        courseId: quote.courseId,
        courseName: quote.courseName,
        liveSessionId: session?.id ?? null,
        amountCents: quote.priceCents,
        priceKind: quote.priceKind,
        provider: input.provider,
        idempotencyKey: input.idempotencyKey,
        attendee: input.attendee,
        utm: input.utm,
        holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    return inserted.length > 0 ? ("created" as const) : ("duplicate" as const);
  });
  if (outcome === "full") {
    return {
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.sessionSoldOut,
      field: "liveSessionId",
    };
  }
  if (outcome === "duplicate") {
    // Two submits with one key raced; the other one made the order.
    const [winner] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (winner) return { ok: true, orderId: winner.id, existing: true };
  }
  return { ok: true, orderId, existing: false, superseded };
}

export type OrderView = Awaited<ReturnType<typeof getOrder>>;

export async function getOrder(db: Database, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      uid: orders.uid,
      courseId: orders.courseId,
      courseName: orders.courseName,
      amountCents: orders.amountCents,
      currency: orders.currency,
      priceKind: orders.priceKind,
      status: orders.status,
      provider: orders.provider,
      providerReference: orders.providerReference,
      failureReason: orders.failureReason,
      attendee: orders.attendee,
      utm: orders.utm,
      holdExpiresAt: orders.holdExpiresAt,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      liveSessionId: orders.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      sessionDurationMinutes: liveSessions.durationMinutes,
    })
    .from(orders)
    .leftJoin(liveSessions, eq(liveSessions.id, orders.liveSessionId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return order ?? null;
}

/** The user's orders, newest first (the dashboard's purchases). */
export async function listOrders(db: Database, uid: string) {
  return db
    .select({
      id: orders.id,
      courseId: orders.courseId,
      courseName: orders.courseName,
      amountCents: orders.amountCents,
      status: orders.status,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      sessionStartsAt: liveSessions.startsAt,
    })
    .from(orders)
    .leftJoin(liveSessions, eq(liveSessions.id, orders.liveSessionId))
    .where(and(eq(orders.uid, uid), ne(orders.status, "pending")))
    .orderBy(desc(orders.createdAt));
}

/** Starts the provider's checkout for a pending order and records its reference. */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  order: NonNullable<OrderView>,
  urls: { baseUrl: string; description: string },
): Promise<string> {
  const checkout = await provider.startCheckout({
    orderId: order.id,
    idempotencyKey: `checkout_${order.id}`,
    amountCents: order.amountCents,
    currency: order.currency,
    courseName: order.courseName,
    description: urls.description,
    customerEmail: order.attendee.email,
    successUrl: `${urls.baseUrl}/payment-success?order=${encodeURIComponent(order.id)}`,
    cancelUrl: `${urls.baseUrl}/payment?${new URLSearchParams({ courseId: order.courseId, cancelled: order.id })}`,
    expiresAt: order.holdExpiresAt,
  });
  await db
    .update(orders)
    .set({ providerReference: checkout.reference, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return checkout.url;
}

export type SettleResult = { status: OrderStatus; changed: boolean; refund: boolean };

/**
 * Marks an order paid and, in the same transaction, registers the attendee
 * in the chosen live session and queues the receipt with its calendar
 * invitation. Safe to call any number of times and in any order with the
 * webhook: only a pending (or expired-then-paid) order changes. If the seat
 * can no longer be given (its hold expired and the session filled, or the
 * attendee is registered already), the order is refunded instead.
 */
export async function markOrderPaid(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; organizerEmail: string; provider: PaymentProvider },
  orderId: string,
  now = new Date(),
): Promise<SettleResult> {
  const result = await db.transaction(async (tx) => {
    // Locks in the same order as createOrder (session, then order): no deadlock.
    const [unlocked] = await tx
      .select({ liveSessionId: orders.liveSessionId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!unlocked) throw new Error(`order ${orderId} does not exist`);
    const seat = unlocked.liveSessionId
      ? await lockSessionAndCheckSeat(tx, unlocked.liveSessionId, now, orderId)
      : null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (order.status === "paid" || order.status === "refunded") {
      return { status: order.status, changed: false, refund: false };
    }
    // Its own hold still counts for it; otherwise a seat must be free now.
    const seatFree =
      !seat || seat.available || (order.status === "pending" && order.holdExpiresAt > now);
    const id = order.uid ? registrationId(order.uid, order.courseId) : null;
    const inserted =
      seatFree && id && order.uid
        ? await tx
            .insert(courseRegistrations)
            .values({
              id,
              uid: order.uid,
              courseId: order.courseId,
              courseName: order.courseName,
              ...order.attendee,
              attendLiveWebcast: order.liveSessionId !== null,
              liveSessionId: order.liveSessionId,
              orderId: order.id,
              registeredAt: sql`now()`,
            })
            .onConflictDoNothing()
            .returning({ id: courseRegistrations.id })
        : [];
    if (inserted.length === 0) {
      // No seat to give: refunded below, once the provider has done it.
      return {
        status: order.status,
        changed: false,
        refund: true,
        reason: seatFree ? "already registered" : "no seat left",
      };
    }
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(orders.id, order.id));

    const [session] = order.liveSessionId
      ? await tx.select().from(liveSessions).where(eq(liveSessions.id, order.liveSessionId))
      : [];
    const when = session ? formatSessionDateTime(session.startsAt) : null;
    await mailer.sendEmail(
      {
        to: order.attendee.email,
        uid: order.uid ?? undefined,
        subject: `Receipt and registration: ${order.courseName}`,
        template: "payment-confirmation",
        body: PaymentConfirmation({
          firstName: order.attendee.firstName,
          courseName: order.courseName,
          amount: formatPrice(order.amountCents),
          orderId: order.id,
          paidOn: formatSessionDateTime(now),
          when,
          joinHelp: PAYMENT_MESSAGES.joinHelp,
          dashboardUrl: `${options.baseUrl}/dashboard`,
        }),
        attachments: session
          ? [
              liveWebcastInvite({
                registrationId: id ?? order.id,
                baseUrl: options.baseUrl,
                start: session.startsAt,
                durationMinutes: session.durationMinutes,
                courseName: order.courseName,
                description: `Your seat with ${SITE_NAME}, order ${order.id}. ${PAYMENT_MESSAGES.joinHelp}`,
                organizerName: SITE_NAME,
                organizerEmail: options.organizerEmail,
              }),
            ]
          : [],
      },
      tx,
    );
    return { status: "paid" as const, changed: true, refund: false };
  });
  if (!result.refund) {
    if (result.changed) mailer.wake();
    return { status: result.status, changed: result.changed, refund: false };
  }
  // The refund first, the status after: if the provider fails, the order is
  // left as it was and the next attempt (webhook retry, success page) refunds.
  const [order] = await db
    .select({ reference: orders.providerReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.reference) await options.provider.refund(order.reference);
  const updated = await db
    .update(orders)
    .set({ status: "refunded", failureReason: result.reason ?? null, paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed"])))
    .returning({ id: orders.id });
  return { status: "refunded", changed: updated.length > 0, refund: true };
}

/** Marks a pending order failed (declined, cancelled, expired); its seat goes back. */
export async function markOrderFailed(
  db: Database,
  orderId: string,
  reason: "declined" | "cancelled" | "expired",
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: "failed", failureReason: reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** The user's registrations with their session dates (dashboard). */
export async function listRegistrations(db: Database, uid: string) {
  return db
    .select({
      id: courseRegistrations.id,
      courseId: courseRegistrations.courseId,
      courseName: courseRegistrations.courseName,
      registeredAt: courseRegistrations.registeredAt,
      orderId: courseRegistrations.orderId,
      sessionStartsAt: liveSessions.startsAt,
    })
    .from(courseRegistrations)
    .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(eq(courseRegistrations.uid, uid))
    .orderBy(asc(courseRegistrations.registeredAt));
}
