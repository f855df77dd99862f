import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { BundleStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courseBundleItems, courseBundles, courses } from "~/db/schema/catalogue";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";
import { bundleWasOrdered } from "./save-bundle.server";

export type StaffBundleFilters = {
  q?: string | undefined;
  status?: BundleStatus | undefined;
};

function matching(filters: StaffBundleFilters) {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return and(
    filters.status ? eq(courseBundles.status, filters.status) : undefined,
    pattern ? or(ilike(courseBundles.title, pattern), ilike(courseBundles.id, pattern)) : undefined,
  );
}

/**
 * The console's bundle list, in the order the public pages show them: the
 * bundles matching the filters, a page at a time (all when `page` is left out).
 */
export async function listStaffBundles(
  db: Database,
  filters: StaffBundleFilters = {},
  page?: number,
) {
  const query = db
    .select({
      id: courseBundles.id,
      title: courseBundles.title,
      status: courseBundles.status,
      priceCents: courseBundles.priceCents,
      memberPriceCents: courseBundles.memberPriceCents,
      updatedAt: courseBundles.updatedAt,
      courses: count(courseBundleItems.courseId),
    })
    .from(courseBundles)
    .leftJoin(courseBundleItems, eq(courseBundleItems.bundleId, courseBundles.id))
    .where(matching(filters))
    .groupBy(courseBundles.id)
    .orderBy(asc(courseBundles.position), asc(courseBundles.id));
  if (page === undefined) return query;
  return query.limit(LIST_PAGE_SIZE).offset(pageOffset(page));
}

/** How many bundles match the filters. */
export async function countStaffBundles(db: Database, filters: StaffBundleFilters) {
  const [row] = await db.select({ total: count() }).from(courseBundles).where(matching(filters));
  return row?.total ?? 0;
}

const creditHours = sql<number>`coalesce((select sum(hours) from course_credits where course_id = ${courses.id}), 0)`;

/** Every course a bundle may hold, archived ones left out, in catalogue order. */
export async function listBundleCourseChoices(db: Database) {
  return db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(sql`${courses.status} <> 'archived'`)
    .orderBy(asc(courses.position));
}

/**
 * One bundle for its editor: its row, its courses in order (with their
 * status, so a course off sale stands out), the courses that may be added,
 * whether anyone ordered it, and its recent changes.
 */
export async function loadBundleEditor(db: Database, bundleId: string) {
  const [bundle] = await db.select().from(courseBundles).where(eq(courseBundles.id, bundleId));
  if (!bundle) return null;
  const [items, choices, ordered, history] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        status: courses.status,
        priceCents: courses.priceCents,
        creditHours: creditHours.mapWith(Number),
      })
      .from(courseBundleItems)
      .innerJoin(courses, eq(courses.id, courseBundleItems.courseId))
      .where(eq(courseBundleItems.bundleId, bundleId))
      .orderBy(asc(courseBundleItems.position)),
    listBundleCourseChoices(db),
    bundleWasOrdered(db, bundleId),
    latestAuditEntries(db, 10, { recordType: "bundle", record: bundleId }),
  ]);
  const inBundle = new Set(items.map((item) => item.id));
  return {
    bundle,
    items,
    choices: choices.filter((course) => !inBundle.has(course.id)),
    ordered,
    history,
  };
}
