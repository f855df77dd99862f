import { Link } from "react-router";
import { FacultyPortrait } from "~/components/catalogue/faculty-portrait";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { listFaculty } from "~/modules/catalogue/list-faculty.server";
import type { Route } from "./+types/faculty";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Faculty",
    "Meet the attorneys and legal technologists who teach our CLE courses on AI in legal practice.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return { faculty: await listFaculty(context.services.database.db) };
}

export default function FacultyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      title="Our Faculty"
      intro="Practicing attorneys and legal technologists who use these tools in their own work."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {loaderData.faculty.map((member) => (
          <li
            key={member.id}
            id={member.id}
            className="scroll-mt-24 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-center gap-4">
              <FacultyPortrait name={member.name} portrait={member.portrait} size="large" />
              <div className="min-w-0">
                <h2 className="font-semibold text-xl">{member.name}</h2>
                <p className="text-brand-700 text-sm">
                  {member.title}, {member.organisation}
                </p>
              </div>
            </div>
            <p className="mt-3 text-slate-700">{member.bio}</p>
            {member.courses.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold text-sm">Teaches</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {member.courses.map((course) => (
                    <li key={course.id}>
                      {course.upcoming ? (
                        <span>
                          {course.title} <span className="text-slate-600">(coming soon)</span>
                        </span>
                      ) : (
                        <Link to={`/courses/${course.slug}`} className="text-brand-700 underline">
                          {course.title}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
