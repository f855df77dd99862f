import { Form, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { signOut } from "~/modules/auth/sign-out.server";
import type { Route } from "./+types/logout";

export const meta: Route.MetaFunction = () => pageMeta("Sign Out", "Sign out of your account.");

// Spec §2: /logout signs out and redirects to /. The header's Sign Out posts
// here. A visit (GET) signs out too when it comes from this site or from the
// address bar; when another site sent the browser here, it asks first, so a
// link elsewhere cannot sign people out.
// `?redirectTo=` (a path on this site) picks where to go afterwards.
function afterSignOut(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = request.headers.get("sec-fetch-site");
  if (site === null || site === "same-origin" || site === "none") {
    return redirect(afterSignOut(request), { headers: await signOut(context, request) });
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirect(afterSignOut(request), { headers: await signOut(context, request) });
}

export default function ConfirmSignOut() {
  return (
    <PageShell title="Sign Out" intro="Do you want to sign out of your account?">
      <Form method="post" className="flex gap-3">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Sign Out
        </button>
      </Form>
    </PageShell>
  );
}
