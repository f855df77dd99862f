// Firms for integration tests: a firm with its administrator and members
// written to the organization plugin's tables, and a seat given through it.

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers, firms } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";

export async function createFirm(
  db: Database,
  adminUid: string,
  name = "Hale & Partners LLP",
): Promise<string> {
  const id = `firm-${randomUUID()}`;
  await db.insert(firms).values({ id, name, slug: id });
  await db
    .insert(firmMembers)
    .values({ id: randomUUID(), organizationId: id, userId: adminUid, role: "admin" });
  return id;
}

export async function addFirmMember(
  db: Database,
  firmId: string,
  uid: string,
  sharesCompliance: boolean,
): Promise<void> {
  await db.insert(firmMembers).values({
    id: randomUUID(),
    organizationId: firmId,
    userId: uid,
    role: "member",
    sharesCompliance,
    complianceConsentAt: new Date(),
  });
}

export async function setConsent(db: Database, uid: string, shares: boolean): Promise<void> {
  await db
    .update(firmMembers)
    .set({ sharesCompliance: shares, complianceConsentAt: new Date() })
    .where(eq(firmMembers.userId, uid));
}

/** A registration in `courseId` for `uid` on an order of `firmId` (null: the person's own order). */
export async function giveSeat(
  db: Database,
  options: { firmId: string | null; buyerUid: string; uid: string; courseId: string },
): Promise<void> {
  const orderId = `order-${randomUUID()}`;
  await db.insert(orders).values({
    id: orderId,
    uid: options.buyerUid,
    courseId: options.courseId,
    courseName: `Course ${options.courseId}`,
    firmId: options.firmId,
    quantity: 1,
    amountCents: 10_000,
    priceKind: "regular",
    status: "paid",
    provider: "test",
    idempotencyKey: randomUUID(),
    attendee: { firstName: "Ada", lastName: "Lovelace", email: "a@example.com", state: "virginia" },
    holdExpiresAt: new Date(),
    paidAt: new Date(),
  });
  await db.insert(courseRegistrations).values({
    id: `${options.uid}_${options.courseId}`,
    uid: options.uid,
    courseId: options.courseId,
    courseName: `Course ${options.courseId}`,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "a@example.com",
    state: "virginia",
    orderId,
  });
}
