import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { courseBundleItems, courseBundles, courses } from "~/db/schema/catalogue";

/** A course's or a bundle's two prices, as the catalogue holds them. */
type OfferPrices = { priceCents: number; memberPriceCents: number | null };

/**
 * What a member pays: the members' rate, or the regular price where there is
 * none (null for a course with neither price yet).
 */
export function membersPriceCents<Price extends number | null>(prices: {
  priceCents: Price;
  memberPriceCents: number | null;
}): number | Price {
  return prices.memberPriceCents ?? prices.priceCents;
}

/**
 * What this buyer pays, and at which rate: members (free-trial users
 * included) pay the members' rate. Checkout charges it, and the public pages
 * show it, from here.
 */
export function buyerPrice(
  prices: OfferPrices,
  member: boolean,
): { priceCents: number; regularPriceCents: number; priceKind: "member" | "regular" } {
  const priceCents = member ? membersPriceCents(prices) : prices.priceCents;
  return {
    priceCents,
    regularPriceCents: prices.priceCents,
    priceKind: member && priceCents !== prices.priceCents ? "member" : "regular",
  };
}

type BundleOfferCourse = {
  id: string;
  title: string;
  /** The course's credit hours, all credit types together. */
  creditHours: number;
  priceCents: number;
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
export async function getBundleOffer(db: Database, bundleId: string): Promise<BundleOffer | null> {
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
    // Hours are stored to two decimals: rounding keeps 0.1 + 0.2 style sums exact.
    creditHours: Math.round(items.reduce((sum, item) => sum + item.creditHours, 0) * 100) / 100,
    separately: {
      priceCents: items.reduce((sum, item) => sum + item.priceCents, 0),
      memberPriceCents: items.reduce((sum, item) => sum + item.memberPriceCents, 0),
    },
  };
}

type PriceExample = {
  courseId: string;
  title: string;
  priceCents: number;
  memberPriceCents: number;
};

/**
 * The regular and members' prices of the given published courses, in the
 * order asked for (those not for sale, or without a members' rate, are left
 * out): the examples the plans page compares.
 */
export async function listPriceExamples(
  db: Database,
  courseIds: readonly string[],
): Promise<PriceExample[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: courses.id,
      title: courses.title,
      status: courses.status,
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
    })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]));
  return courseIds.flatMap((id) => {
    const row = rows.find((candidate) => candidate.courseId === id);
    if (
      row?.status !== "published" ||
      !row.priceCents ||
      row.memberPriceCents === null ||
      row.memberPriceCents >= row.priceCents
    )
      return [];
    return [
      {
        courseId: row.courseId,
        title: row.title,
        priceCents: row.priceCents,
        memberPriceCents: row.memberPriceCents,
      },
    ];
  });
}

/** One line of the plans page's comparison: a course or a bundle, its two prices and the saving. */
type PriceComparison = {
  kind: "course" | "bundle";
  id: string;
  title: string;
  priceCents: number;
  memberPriceCents: number;
  savingCents: number;
  /** The saving on this one purchase pays for the annual membership. */
  coversMembership: boolean;
};

/** The example courses' prices (as listPriceExamples) and then the bundle's, with what members save. */
export async function listPriceComparison(
  db: Database,
  courseIds: readonly string[],
  bundleId: string,
): Promise<PriceComparison[]> {
  const [examples, bundle] = await Promise.all([
    listPriceExamples(db, courseIds),
    getBundleOffer(db, bundleId),
  ]);
  const lines = [
    ...examples.map(({ courseId, title, priceCents, memberPriceCents }) => ({
      kind: "course" as const,
      id: courseId,
      title,
      priceCents,
      memberPriceCents,
    })),
    ...(bundle
      ? [
          {
            kind: "bundle" as const,
            id: bundle.id,
            title: bundle.title,
            priceCents: bundle.priceCents,
            memberPriceCents: bundle.memberPriceCents,
          },
        ]
      : []),
  ];
  return lines.map((line) => {
    const savingCents = line.priceCents - line.memberPriceCents;
    return {
      ...line,
      savingCents,
      coversMembership: savingCents >= ANNUAL_MEMBERSHIP.priceCents,
    };
  });
}
