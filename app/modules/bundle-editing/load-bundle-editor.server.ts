import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseBundleItems, courseBundles, courses } from "~/db/schema/catalogue";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";
import { bundleWasOrdered } from "./save-bundle.server";

/** The console's bundle list, in the order the public pages show them. */
export async function listStaffBundles(db: Database) {
  return db
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
    .groupBy(courseBundles.id)
    .orderBy(asc(courseBundles.position));
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
