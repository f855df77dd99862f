import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";

/**
 * The user's orders as their purchases list shows them, newest first: what
 * each bought and when, paid or not. Unpaid ones are left out once the buyer
 * removed them, or once a later attempt at the same product replaced them
 * (the latest attempt is the one to act on); a paid order always shows.
 * `payable`: paying for it still makes sense (a course is not theirs already).
 */
export async function listOrders(db: Database, uid: string) {
  return preparedQuery(db, "list_orders", () =>
    db
      .select({
        id: orders.id,
        product: orders.product,
        courseId: orders.courseId,
        bundleId: orders.bundleId,
        courseName: orders.courseName,
        amountCents: orders.amountCents,
        status: orders.status,
        paidAt: orders.paidAt,
        createdAt: orders.createdAt,
        sessionStartsAt: liveSessions.startsAt,
        payable: sql<boolean>`not exists (
          select 1 from course_registrations as r
          where r.uid = ${orders.uid} and r.course_id = ${orders.courseId})`,
      })
      .from(orders)
      .leftJoin(liveSessions, eq(liveSessions.id, orders.liveSessionId))
      .where(
        and(
          eq(orders.uid, sql.placeholder("uid")),
          or(
            inArray(orders.status, ["paid", "refunded"]),
            and(
              isNull(orders.removedAt),
              sql`not exists (
                select 1 from orders as later
                where later.uid = ${orders.uid}
                  and later.product = ${orders.product}
                  and later.course_id is not distinct from ${orders.courseId}
                  and later.bundle_id is not distinct from ${orders.bundleId}
                  and later.created_at > ${orders.createdAt})`,
            ),
          ),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .prepare("list_orders"),
  ).execute({ uid });
}
