import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { listFirmPeople } from "./list-firm-people.server";
import { listFirmSeatPools } from "./list-firm-seat-pools.server";

export type SeatAssignment = {
  member: { uid: string; name: string; email: string };
  course: { id: string; title: string };
  /** The member is registered for the course already (through the firm or not). */
  registered: boolean;
  /** The firm's pools for this course with a free seat, before their course starts. */
  pools: { id: string; name: string; free: number; sessionStartsAt: Date | null }[];
};

/**
 * What giving a member a seat in a course needs: the member (of this firm),
 * the course, and the pools with a seat free. Null when either is unknown.
 */
export async function loadSeatAssignment(
  db: Database,
  firmId: string,
  memberUid: string,
  courseId: string,
  now = new Date(),
): Promise<SeatAssignment | null> {
  const member = (await listFirmPeople(db, firmId)).find((person) => person.uid === memberUid);
  if (!member) return null;
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [registration] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.id, registrationId(member.uid, course.id))));
  const pools = (await listFirmSeatPools(db, firmId))
    .filter(
      (pool) =>
        pool.product === "course" &&
        pool.courseId === course.id &&
        pool.used < pool.quantity &&
        (pool.sessionStartsAt === null || pool.sessionStartsAt > now),
    )
    .map((pool) => ({
      id: pool.id,
      name: pool.name,
      free: pool.quantity - pool.used,
      sessionStartsAt: pool.sessionStartsAt,
    }));
  return { member, course, registered: Boolean(registration), pools };
}
