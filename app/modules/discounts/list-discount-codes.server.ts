import {
  and,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseBundles, courses } from "~/db/schema/catalogue";
import { discountCodes } from "~/db/schema/discounts";
import { orders } from "~/db/schema/orders";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";

export type DiscountCodeFilters = {
  q?: string | undefined;
  state?: "running" | "upcoming" | "ended" | undefined;
  kind?: "promotion" | "aid" | undefined;
};

/** The codes the filters keep, the states as the list's State column reads them at `now`. */
function matching(filters: DiscountCodeFilters, now: Date): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  const expired = and(isNotNull(discountCodes.endsAt), lte(discountCodes.endsAt, now));
  const states = {
    ended: or(isNotNull(discountCodes.endedAt), expired),
    upcoming: and(isNull(discountCodes.endedAt), sql`${discountCodes.startsAt} > ${now}`),
    running: and(
      isNull(discountCodes.endedAt),
      lte(discountCodes.startsAt, now),
      or(isNull(discountCodes.endsAt), sql`${discountCodes.endsAt} > ${now}`),
    ),
  };
  return and(
    filters.state ? states[filters.state] : undefined,
    filters.kind ? eq(discountCodes.purpose, filters.kind) : undefined,
    pattern
      ? or(ilike(discountCodes.code, pattern), ilike(discountCodes.note, pattern))
      : undefined,
  );
}

/** How many codes the filters keep. */
export async function countDiscountCodes(
  db: Database,
  filters: DiscountCodeFilters,
  now: Date = new Date(),
) {
  const [row] = await db
    .select({ total: count() })
    .from(discountCodes)
    .where(matching(filters, now));
  return row?.total ?? 0;
}

/**
 * Every code with its effect: paid uses, the revenue taken with it and the
 * discount given (refunds of those orders shown apart), newest first; one
 * code, or those the filters keep a page at a time.
 */
export async function listDiscountCodes(
  db: Database,
  options: { codeId?: string; filters?: DiscountCodeFilters; page?: number; now?: Date } = {},
) {
  const query = db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      scope: discountCodes.scope,
      courseTitle: courses.title,
      bundleTitle: courseBundles.title,
      useLimit: discountCodes.useLimit,
      perAccountLimit: discountCodes.perAccountLimit,
      startsAt: discountCodes.startsAt,
      endsAt: discountCodes.endsAt,
      uid: discountCodes.uid,
      purpose: discountCodes.purpose,
      note: discountCodes.note,
      endedAt: discountCodes.endedAt,
      createdBy: discountCodes.createdBy,
      createdAt: discountCodes.createdAt,
      paidUses: sql<number>`count(${orders.id}) filter (where ${orders.status} = 'paid')`.mapWith(
        Number,
      ),
      refundedUses:
        sql<number>`count(${orders.id}) filter (where ${orders.status} = 'refunded')`.mapWith(
          Number,
        ),
      revenueCents:
        sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${orders.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
      discountGivenCents:
        sql<number>`coalesce(sum(${orders.discountCents}) filter (where ${orders.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(discountCodes)
    .leftJoin(courses, eq(courses.id, discountCodes.courseId))
    .leftJoin(courseBundles, eq(courseBundles.id, discountCodes.bundleId))
    .leftJoin(orders, eq(orders.discountCodeId, discountCodes.id))
    .where(
      and(
        options.codeId ? eq(discountCodes.id, options.codeId) : undefined,
        options.filters ? matching(options.filters, options.now ?? new Date()) : undefined,
      ),
    )
    .groupBy(discountCodes.id, courses.title, courseBundles.title)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  if (options.page === undefined) return query;
  return query.limit(LIST_PAGE_SIZE).offset(pageOffset(options.page));
}

export type DiscountCodeRow = Awaited<ReturnType<typeof listDiscountCodes>>[number];

/** One code with its orders (newest first); null when there is none. */
export async function loadDiscountCode(db: Database, codeId: string) {
  const [code] = await listDiscountCodes(db, { codeId });
  if (!code) return null;
  const uses = await db
    .select({
      id: orders.id,
      status: orders.status,
      courseName: orders.courseName,
      amountCents: orders.amountCents,
      discountCents: orders.discountCents,
      email: sql<string>`${orders.attendee} ->> 'email'`,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.discountCodeId, codeId)))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return { code, uses };
}

/** What a code may be made for: the courses and bundles on sale, by title. */
export async function listDiscountTargets(db: Database) {
  const [courseRows, bundleRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents })
      .from(courses)
      .orderBy(courses.title),
    db
      .select({ id: courseBundles.id, title: courseBundles.title })
      .from(courseBundles)
      .orderBy(courseBundles.title),
  ]);
  return {
    courses: courseRows
      .filter((row) => (row.priceCents ?? 0) > 0)
      .map(({ id, title }) => ({ id, title })),
    bundles: bundleRows,
  };
}
