import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/delete-account";

export const meta: Route.MetaFunction = () =>
  pageMeta("Delete Account", "Permanently delete your account and the personal data it holds.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function DeleteAccountPage() {
  return (
    <PageShell
      title="Delete Account"
      intro="Deleting your account removes your profile, sign-in and personal data for good."
    />
  );
}
