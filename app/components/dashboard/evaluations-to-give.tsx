import { Link } from "react-router";
import { CARD_LIST, DashboardSection } from "./dashboard-section";

/** Completed courses not evaluated yet, each with the way to evaluate it. */
export function EvaluationsToGive({
  courses,
}: {
  courses: readonly { courseId: string; title: string }[];
}) {
  if (courses.length === 0) return null;
  return (
    <DashboardSection
      id="evaluations"
      headingId="evaluations-heading"
      title="Evaluate your courses"
    >
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
    </DashboardSection>
  );
}
