import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";
import { courseBundleItems, courses } from "~/db/schema/catalogue";
import type { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { createSeatPool } from "./create-seat-pool.server";
import { membershipYearEnd } from "./quote-product.server";

/** What a paid order gave the buyer. */
export type GrantedPurchase = {
  granted: true;
  /** The course registration made (a single course). */
  registrationId: string | null;
  /** Course names a bundle gave access to. */
  included: string[];
  /** When a bought membership ends. */
  memberUntil: Date | null;
};

type Grant = GrantedPurchase | { granted: false; reason: string };

/**
 * Gives the buyer what the order bought, inside the payment's transaction:
 * a registration in the course (in the chosen live session), a registration
 * in each of a bundle's courses not already theirs, or a year of membership
 * starting when any membership already bought ends. A firm's order gives
 * its pool of seats instead.
 */
export async function grantPurchase(
  tx: Database,
  order: typeof orders.$inferSelect & { uid: string },
  seatFree: boolean,
  now: Date,
): Promise<Grant> {
  // A firm's order buys a pool of seats its administrators give to members.
  if (order.firmId) {
    if (!seatFree) return { granted: false, reason: "no seat left" };
    await createSeatPool(tx, order, now);
    return { granted: true, registrationId: null, included: [], memberUntil: null };
  }
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
  const endsAt = membershipYearEnd(startsAt);
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
