import { and, eq, inArray } from "drizzle-orm";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { getActivePlan } from "~/modules/accounts/get-active-plan.server";
import { getBundleOffer } from "~/modules/catalogue/get-bundle-offer.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { buyerPrice } from "~/modules/catalogue/members-price";
import type { BundleQuoteItem, ProductQuote, QuoteSession } from "./product-quote";
import type { ProductRef } from "./products";

// Prices are decided here, on the server, from the catalogue and the buyer's
// plan: never from what the browser sends.

const DAY_MS = 24 * 60 * 60_000;

type CourseQuote = {
  courseId: string;
  courseName: string;
  description: string;
  priceCents: number;
  regularPriceCents: number;
  priceKind: "member" | "regular";
  sessions: QuoteSession[];
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
  const sessions = await listLiveSessions(db, { courseId, from: now, forUid: uid }, now);
  return {
    courseId: course.id,
    courseName: course.title,
    description: course.summary,
    ...buyerPrice(
      { priceCents: course.priceCents, memberPriceCents: course.memberPriceCents },
      member,
    ),
    sessions: sessions.map(({ id, startsAt, durationMinutes, label, soldOut }) => ({
      id,
      startsAt,
      durationMinutes,
      label,
      soldOut,
    })),
  };
}

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
    ...buyerPrice(bundle, member),
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

/**
 * When a year of membership starting at `startsAt` ends: a year bought while
 * a paid membership runs starts when that one ends.
 */
export function membershipYearEnd(startsAt: Date): Date {
  return new Date(startsAt.getTime() + ANNUAL_MEMBERSHIP.days * DAY_MS);
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
