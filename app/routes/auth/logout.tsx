import { redirect } from "react-router";
import { signOut } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/logout";

// Spec §2: /logout signs out and redirects to /. The header's Sign Out posts
// here; a plain visit (GET) does the same.
export async function loader({ request, context }: Route.LoaderArgs) {
  return redirect("/", { headers: await signOut(context, request) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", { headers: await signOut(context, request) });
}
