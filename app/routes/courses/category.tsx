import { data } from "react-router";
import { CatalogueView } from "~/components/catalogue/catalogue-view";
import { PageShell } from "~/components/layout/page-shell";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { parseCourseFilters, toCourseFilter } from "~/modules/catalogue/course-filters.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/category";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

// One module serves /courses/ai, /courses/ethics and /courses/litigation; the
// category is the last path segment.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const category = COURSE_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw data(null, { status: 404 });
  const filters = parseCourseFilters(url);
  const courses = await listCourses(context.services.database.db, {
    ...toCourseFilter(filters),
    categorySlug: category.slug,
  });
  return { category, courses, filters };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.category.name} CLE Courses`, loaderData.category.description)
    : [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <PageShell eyebrow="Browse courses" title={category.name} intro={category.description}>
      <CatalogueView
        action={`/courses/${category.slug}`}
        filters={loaderData.filters}
        courses={loaderData.courses}
      />
    </PageShell>
  );
}
