import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { formatDay, lastOfMonth, monthIndex } from "~/lib/iso-dates";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
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
 * by the month of completion. Grouped in the database: the rows are at most
 * months × states × courses, whatever the number of certificates.
 */
export function listCompletions(
  db: Database,
  filters: CompletionsFilters,
): Promise<CompletionRow[]> {
  const month = sql<string>`to_char(${certificates.completedOn}, 'YYYY-MM')`;
  const to = lastOfMonth(
    monthIndex(Number(filters.to.slice(0, 4)), Number(filters.to.slice(5, 7))),
  );
  return db
    .select({
      month,
      stateSlug: certificates.stateSlug,
      stateName: states.name,
      courseId: certificates.courseId,
      courseTitle: courses.title,
      completions: sql<number>`count(*)`.mapWith(Number),
      creditHours:
        sql<number>`coalesce(sum((select sum(value::numeric) from jsonb_each_text(${certificates.credits}))), 0)`.mapWith(
          Number,
        ),
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(states, eq(states.slug, certificates.stateSlug))
    .where(
      and(
        isValidCertificate,
        gte(certificates.completedOn, `${filters.from}-01`),
        lte(certificates.completedOn, formatDay(to)),
        filters.state ? eq(certificates.stateSlug, filters.state) : undefined,
        filters.course ? eq(certificates.courseId, filters.course) : undefined,
      ),
    )
    .groupBy(month, certificates.stateSlug, states.name, certificates.courseId, courses.title)
    .orderBy(sql`1 desc`, asc(states.name), asc(courses.title));
}

/** The courses the report can be narrowed to, by title. */
export function listReportCourses(db: Database) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .orderBy(asc(courses.title));
}
