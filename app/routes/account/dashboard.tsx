import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
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
  const params = new URL(request.url).searchParams;
  // A confirmation link lands here with ?verified=1, or ?error=… when it failed.
  const verification = params.has("error")
    ? "failed"
    : params.has("verified") && user.emailVerified
      ? "confirmed"
      : null;
  return { user, verification };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="My Dashboard" intro={`Welcome, ${loaderData.user.name}.`}>
      {loaderData.verification === "confirmed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="success">Thank you: your e-mail address is confirmed.</FormAlert>
        </div>
      ) : loaderData.verification === "failed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="error">
            This confirmation link has expired or was already used. Use “Send the link again” above
            for a new one.
          </FormAlert>
        </div>
      ) : null}
      <p>
        <Link to="/courses" className="text-brand-700 underline">
          Browse courses
        </Link>
      </p>
    </PageShell>
  );
}
