import { type AppLoadContext, redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };

/** The signed-in user for this request, or null. */
export async function getSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  const result = await context.services.auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { id, name, email, emailVerified } = result.user;
  return { id, name, email, emailVerified };
}

/**
 * Guard for loaders and actions that need a user: a signed-out visitor is
 * sent to /login?redirectTo=<this page>. The protected page never enters the
 * history: a document request gets a 302, and a client navigation commits
 * /login in its place (a plain redirect, not `replace()`, which would also
 * overwrite the page the visitor came from).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(`${url.pathname}${url.search}`);
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}
