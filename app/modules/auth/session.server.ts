import { type AppLoadContext, data, redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { hasSessionCookie } from "./cookie-names";
import type { SessionUser } from "./session-user";

type SessionLookup = { user: SessionUser | null; refreshHeaders: Headers };

// One lookup per request, however many loaders ask. React Router hands each
// loader its own copy of the Request, but one load context per request: the
// lookup is kept on that, apart for the action (which may sign in or out, or
// rename the user) and for the loaders that run after it.
const lookups = new WeakMap<AppLoadContext, Map<string, Promise<SessionLookup>>>();

function lookupSession(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  let forRequest = lookups.get(context);
  if (!forRequest) {
    forRequest = new Map();
    lookups.set(context, forRequest);
  }
  // The cookie is part of the key: a context reused for several requests (a
  // test, a script) never hands one visitor's user to another.
  const key = `${request.method} ${request.headers.get("Cookie") ?? ""}`;
  let lookup = forRequest.get(key);
  if (!lookup) {
    // Without a session cookie there is nobody to look up: no database round trip.
    lookup = !hasSessionCookie(request.headers.get("Cookie"))
      ? Promise.resolve({ user: null, refreshHeaders: new Headers() })
      : (async () => {
          const { headers, response } = await context.services.auth.api.getSession({
            headers: request.headers,
            returnHeaders: true,
          });
          // When the session is extended, better-auth re-issues its cookie.
          const refreshHeaders = new Headers();
          for (const cookie of headers.getSetCookie()) refreshHeaders.append("Set-Cookie", cookie);
          if (!response) return { user: null, refreshHeaders };
          const { id, name, email, emailVerified } = response.user;
          return { user: { id, name, email, emailVerified }, refreshHeaders };
        })();
    forRequest.set(key, lookup);
  }
  return lookup;
}

/** The signed-in user for this request, or null. */
export async function getSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  return (await lookupSession(request, context)).user;
}

/** Set-Cookie headers that extend the session; the root loader returns them. */
export async function getSessionRefreshHeaders(
  request: Request,
  context: AppLoadContext,
): Promise<Headers> {
  return (await lookupSession(request, context)).refreshHeaders;
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

/**
 * The signed-in staff member (an account named in STAFF_EMAILS whose address
 * is confirmed); anyone else gets a 404, so staff pages are not advertised.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  const staff = context.services.config.staffEmails.includes(user.email.toLowerCase());
  if (!staff || !user.emailVerified) throw data(null, { status: 404 });
  return user;
}

/** For /login and /register: a signed-in visitor goes straight on. */
export async function redirectIfSignedIn(
  request: Request,
  context: AppLoadContext,
): Promise<string> {
  const params = new URL(request.url).searchParams;
  const redirectTo = withCourseDetails(safeRedirectPath(params.get("redirectTo")), params);
  if (await getSessionUser(request, context)) throw redirect(redirectTo);
  return redirectTo;
}

/** The course details the splash page's 'Secure Your Spot' carries (spec §7). */
const COURSE_DETAIL_PARAMS = [
  "courseId",
  "courseName",
  "price",
  "description",
  "bundleId",
  "plan",
] as const;

/**
 * A visitor sent to /register (or /login) on the way to /payment carries the
 * course beside `redirectTo=/payment`; they travel on to /payment with it.
 */
function withCourseDetails(redirectTo: string, params: URLSearchParams): string {
  if (redirectTo !== "/payment") return redirectTo;
  const course = new URLSearchParams();
  for (const name of COURSE_DETAIL_PARAMS) {
    const value = params.get(name);
    if (value) course.set(name, value.slice(0, 500));
  }
  return course.size > 0 ? `/payment?${course}` : redirectTo;
}
