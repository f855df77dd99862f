import { redirect } from "react-router";
import { signOut } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/logout";

// Spec §2: /logout signs out and redirects to /. The header's Sign Out posts
// here; a plain visit (GET) does the same, unless another site sent the
// browser here (a cross-site link must not sign people out).
export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.headers.get("sec-fetch-site") === "cross-site") return redirect("/");
  return redirect("/", { headers: await signOut(context, request) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", { headers: await signOut(context, request) });
}
