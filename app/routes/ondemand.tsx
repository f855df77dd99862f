import { CourseGrid } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/ondemand";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "On-Demand CLE",
    "Watch accredited CLE courses on AI, ethics and litigation whenever it suits you, with attendance verification and certificates.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return {
    courses: await listCourses(context.services.database.db, {
      status: "published",
      format: "on_demand",
    }),
  };
}

export default function OnDemandPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      title="On-Demand Library"
      intro="Recorded courses you can start, pause and resume at any time, with verification codes and a certificate when you finish."
    >
      <h2 className="sr-only">On-demand courses</h2>
      <CourseGrid courses={loaderData.courses} />
    </PageShell>
  );
}
