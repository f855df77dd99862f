import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isPublicAuthEndpoint } from "~/modules/auth/public-endpoints";
import type { Route } from "./+types/auth";

// better-auth's HTTP API, limited to the endpoints a browser needs directly
// (see public-endpoints.ts); the rest answers 404.
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  if (!isPublicAuthEndpoint(request.method, url.pathname)) throw data(null, { status: 404 });
  const response = await context.services.auth.handler(request);
  // A confirmation link that cannot be applied (e.g. the new address was
  // registered meanwhile) goes back where it came from with an error, not a 500.
  if (url.pathname.endsWith("/verify-email") && response.status >= 500) {
    context.services.logger.warn({ status: response.status }, "e-mail confirmation failed");
    const target = new URL(safeRedirectPath(url.searchParams.get("callbackURL"), "/profile"), url);
    target.searchParams.set("error", "CONFIRMATION_FAILED");
    return redirect(`${target.pathname}${target.search}`);
  }
  return response;
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
