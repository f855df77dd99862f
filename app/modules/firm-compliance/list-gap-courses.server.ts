// The approved courses that close a member's gap in a state before its
// deadline (decision 0064): approved there, not yet taken, available in time,
// carrying hours the period still lacks.

import { eq } from "drizzle-orm";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";
import { type CourseSummary, listCourses } from "~/modules/catalogue/list-courses.server";
import type { StateTracker } from "~/modules/credit-tracker/credit-tracker-types";
import type { RequirementProgress } from "~/modules/credit-tracker/period-evaluation-types";

/** How many courses are offered per state. */
const COURSES_PER_STATE = 5;

export type GapCourse = {
  courseId: string;
  title: string;
  slug: string;
  format: CourseSummary["format"];
  /** Hours approved in the state, all categories. */
  hours: number;
  /** Of them, hours in categories the period still lacks. */
  hoursTowardGap: number;
  /** The next live session (null: on demand). */
  nextLiveAt: Date | null;
};

export type StateGap = {
  slug: string;
  name: string;
  /** ISO date. */
  deadline: string;
  daysLeft: number;
  stillNeeded: number;
  /** "Ethics: 2.0 hours" style lines: what is missing. */
  missing: { label: string; hours: number }[];
  courses: GapCourse[];
};

function flatten(items: readonly RequirementProgress[]): RequirementProgress[] {
  return items.flatMap((item) => [item, ...flatten(item.within)]);
}

/** Whether the course can be completed by the deadline (the end of that day, roughly). */
function availableBy(course: CourseSummary, deadline: string): boolean {
  if (course.format === "on_demand") return course.status === "published";
  return course.nextLiveAt !== null && course.nextLiveAt.toISOString().slice(0, 10) <= deadline;
}

/**
 * For each state whose judged period still lacks hours and whose deadline has
 * not passed: what is missing and the courses that help most, best first.
 */
export async function listGapCourses(
  db: Database,
  uid: string,
  states: readonly StateTracker[],
  now: Date = new Date(),
): Promise<StateGap[]> {
  const open = states.filter(
    (state) =>
      state.evaluation &&
      !state.evaluation.complete &&
      state.evaluation.deadline.daysLeft >= 0 &&
      state.evaluation.hoursStillNeeded > 0,
  );
  if (open.length === 0) return [];
  const taken = new Set(
    (
      await db
        .select({ courseId: courseRegistrations.courseId })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.uid, uid))
    ).map((row) => row.courseId),
  );
  const gaps: StateGap[] = [];
  for (const state of open) {
    const evaluation = state.evaluation;
    if (!evaluation) continue;
    const unmet = flatten(evaluation.requirements).filter((item) => item.missing > 0);
    const lacking = new Set<CreditCategory>(unmet.flatMap((item) => item.categories));
    const totalMissing = evaluation.total.missing > 0;
    const candidates = await listCourses(db, { state: state.slug }, now);
    const courses = candidates
      .filter((course) => !taken.has(course.id) && availableBy(course, evaluation.period.endsOn))
      .map((course): GapCourse => {
        const credits = Object.entries(course.stateApproval?.credits ?? {}) as [
          CreditCategory,
          number,
        ][];
        const hours = credits.reduce((sum, [, value]) => sum + value, 0);
        const hoursTowardGap = credits
          .filter(([category]) => lacking.has(category))
          .reduce((sum, [, value]) => sum + value, 0);
        return {
          courseId: course.id,
          title: course.title,
          slug: course.slug,
          format: course.format,
          hours,
          hoursTowardGap,
          nextLiveAt: course.nextLiveAt,
        };
      })
      .filter((course) => course.hoursTowardGap > 0 || (totalMissing && course.hours > 0))
      .toSorted((a, b) => b.hoursTowardGap - a.hoursTowardGap || b.hours - a.hours)
      .slice(0, COURSES_PER_STATE);
    gaps.push({
      slug: state.slug,
      name: state.name,
      deadline: evaluation.period.endsOn,
      daysLeft: evaluation.deadline.daysLeft,
      stillNeeded: evaluation.hoursStillNeeded,
      missing: [
        ...(totalMissing ? [{ label: "Total", hours: evaluation.total.missing }] : []),
        ...unmet.map((item) => ({ label: item.label, hours: item.missing })),
      ],
      courses,
    });
  }
  return gaps;
}
