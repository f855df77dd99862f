import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseBundleItems, courseBundles, courses } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { changedFields } from "~/modules/staff/changed-fields";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import {
  applyCoursesChange,
  BUNDLE_STATUS_CHANGES,
  type BundleCoursesChange,
  type BundleDetailsForm,
  type BundleStatusChange,
  type NewBundleForm,
} from "./bundle-forms";
import { MIN_BUNDLE_COURSES } from "./bundle-limits";

// Every write to a bundle: one transaction each, the bundle's row locked at
// the version the staff member saw, the audit entry beside the change. The
// public pages read bundles through the read cache, which any write to
// course_bundles or course_bundle_items drops (app/db/read-cache.server.ts).

export type BundleChange =
  | { ok: true }
  | RecordGone
  | { ok: false; reason: "taken" }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "bought" }
  | StaleSave;

type BundleRow = typeof courseBundles.$inferSelect;

async function lockBundleAt(
  tx: Database,
  bundleId: string,
  version: number,
): Promise<{ ok: true; bundle: BundleRow } | RecordGone | StaleSave> {
  const locked = await lockAtVersion(tx, {
    lock: () => tx.select().from(courseBundles).where(eq(courseBundles.id, bundleId)).for("update"),
    record: { type: "bundle", id: bundleId },
    version,
  });
  return locked.ok ? { ok: true, bundle: locked.row } : locked;
}

async function bundleCourseIds(tx: Database, bundleId: string): Promise<string[]> {
  const rows = await tx
    .select({ courseId: courseBundleItems.courseId })
    .from(courseBundleItems)
    .where(eq(courseBundleItems.bundleId, bundleId))
    .orderBy(asc(courseBundleItems.position));
  return rows.map((row) => row.courseId);
}

/**
 * Whether every course exists (locked against deletion while this
 * transaction runs) and, for a bundle on sale, is itself on sale: buying the
 * bundle registers the buyer in each of them.
 */
async function checkCourses(
  tx: Database,
  courseIds: readonly string[],
  onSale: boolean,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const found = courseIds.length
    ? await tx
        .select({ id: courses.id, title: courses.title, status: courses.status })
        .from(courses)
        .where(inArray(courses.id, [...courseIds]))
        .for("share")
    : [];
  if (found.length !== new Set(courseIds).size) {
    return { ok: false, message: "A course chosen no longer exists." };
  }
  const unpublished = found.filter((course) => course.status !== "published");
  if (onSale && unpublished.length > 0) {
    const titles = unpublished.map((course) => course.title).join(", ");
    return {
      ok: false,
      message: `A bundle on sale holds only published courses; not published: ${titles}.`,
    };
  }
  return { ok: true };
}

async function writeCourseIds(tx: Database, bundleId: string, courseIds: readonly string[]) {
  await tx.delete(courseBundleItems).where(eq(courseBundleItems.bundleId, bundleId));
  await tx
    .insert(courseBundleItems)
    .values(courseIds.map((courseId, position) => ({ bundleId, courseId, position })));
}

