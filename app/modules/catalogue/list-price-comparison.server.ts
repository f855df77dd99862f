import { inArray } from "drizzle-orm";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courses } from "~/db/schema/catalogue";
import { getFirstBundleOffer } from "./list-bundle-offers.server";
import { memberSaving } from "./members-price";

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
export function listPriceExamples(
  db: Database,
  courseIds: readonly string[],
): Promise<readonly PriceExample[]> {
  return cachedRead(db, `price-examples:${courseIds.join(",")}`, () =>
    queryPriceExamples(db, courseIds),
  );
}

async function queryPriceExamples(
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

/**
 * The example courses' prices (as listPriceExamples) and then the first
 * bundle on sale's, with what members save.
 */
export async function listPriceComparison(
  db: Database,
  courseIds: readonly string[],
): Promise<PriceComparison[]> {
  const [examples, bundle] = await Promise.all([
    listPriceExamples(db, courseIds),
    getFirstBundleOffer(db),
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
  return lines.map((line) => ({ ...line, ...memberSaving(line, ANNUAL_MEMBERSHIP.priceCents) }));
}
