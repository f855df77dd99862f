import { data } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { isCourseId } from "~/content/catalogue";
import { FORMAT_LABELS, formatCredits } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { getCourse } from "~/modules/catalogue/get-course.server";
import type { Route } from "./+types/course-player";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const course = await getCourse(context.services.database.db, params.courseId);
  if (!course) throw data(null, { status: 404 });
  return { course };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.course.title} – Course Player`, loaderData.course.summary)
    : [];

export default function CoursePlayerPage({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <PageShell eyebrow="Course player" title={course.title} intro={course.summary}>
      <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Format</dt>
        <dd>{FORMAT_LABELS[course.format]}</dd>
        {course.credits.length > 0 ? (
          <>
            <dt className="font-semibold">Credits</dt>
            <dd>{formatCredits(course.credits)}</dd>
          </>
        ) : null}
        {course.faculty.length > 0 ? (
          <>
            <dt className="font-semibold">Faculty</dt>
            <dd>{course.faculty.map((member) => member.name).join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </PageShell>
  );
}
