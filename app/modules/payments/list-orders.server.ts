import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";

/** The user's orders, newest first (the dashboard's purchases). */
export async function listOrders(db: Database, uid: string) {
  return preparedQuery(db, "list_orders", () =>
    db
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
      .where(and(eq(orders.uid, sql.placeholder("uid")), ne(orders.status, "pending")))
      .orderBy(desc(orders.createdAt))
      .prepare("list_orders"),
  ).execute({ uid });
}
