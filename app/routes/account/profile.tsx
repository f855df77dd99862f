import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () =>
  pageMeta("Profile Settings", "Your name, contact details and bar admissions.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <PageShell title="Profile Settings">
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{user.email}</dd>
      </dl>
    </PageShell>
  );
}
