import { asc, eq, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

export type CourseMove =
  | { ok: true; title: string }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "edge"; title: string };

/**
 * Moves a course one place up or down in the catalogue order (every course,
 * whatever its status), renumbering the order from 0 so it has no gaps or
 * ties. The public lists show the new order on the next request.
 */
export async function moveCourse(
  db: Database,
  actor: StaffActor,
  courseId: string,
  direction: "up" | "down",
): Promise<CourseMove> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.catalogueOrder})`);
    const order = await tx
      .select({ id: courses.id, title: courses.title, position: courses.position })
      .from(courses)
      .orderBy(asc(courses.position), asc(courses.id));
    const index = order.findIndex((course) => course.id === courseId);
    const moving = order[index];
    if (!moving) return { ok: false, reason: "gone" };
    const target = direction === "up" ? index - 1 : index + 1;
    const neighbour = order[target];
    if (!neighbour) return { ok: false, reason: "edge", title: moving.title };
    order[target] = moving;
    order[index] = neighbour;
    for (const [position, course] of order.entries()) {
      if (course.position !== position) {
        await tx.update(courses).set({ position }).where(eq(courses.id, course.id));
      }
    }
    await recordStaffAction(tx, actor, {
      action: "course.move",
      recordType: "course",
      recordId: courseId,
      // Places in the catalogue order, counted from 0, and whom it changed places with.
      before: { position: index },
      after: { position: target, swappedWith: neighbour.id },
    });
    return { ok: true, title: moving.title };
  });
}
