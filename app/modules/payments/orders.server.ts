import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import { SITE_NAME } from "~/content/site";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";
import { courseBundleItems, courses, liveSessions } from "~/db/schema/catalogue";
import { type CampaignAttribution, type OrderStatus, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatLongDate, formatPrice, formatSessionDateTime } from "~/lib/format";
import { getActivePlan } from "~/modules/accounts/plans.server";
import { liveWebcastInvite } from "~/modules/calendar/ics";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { getBundleOffer } from "~/modules/catalogue/offers.server";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { PaymentConfirmation } from "~/modules/email/templates/payment-confirmation";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { orderProduct, type ProductRef, productQuery } from "./products";
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

export type BundleQuoteItem = {
  courseId: string;
  title: string;
  creditHours: number;
  /** The buyer is registered for it already (the bundle still includes it). */
  owned: boolean;
};

/** A price for any product, as the payment page shows it. */
export type ProductQuote = {
  product: ProductRef;
  name: string;
  description: string;
  priceCents: number;
  regularPriceCents: number;
  priceKind: "member" | "regular";
  /** Live sessions to choose from (courses with live dates only). */
  sessions: CourseQuote["sessions"];
  /** A bundle's courses. */
  items: BundleQuoteItem[];
};

/** What this user pays for a bundle: members' price for members, with the courses in it. */
export async function quoteBundle(
  db: Database,
  uid: string,
  bundleId: string,
  now = new Date(),
): Promise<ProductQuote | null> {
  const bundle = await getBundleOffer(db, bundleId);
  if (!bundle) return null;
  const owned = new Set(
    (
      await db
        .select({ courseId: courseRegistrations.courseId })
        .from(courseRegistrations)
        .where(
          and(
            eq(courseRegistrations.uid, uid),
            inArray(
              courseRegistrations.courseId,
              bundle.courses.map((course) => course.id),
            ),
          ),
        )
    ).map((row) => row.courseId),
  );
  const items: BundleQuoteItem[] = bundle.courses.map((course) => ({
    courseId: course.id,
    title: course.title,
    creditHours: course.creditHours,
    owned: owned.has(course.id),
  }));
  const member = (await getActivePlan(db, uid, now)) !== null;
  return {
    product: { kind: "bundle", bundleId },
    name: bundle.title,
    description: bundle.summary,
    priceCents: member ? bundle.memberPriceCents : bundle.priceCents,
    regularPriceCents: bundle.priceCents,
    priceKind: member && bundle.memberPriceCents !== bundle.priceCents ? "member" : "regular",
    sessions: [],
    items,
  };
}

/** The annual membership's price (one price for everyone). */
export function quoteMembership(): ProductQuote {
  return {
    product: { kind: "membership" },
    name: ANNUAL_MEMBERSHIP.name,
    description: ANNUAL_MEMBERSHIP.summary,
    priceCents: ANNUAL_MEMBERSHIP.priceCents,
    regularPriceCents: ANNUAL_MEMBERSHIP.priceCents,
    priceKind: "regular",
    sessions: [],
    items: [],
  };
}

