import { data } from "react-router";
import { CourseGrid } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { pageMeta } from "~/lib/meta";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/category";

// One module serves /courses/ai, /courses/ethics and /courses/litigation; the
// category is the last path segment.
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  const category = COURSE_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw data(null, { status: 404 });
  const courses = await listCourses(context.services.database.db, {
    categorySlug: category.slug,
    status: "published",
  });
  return { category, courses };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.category.name} CLE Courses`, loaderData.category.description)
    : [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, courses } = loaderData;
  return (
    <PageShell eyebrow="Browse courses" title={category.name} intro={category.description}>
      <h2 className="sr-only">Courses</h2>
      <CourseGrid courses={courses} />
    </PageShell>
  );
}