/** Adds a draft bundle with its first courses; its id must be free. */
export async function createBundle(
  db: Database,
  actor: StaffActor,
  input: NewBundleForm,
): Promise<BundleChange> {
  return db.transaction(async (tx) => {
    const checked = await checkCourses(tx, input.courseIds, false);
    if (!checked.ok) return { ok: false, reason: "invalid", message: checked.message };
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${courseBundles.position}), -1)::int + 1` })
      .from(courseBundles);
    const created = await tx
      .insert(courseBundles)
      .values({
        id: input.id,
        title: input.title,
        summary: input.summary,
        priceCents: input.price,
        memberPriceCents: input.memberPrice,
        status: "draft",
        position: next,
      })
      .onConflictDoNothing({ target: courseBundles.id })
      .returning({ id: courseBundles.id });
    if (created.length === 0) return { ok: false, reason: "taken" };
    await writeCourseIds(tx, input.id, input.courseIds);
    await recordStaffAction(tx, actor, {
      action: "bundle.create",
      recordType: "bundle",
      recordId: input.id,
      after: auditedBundle(input),
    });
    return { ok: true };
  });
}

function auditedBundle(input: {
  title: string;
  summary: string;
  price: number;
  memberPrice: number;
  courseIds?: readonly string[];
}) {
  return {
    title: input.title,
    summary: input.summary,
    priceCents: input.price,
    memberPriceCents: input.memberPrice,
    ...(input.courseIds ? { courseIds: [...input.courseIds] } : {}),
  };
}

/** Saves the title, summary and prices; the audit entry keeps only what changed. */
export async function saveBundleDetails(
  db: Database,
  actor: StaffActor,
  bundleId: string,
  form: BundleDetailsForm,
): Promise<BundleChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBundleAt(tx, bundleId, form.version);
    if (!locked.ok) return locked;
    const current = locked.bundle;
    const details = {
      title: form.title,
      summary: form.summary,
      priceCents: form.price,
      memberPriceCents: form.memberPrice,
    };
    const changed = changedFields(current, details);
    if (Object.keys(changed.after).length === 0) return { ok: true };
    await tx
      .update(courseBundles)
      .set({ ...details, version: current.version + 1, updatedAt: new Date() })
      .where(eq(courseBundles.id, bundleId));
    await recordStaffAction(tx, actor, {
      action: "bundle.update",
      recordType: "bundle",
      recordId: bundleId,
      before: changed.before,
      after: changed.after,
    });
    return { ok: true };
  });
}

/** Adds, removes or moves one of the bundle's courses. */
export async function changeBundleCourses(
  db: Database,
  actor: StaffActor,
  bundleId: string,
  change: BundleCoursesChange,
  version: number,
): Promise<BundleChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBundleAt(tx, bundleId, version);
    if (!locked.ok) return locked;
    const before = await bundleCourseIds(tx, bundleId);
    const applied = applyCoursesChange(before, change);
    if (!applied.ok) return { ok: false, reason: "invalid", message: applied.message };
    if (JSON.stringify(applied.courseIds) === JSON.stringify(before)) return { ok: true };
    if (change.kind === "add") {
      const checked = await checkCourses(
        tx,
        [change.courseId],
        locked.bundle.status === "published",
      );
      if (!checked.ok) return { ok: false, reason: "invalid", message: checked.message };
    }
    await writeCourseIds(tx, bundleId, applied.courseIds);
    await tx
      .update(courseBundles)
      .set({ version: locked.bundle.version + 1, updatedAt: new Date() })
      .where(eq(courseBundles.id, bundleId));
    await recordStaffAction(tx, actor, {
      action: `bundle.${change.kind}-course`,
      recordType: "bundle",
      recordId: bundleId,
      before: { courseIds: before },
      after: { courseIds: applied.courseIds },
    });
    return { ok: true };
  });
}

/**
 * Publishes (every course in it published, at least two), takes back to
 * draft, archives or restores a bundle. Archived, it is off sale for good;
 * its buyers keep their courses.
 */
export async function changeBundleStatus(
  db: Database,
  actor: StaffActor,
  bundleId: string,
  change: BundleStatusChange,
  version: number,
): Promise<BundleChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBundleAt(tx, bundleId, version);
    if (!locked.ok) return locked;
    const from = locked.bundle.status;
    const to = BUNDLE_STATUS_CHANGES[change];
    const allowed =
      (change === "publish" && from === "draft") ||
      (change === "unpublish" && from === "published") ||
      (change === "archive" && from !== "archived") ||
      (change === "restore" && from === "archived");
    if (!allowed) {
      return { ok: false, reason: "invalid", message: "The bundle's status has changed." };
    }
    if (to === "published") {
      const courseIds = await bundleCourseIds(tx, bundleId);
      if (courseIds.length < MIN_BUNDLE_COURSES) {
        return {
          ok: false,
          reason: "invalid",
          message: `Not published: a bundle needs at least ${MIN_BUNDLE_COURSES} courses.`,
        };
      }
      const checked = await checkCourses(tx, courseIds, true);
      if (!checked.ok) {
        return { ok: false, reason: "invalid", message: `Not published. ${checked.message}` };
      }
    }
    await tx
      .update(courseBundles)
      .set({ status: to, version: locked.bundle.version + 1, updatedAt: new Date() })
      .where(eq(courseBundles.id, bundleId));
    await recordStaffAction(tx, actor, {
      action: `bundle.${change}`,
      recordType: "bundle",
      recordId: bundleId,
      before: { status: from },
      after: { status: to },
    });
    return { ok: true };
  });
}

/** Whether anyone ordered the bundle (paid or not): it is then archived, never deleted. */
export async function bundleWasOrdered(db: Database, bundleId: string): Promise<boolean> {
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.bundleId, bundleId))
    .limit(1);
  return found.length > 0;
}

/** Deletes a draft or archived bundle nobody ever ordered. */
export async function deleteBundle(
  db: Database,
  actor: StaffActor,
  bundleId: string,
  version: number,
): Promise<BundleChange> {
  return db.transaction(async (tx) => {
    const locked = await lockBundleAt(tx, bundleId, version);
    if (!locked.ok) return locked;
    if (locked.bundle.status === "published") {
      return {
        ok: false,
        reason: "invalid",
        message: "A bundle on sale cannot be deleted: take it back to draft or archive it.",
      };
    }
    // Checkout orders only published bundles, so no new order can name this one meanwhile.
    if (await bundleWasOrdered(tx, bundleId)) return { ok: false, reason: "bought" };
    const courseIds = await bundleCourseIds(tx, bundleId);
    await tx.delete(courseBundles).where(eq(courseBundles.id, bundleId));
    const { version: _, updatedAt: __, createdAt: ___, ...kept } = locked.bundle;
    await recordStaffAction(tx, actor, {
      action: "bundle.delete",
      recordType: "bundle",
      recordId: bundleId,
      before: { ...kept, courseIds },
    });
    return { ok: true };
  });
}
