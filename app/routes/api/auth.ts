import { data, redirect } from "react-router";
import {
  authLandingPath,
  withSafeRedirectParams,
  withSameOriginLocation,
} from "~/modules/auth/keep-auth-redirects-on-site";
import { isPublicAuthEndpoint } from "~/modules/auth/public-endpoints";
import type { Route } from "./+types/auth";

// better-auth's HTTP API, limited to the endpoints a browser needs directly
// (see public-endpoints.ts); the rest answers 404. Every redirect target it
// reads, and every Location it answers, stays on this site.
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  if (!isPublicAuthEndpoint(request.method, url.pathname)) throw data(null, { status: 404 });
  const landing = authLandingPath(url.pathname);
  const checked = withSafeRedirectParams(request, landing);
  const response = await context.services.auth.handler(checked);
  // A confirmation link that cannot be applied (e.g. the new address was
  // registered meanwhile) goes back where it came from with an error, not a 500.
  if (url.pathname.endsWith("/verify-email") && response.status >= 500) {
    context.services.logger.warn({ status: response.status }, "e-mail confirmation failed");
    const back = new URL(checked.url).searchParams.get("callbackURL") ?? "/profile";
    const target = new URL(back, url);
    target.searchParams.set("error", "CONFIRMATION_FAILED");
    return redirect(`${target.pathname}${target.search}`);
  }
  return withSameOriginLocation(response, context.services.config.baseUrl, landing);
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
