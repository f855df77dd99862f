import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { scheduleToday } from "~/lib/format";
import { addDays, formatDay, parseDay } from "~/lib/iso-dates";

/** One day of the console's charts. */
export type DailyActivity = { day: string; registrations: number; revenueCents: number };

/** The day an instant falls on in the schedule's zone, as SQL. */
const dayOf = (column: unknown) =>
  sql<string>`to_char((${column} at time zone ${SCHEDULE_TIME_ZONE})::date, 'YYYY-MM-DD')`;

/**
 * Registrations and revenue per day for the last `days` days (today
 * included), days in the schedule's zone, every day present (zero when
 * nothing happened). Revenue is what orders paid that day, less the refunds
 * completed that day (in cents; negative on a day of refunds only).
 */
export async function loadDailyActivity(
  db: Database,
  now = new Date(),
  days = 90,
): Promise<DailyActivity[]> {
  const today = parseDay(scheduleToday(now));
  if (!today) throw new Error("unreachable: today is a day");
  const first = formatDay(addDays(today, -(days - 1)));
  // A day earlier in UTC covers the zone's offset; the day filter below is exact.
  const since = new Date(`${first}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 1);
  const [registered, paid, refunded] = await Promise.all([
    db
      .select({ day: dayOf(courseRegistrations.registeredAt), count: sql<number>`count(*)::int` })
      .from(courseRegistrations)
      .where(gte(courseRegistrations.registeredAt, since))
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(orders.paidAt),
        cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          isNotNull(orders.paidAt),
          gte(orders.paidAt, since),
          // An order refunded at once because nothing was left to give (no
          // seat) never counted: it has no refund of its own to subtract.
          sql`not (${orders.status} = 'refunded' and not exists (
            select 1 from ${orderRefunds} r where r.order_id = ${orders.id}))`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(orderRefunds.completedAt),
        cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
      })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.status, "succeeded"), gte(orderRefunds.completedAt, since)))
      .groupBy(sql`1`),
  ]);
  const byDay = new Map<string, DailyActivity>();
  for (let offset = days - 1; offset >= 0; offset--) {
    const day = formatDay(addDays(today, -offset));
    byDay.set(day, { day, registrations: 0, revenueCents: 0 });
  }
  for (const row of registered) {
    const entry = byDay.get(row.day);
    if (entry) entry.registrations += row.count;
  }
  for (const row of paid) {
    const entry = byDay.get(row.day);
    if (entry) entry.revenueCents += row.cents;
  }
  for (const row of refunded) {
    const entry = byDay.get(row.day);
    if (entry) entry.revenueCents -= row.cents;
  }
  return [...byDay.values()];
}
