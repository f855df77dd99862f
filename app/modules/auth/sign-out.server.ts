import type { AppLoadContext } from "react-router";
import { forwardSetCookies } from "./cookies.server";

/**
 * Ends the session (if any); the returned headers clear the cookies. Called
 * directly: a plain visit to /logout carries no Origin header, which the
 * handler's origin check would refuse, and signing out needs no throttling.
 */
export async function signOut(context: AppLoadContext, request: Request): Promise<Headers> {
  try {
    const response = await context.services.auth.api.signOut({
      headers: request.headers,
      asResponse: true,
    });
    return forwardSetCookies(response);
  } catch (error) {
    // Spec §8: a logout failure is logged, not shown.
    context.services.logger.warn({ err: error }, "sign-out failed");
    return new Headers();
  }
}
