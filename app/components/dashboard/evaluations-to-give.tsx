import { Link } from "react-router";
import { CARD_LIST, DashboardSection } from "./dashboard-section";
import { SeeAllLink } from "./see-all-link";

/** Completed courses not evaluated yet, each with the way to evaluate it. */
export function EvaluationsToGive({
  courses,
  title = "Evaluate your courses",
  total,
}: {
  courses: readonly { courseId: string; title: string }[];
  /** The section's heading (a list's own page names its page). */
  title?: string;
  /** How many there are, where this shows only the first few. */
  total?: number;
}) {
  if (courses.length === 0) return null;
  return (
    <DashboardSection id="evaluations" headingId="evaluations-heading" title={title}>
      <p className="mt-1 text-slate-700">
        Tell us what you thought of the courses you completed. Some states require it before your
        certificate.
      </p>
      <ul className={CARD_LIST}>
        {courses.map((course) => (
          <li
            key={course.courseId}
            className="flex flex-wrap items-center justify-between gap-2 p-4"
          >
            <span className="font-medium">{course.title}</span>
            <Link
              to={`/dashboard/evaluations/${course.courseId}`}
              className="text-brand-700 underline"
            >
              Evaluate<span className="sr-only"> {course.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <SeeAllLink kind="evaluations" shown={courses.length} total={total} />
    </DashboardSection>
  );
}
