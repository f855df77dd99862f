import { Link } from "react-router";
import { CourseGrid } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { CATEGORY_NAVIGATION } from "~/content/navigation";
import { pageMeta } from "~/lib/meta";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/catalogue";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "All CLE Courses",
    "Browse accredited CLE courses on AI in legal practice, ethics and litigation skills, live and on demand.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await listCourses(context.services.database.db, { status: "published" }) };
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      title="All Courses"
      intro="Accredited CLE on artificial intelligence in legal practice, professional responsibility and litigation skills, as live webcasts and on demand."
    >
      <nav aria-label="Browse by category" className="mb-8">
        <ul className="flex flex-wrap gap-3">
          {CATEGORY_NAVIGATION.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-block rounded-full bg-white px-4 py-2 font-medium text-brand-800 text-sm ring-1 ring-brand-100 hover:bg-brand-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">Courses</h2>
      <CourseGrid courses={loaderData.courses} />
    </PageShell>
  );
}
