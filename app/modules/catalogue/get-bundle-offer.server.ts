import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courseBundleItems, courseBundles, courses } from "~/db/schema/catalogue";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { membersPriceCents } from "./members-price";

type BundleOfferCourse = {
  id: string;
  title: string;
  /** The course's credit hours, all credit types together. */
  creditHours: number;
  priceCents: number;
  /** What a member pays for it alone. */
  memberPriceCents: number;
};

/** A bundle as the public pages show it: its courses, its prices and what they cost one by one. */
export type BundleOffer = {
  id: string;
  title: string;
  summary: string;
  priceCents: number;
  memberPriceCents: number;
  courses: BundleOfferCourse[];
  /** The credit hours of its courses added up. */
  creditHours: number;
  /** What its courses cost bought one by one, at the regular and at the members' rate. */
  separately: { priceCents: number; memberPriceCents: number };
};

/**
 * A published bundle with its courses in order, from the database; null when
 * it is not for sale. A course without a members' rate counts at its regular
 * price in the members' sum, as checkout would charge it.
 */
export function getBundleOffer(db: Database, bundleId: string): Promise<BundleOffer | null> {
  return cachedRead(db, `bundle:${bundleId}`, () => queryBundleOffer(db, bundleId));
}

async function queryBundleOffer(db: Database, bundleId: string): Promise<BundleOffer | null> {
  const [bundle] = await db
    .select()
    .from(courseBundles)
    .where(and(eq(courseBundles.id, bundleId), eq(courseBundles.status, "published")))
    .limit(1);
  if (!bundle) return null;
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      creditHours:
        sql<number>`coalesce((select sum(hours) from course_credits where course_id = ${courses.id}), 0)`.mapWith(
          Number,
        ),
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
    })
    .from(courseBundleItems)
    .innerJoin(courses, eq(courses.id, courseBundleItems.courseId))
    .where(eq(courseBundleItems.bundleId, bundleId))
    .orderBy(asc(courseBundleItems.position));
  const items = rows.map((row) => {
    const prices = { priceCents: row.priceCents ?? 0, memberPriceCents: row.memberPriceCents };
    return { ...row, ...prices, memberPriceCents: membersPriceCents(prices) };
  });
  return {
    id: bundle.id,
    title: bundle.title,
    summary: bundle.summary,
    priceCents: bundle.priceCents,
    memberPriceCents: bundle.memberPriceCents,
    courses: items,
    // Added in whole hundredths: hours are decimals, and 0.1 + 0.2 must stay 0.3.
    creditHours: fromHundredths(
      items.reduce((sum, item) => sum + toHundredths(item.creditHours), 0),
    ),
    separately: {
      priceCents: items.reduce((sum, item) => sum + item.priceCents, 0),
      memberPriceCents: items.reduce((sum, item) => sum + item.memberPriceCents, 0),
    },
  };
}
