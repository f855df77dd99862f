import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { listFaculty } from "~/modules/catalogue/list-faculty.server";
import type { Route } from "./+types/faculty";

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
      intro="Practising attorneys and legal technologists who use these tools in their own work."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {loaderData.faculty.map((member) => (
          <li key={member.id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-semibold text-xl">{member.name}</h2>
            <p className="text-brand-700 text-sm">
              {member.title}, {member.organisation}
            </p>
            <p className="mt-3 text-slate-700">{member.bio}</p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
