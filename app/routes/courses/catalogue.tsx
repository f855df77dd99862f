import { CatalogueView } from "~/components/catalogue/catalogue-view";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { parseCourseFilters, toCourseFilter } from "~/modules/catalogue/course-filters.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/catalogue";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "All CLE Courses",
    "Browse accredited CLE courses on AI in legal practice, ethics and litigation skills, live and on demand, by state approval, credit type and format.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseCourseFilters(new URL(request.url));
  const courses = await listCourses(context.services.database.db, toCourseFilter(filters));
  return { courses, filters };
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      title="All Courses"
      intro="Accredited CLE on artificial intelligence in legal practice, professional responsibility and litigation skills, as live webcasts and on demand."
    >
      <CatalogueView action="/courses" filters={loaderData.filters} courses={loaderData.courses} />
    </PageShell>
  );
}
