import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { evaluations } from "~/db/schema/evaluations";
import { enrolments } from "~/db/schema/learning";
import { evaluationFormVersions } from "./load-evaluation-form.server";
import { type EvaluationSummary, summariseEvaluations } from "./summarise-evaluations";

/** Which evaluations: a course's, or one live session's of it. */
export type EvaluationScope = { courseId: string; liveSessionId: string | null };

/** The evaluations in scope, oldest first, without who gave them. */
export async function readScopedEvaluations(db: Database, scope: EvaluationScope) {
  return db
    .select({
      id: evaluations.id,
      formVersion: evaluations.formVersion,
      answers: evaluations.answers,
      submittedAt: evaluations.submittedAt,
      completion: evaluations.completion,
      completedOn: evaluations.completedOn,
      liveSessionId: evaluations.liveSessionId,
    })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.courseId, scope.courseId),
        scope.liveSessionId ? eq(evaluations.liveSessionId, scope.liveSessionId) : undefined,
      ),
    )
    .orderBy(asc(evaluations.submittedAt), asc(evaluations.id));
}

/**
 * Attendees who completed: holders of a current certificate of the course
 * (of the session, for a session), and, for the whole course, those who
 * finished the on-demand lecture. Counted once each.
 */
async function countCompleters(db: Database, scope: EvaluationScope): Promise<number> {
  const certified: SQL = sql`select ${certificates.uid} as uid from ${certificates} where ${and(
    eq(certificates.courseId, scope.courseId),
    isNull(certificates.supersededAt),
    isNull(certificates.revokedAt),
    isNotNull(certificates.uid),
    scope.liveSessionId ? eq(certificates.liveSessionId, scope.liveSessionId) : undefined,
  )}`;
  const watched: SQL = sql`select ${enrolments.uid} as uid from ${enrolments} where ${and(
    eq(enrolments.courseId, scope.courseId),
    isNotNull(enrolments.completedAt),
  )}`;
  const union = scope.liveSessionId ? certified : sql`${certified} union ${watched}`;
  const [row] = await db
    .select({ count: sql<number>`count(distinct uid)::int` })
    .from(sql`(${union}) as completers`);
  return row?.count ?? 0;
}

export type EvaluationResults = {
  course: { id: string; title: string };
  session: { id: string; startsAt: Date } | null;
  sessions: { id: string; startsAt: Date }[];
  summary: EvaluationSummary;
};

/** A course's (or one session's) evaluation results for staff; null when there is no such course or session. */
export async function loadEvaluationResults(
  db: Database,
  scope: EvaluationScope,
): Promise<EvaluationResults | null> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, scope.courseId));
  if (!course) return null;
  const sessions = await db
    .select({ id: liveSessions.id, startsAt: liveSessions.startsAt })
    .from(liveSessions)
    .where(eq(liveSessions.courseId, scope.courseId))
    .orderBy(asc(liveSessions.startsAt));
  const session = scope.liveSessionId
    ? (sessions.find((candidate) => candidate.id === scope.liveSessionId) ?? null)
    : null;
  if (scope.liveSessionId && !session) return null;
  const [versions, answered, completers] = [
    await evaluationFormVersions(db, scope.courseId),
    await readScopedEvaluations(db, scope),
    await countCompleters(db, scope),
  ];
  return {
    course,
    session,
    sessions,
    summary: summariseEvaluations(versions, answered, completers),
  };
}