/** The quote for any product; null when it is not for sale. */
export async function quoteProduct(
  db: Database,
  uid: string,
  product: ProductRef,
  now = new Date(),
): Promise<ProductQuote | null> {
  switch (product.kind) {
    case "course": {
      const quote = await quoteCourse(db, uid, product.courseId, now);
      return quote
        ? {
            product,
            name: quote.courseName,
            description: quote.description,
            priceCents: quote.priceCents,
            regularPriceCents: quote.regularPriceCents,
            priceKind: quote.priceKind,
            sessions: quote.sessions,
            items: [],
          }
        : null;
    }
    case "bundle":
      return quoteBundle(db, uid, product.bundleId, now);
    case "membership":
      return quoteMembership();
  }
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
    product: ProductRef;
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

  const quote = await quoteProduct(db, input.uid, input.product, now);
  if (!quote) return { ok: false, status: 404, message: PAYMENT_MESSAGES.unknownCourse };
  if (input.expectedPriceCents !== quote.priceCents) {
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.priceChanged(quote.priceCents) };
  }
  const { product } = quote;
  if (product.kind === "course") {
    const [registered] = await db
      .select({ id: courseRegistrations.id })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, registrationId(input.uid, product.courseId)))
      .limit(1);
    if (registered) {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.alreadyRegistered(quote.name) };
    }
  }
  if (product.kind === "bundle" && quote.items.every((item) => item.owned)) {
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.bundleOwned };
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
  const courseId = product.kind === "course" ? product.courseId : null;
  const bundleId = product.kind === "bundle" ? product.bundleId : null;
  const sameProduct: SQL =
    product.kind === "course"
      ? eq(orders.courseId, product.courseId)
      : product.kind === "bundle"
        ? eq(orders.bundleId, product.bundleId)
        : eq(orders.product, "membership");
  const outcome = await db.transaction(async (tx) => {
    if (session && !(await lockSessionAndCheckSeat(tx, session.id, now)).available) {
      return "full" as const;
    }
    // A new attempt replaces this buyer's earlier unpaid ones for the same
    // product: their holds go back (never the order of this same attempt,
    // should a double submit race here).
    const replaced = await tx
      .update(orders)
      .set({ status: "failed", failureReason: "superseded", updatedAt: now })
      .where(
        and(
          eq(orders.uid, input.uid),
          sameProduct,
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
        product: product.kind,
        courseId,
        bundleId,
        courseName: quote.name,
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
      product: orders.product,
      courseId: orders.courseId,
      bundleId: orders.bundleId,
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
    cancelUrl: `${urls.baseUrl}/payment?${new URLSearchParams({ ...productQuery(orderProduct(order)), cancelled: order.id })}`,
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
    const grant = order.uid
      ? await grantPurchase(tx, { ...order, uid: order.uid }, seatFree, now)
      : { granted: false as const, reason: "account deleted" };
    if (!grant.granted) {
      // Nothing to give: refunded below, once the provider has done it.
      return { status: order.status, changed: false, refund: true, reason: grant.reason };
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
        subject: `Receipt${order.product === "membership" ? "" : " and registration"}: ${order.courseName}`,
        template: "payment-confirmation",
        body: PaymentConfirmation({
          product: order.product,
          firstName: order.attendee.firstName,
          courseName: order.courseName,
          amount: formatPrice(order.amountCents),
          orderId: order.id,
          paidOn: formatSessionDateTime(now),
          when,
          joinHelp: PAYMENT_MESSAGES.joinHelp,
          included: grant.included,
          memberUntil: grant.memberUntil ? formatLongDate(grant.memberUntil) : null,
          dashboardUrl: `${options.baseUrl}/dashboard`,
          courseUrl: order.courseId ? `${options.baseUrl}/course-player/${order.courseId}` : null,
        }),
        attachments: session
          ? [
              liveWebcastInvite({
                registrationId: grant.registrationId ?? order.id,
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

type Grant =
  | {
      granted: true;
      /** The course registration made (a single course). */
      registrationId: string | null;
      /** Course names a bundle gave access to. */
      included: string[];
      /** When a bought membership ends. */
      memberUntil: Date | null;
    }
  | { granted: false; reason: string };

/**
 * Gives the buyer what the order bought, inside the payment's transaction:
 * a registration in the course (in the chosen live session), a registration
 * in each of a bundle's courses not already theirs, or a year of membership
 * starting when any membership already bought ends.
 */
async function grantPurchase(
  tx: Database,
  order: typeof orders.$inferSelect & { uid: string },
  seatFree: boolean,
  now: Date,
): Promise<Grant> {
  const register = (courseId: string, courseName: string) =>
    tx
      .insert(courseRegistrations)
      .values({
        id: registrationId(order.uid, courseId),
        uid: order.uid,
        courseId,
        courseName,
        ...order.attendee,
        attendLiveWebcast: order.liveSessionId !== null,
        liveSessionId: order.liveSessionId,
        orderId: order.id,
        registeredAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: courseRegistrations.id });

  if (order.product === "course" && order.courseId) {
    if (!seatFree) return { granted: false, reason: "no seat left" };
    const [inserted] = await register(order.courseId, order.courseName);
    return inserted
      ? { granted: true, registrationId: inserted.id, included: [], memberUntil: null }
      : { granted: false, reason: "already registered" };
  }
  if (order.product === "bundle" && order.bundleId) {
    const items = await tx
      .select({ courseId: courses.id, title: courses.title })
      .from(courseBundleItems)
      .innerJoin(courses, eq(courses.id, courseBundleItems.courseId))
      .where(eq(courseBundleItems.bundleId, order.bundleId))
      .orderBy(asc(courseBundleItems.position));
    const included: string[] = [];
    for (const item of items) {
      if ((await register(item.courseId, item.title)).length > 0) included.push(item.title);
    }
    return included.length > 0
      ? { granted: true, registrationId: null, included, memberUntil: null }
      : { granted: false, reason: "already registered" };
  }
  // Membership: a year from now, or from the end of the year already bought.
  const [current] = await tx
    .select({ endsAt: plans.endsAt })
    .from(plans)
    .where(
      and(
        eq(plans.uid, order.uid),
        eq(plans.kind, "annual"),
        isNull(plans.cancelledAt),
        gt(plans.endsAt, now),
      ),
    )
    .orderBy(desc(plans.endsAt))
    .limit(1);
  const startsAt = current ? current.endsAt : now;
  const endsAt = new Date(startsAt.getTime() + ANNUAL_MEMBERSHIP.days * 24 * 60 * 60_000);
  await tx.insert(plans).values({
    id: randomUUID(),
    uid: order.uid,
    kind: "annual",
    startsAt,
    endsAt,
    orderId: order.id,
  });
  return { granted: true, registrationId: null, included: [], memberUntil: endsAt };
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
