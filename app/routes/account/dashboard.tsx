import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "My Dashboard",
    "Your registrations, courses in progress, certificates and CLE credits.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="My Dashboard" intro={`Welcome, ${loaderData.user.name}.`}>
      <p>
        <Link to="/courses" className="text-brand-700 underline">
          Browse courses
        </Link>
      </p>
    </PageShell>
  );
}
