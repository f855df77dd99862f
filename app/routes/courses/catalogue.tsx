import { Form, Link } from "react-router";
import { z } from "zod";
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

const searchSchema = z.object({ q: z.string().trim().max(200).catch("") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q } = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const courses = await listCourses(context.services.database.db, {
    status: "published",
    query: q,
  });
  return { courses, query: q };
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { courses, query } = loaderData;
  return (
    <PageShell
      title="All Courses"
      intro="Accredited CLE on artificial intelligence in legal practice, professional responsibility and litigation skills, as live webcasts and on demand."
    >
      <Form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
        <label htmlFor="course-search" className="sr-only">
          Search courses
        </label>
        <input
          id="course-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="What do you want to learn today?"
          className="w-full rounded-md border border-slate-400 px-3 py-2"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>
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
      <h2 className={query ? "mb-4 font-semibold text-xl" : "sr-only"} aria-live="polite">
        {query
          ? `${courses.length} ${courses.length === 1 ? "course" : "courses"} for “${query}”`
          : "Courses"}
      </h2>
      <CourseGrid
        courses={courses}
        emptyMessage={
          query
            ? "No course matches your search. Try fewer or other words, or browse the categories above."
            : undefined
        }
      />
    </PageShell>
  );
}
