import { and, asc, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";

/** A course open for free registration, with its next live session (if any). */
export async function getRegistrableCourse(db: Database, courseId: string, now = new Date()) {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      priceCents: courses.priceCents,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  // Only free published courses register here; paid ones go through payment.
  if (course?.status !== "published" || course.priceCents !== 0) return null;
  const [session] = await db
    .select()
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.courseId, courseId),
        gte(liveSessions.startsAt, now),
        isNull(liveSessions.cancelledAt),
      ),
    )
    .orderBy(asc(liveSessions.startsAt))
    .limit(1);
  return { ...course, nextSession: session ?? null };
}
