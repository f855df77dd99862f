import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, states } from "~/db/schema/catalogue";
import { completionTotals } from "~/db/schema/certificates";
import type { CompletionsFilters } from "./completions-period";

/** One month, state and course of the report: how many completed, and the credit hours. */
export type CompletionRow = {
  month: string;
  stateSlug: string;
  stateName: string;
  courseId: string;
  courseTitle: string;
  completions: number;
  creditHours: number;
};

/**
 * Completions counted from valid certificates (the latest version, not
 * revoked), one per attorney, course and state in which credit was claimed,
 * by the month of completion: read from the totals the certificates'
 * triggers keep (migration 0071, docs/decisions/0082), so the rows are at most
 * months × states × courses and cost no more to read however many
 * certificates there are.
 */
export function listCompletions(
  db: Database,
  filters: CompletionsFilters,
): Promise<CompletionRow[]> {
  return db
    .select({
      month: completionTotals.month,
      stateSlug: completionTotals.stateSlug,
      stateName: states.name,
      courseId: completionTotals.courseId,
      courseTitle: courses.title,
      completions: completionTotals.completions,
      creditHours: completionTotals.creditHours,
    })
    .from(completionTotals)
    .innerJoin(courses, eq(courses.id, completionTotals.courseId))
    .innerJoin(states, eq(states.slug, completionTotals.stateSlug))
    .where(
      and(
        gte(completionTotals.month, filters.from),
        lte(completionTotals.month, filters.to),
        filters.state ? eq(completionTotals.stateSlug, filters.state) : undefined,
        filters.course ? eq(completionTotals.courseId, filters.course) : undefined,
      ),
    )
    .orderBy(desc(completionTotals.month), asc(states.name), asc(courses.title));
}

/** The courses the report can be narrowed to, by title. */
export function listReportCourses(db: Database) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .orderBy(asc(courses.title));
}
