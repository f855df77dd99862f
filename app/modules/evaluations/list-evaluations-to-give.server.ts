import { and, asc, eq, exists, isNotNull, isNull, notExists, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { evaluations } from "~/db/schema/evaluations";
import { enrolments } from "~/db/schema/learning";

/**
 * The courses an attendee completed (a certificate, or the on-demand lecture
 * watched to the end) and has not evaluated yet: what the dashboard invites
 * them to evaluate. One statement.
 */
export async function listEvaluationsToGive(
  db: Database,
  uid: string,
  /** Only this course (the course page asks about its own). */
  onlyCourseId?: string,
): Promise<{ courseId: string; title: string }[]> {
  const certified = db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.uid, uid),
        eq(certificates.courseId, courses.id),
        isNull(certificates.revokedAt),
      ),
    );
  const watched = db
    .select({ id: enrolments.courseId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.uid, uid),
        eq(enrolments.courseId, courses.id),
        isNotNull(enrolments.completedAt),
      ),
    );
  const evaluated = db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.uid, uid), eq(evaluations.courseId, courses.id)));
  return db
    .select({ courseId: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        onlyCourseId ? eq(courses.id, onlyCourseId) : undefined,
        or(exists(certified), exists(watched)),
        notExists(evaluated),
      ),
    )
    .orderBy(asc(courses.title));
}
