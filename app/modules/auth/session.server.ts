import { type AppLoadContext, redirect } from "react-router";
import { cachedRead, type ReadCache } from "~/db/read-cache.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { sessionCookieValue } from "./cookie-names";
import type { SessionUser } from "./session-user";

/** The session itself: which one, and when its holder signed in. */
export type SignedInSession = { id: string; signedInAt: number };

type SessionLookup = {
  user: SessionUser | null;
  session: SignedInSession | null;
  refreshHeaders: Headers;
};

// One lookup per request, however many loaders ask. React Router hands each
// loader its own copy of the Request, but one load context per request: the
// lookup is kept on that, apart for the action (which may sign in or out, or
// rename the user) and for the loaders that run after it.
const lookups = new WeakMap<AppLoadContext, Map<string, Promise<SessionLookup>>>();

// A session cookie issued by this request's action (a password change signs
// every session out and issues a new one): the loaders that run after the
// action, in the same request, look the visitor up with it, as the browser
// will from the next request on.
const issuedCookies = new WeakMap<AppLoadContext, string>();

/** The Cookie header this request's lookups use: the request's, with any session cookie issued since. */
function cookieHeaderOf(request: Request, context: AppLoadContext): string | null {
  return issuedCookies.get(context) ?? request.headers.get("Cookie");
}

/**
 * After an action that issued a new session cookie (in `headers`), the rest
 * of the request (the page's loaders, without JavaScript) sees the visitor
 * signed in with it, not signed out with the old one.
 */
export function adoptIssuedSessionCookie(
  request: Request,
  context: AppLoadContext,
  headers: Headers,
): void {
  const issued = headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => sessionCookieValue(pair) !== null);
  if (!issued) return;
  const name = issued.slice(0, issued.indexOf("="));
  const others = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .filter((pair) => pair && !pair.startsWith(`${name}=`));
  issuedCookies.set(context, [...others, issued].join("; "));
  lookups.delete(context);
}

function lookupSession(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  let forRequest = lookups.get(context);
  if (!forRequest) {
    forRequest = new Map();
    lookups.set(context, forRequest);
  }
  // The cookie is part of the key: a context reused for several requests (a
  // test, a script) never hands one visitor's user to another.
  const cookieHeader = cookieHeaderOf(request, context);
  const key = `${request.method} ${cookieHeader ?? ""}`;
  let lookup = forRequest.get(key);
  if (!lookup) {
    // Without a session cookie there is nobody to look up: no database round trip.
    const token = sessionCookieValue(cookieHeader);
    lookup = token
      ? rememberedSession(request, context, token)
      : Promise.resolve({ user: null, session: null, refreshHeaders: new Headers() });
    forRequest.set(key, lookup);
  }
  return lookup;
}

type CheckedSession = SessionLookup & { expiresAt: number };

/** What the sessions cache keeps for a checked cookie (null: nobody is signed in with it). */
type RememberedSession = { user: SessionUser; session: SignedInSession | null; expiresAt: number };

const sessionCacheKey = (token: string) => `session ${token}`;

/** Asks better-auth: the token's signature, the session in the database, its user. */
async function checkSession(request: Request, context: AppLoadContext): Promise<CheckedSession> {
  const requestHeaders = new Headers(request.headers);
  const cookieHeader = cookieHeaderOf(request, context);
  if (cookieHeader !== null) requestHeaders.set("Cookie", cookieHeader);
  const { headers, response } = await context.services.auth.api.getSession({
    headers: requestHeaders,
    returnHeaders: true,
  });
  // When the session is extended, better-auth re-issues its cookie.
  const refreshHeaders = new Headers();
  for (const cookie of headers.getSetCookie()) refreshHeaders.append("Set-Cookie", cookie);
  if (!response) return { user: null, session: null, refreshHeaders, expiresAt: 0 };
  const { id, name, email, emailVerified } = response.user;
  return {
    user: { id, name, email, emailVerified },
    session: {
      id: response.session.id,
      signedInAt: new Date(response.session.createdAt).getTime(),
    },
    refreshHeaders,
    expiresAt: new Date(response.session.expiresAt).getTime(),
  };
}

/**
 * The session behind a session cookie, remembered for a few seconds across
 * requests (the sessions cache): a signed-in page then needs no round trip
 * for it. Any write to the session or user tables, by any instance, forgets
 * every remembered session at once (migration 0013), so a sign-out, a revoked
 * session or a deleted account counts on the next request. The key is the
 * whole signed cookie value, remembered only once better-auth has checked it.
 */
async function rememberedSession(
  request: Request,
  context: AppLoadContext,
  token: string,
): Promise<SessionLookup> {
  let refreshHeaders = new Headers();
  const remembered = await cachedRead(
    context.services.database.db,
    sessionCacheKey(token),
    async (): Promise<RememberedSession | null> => {
      const checked = await checkSession(request, context);
      // An extended session is an update: this entry is dropped, and the new
      // cookie goes out with this answer.
      refreshHeaders = checked.refreshHeaders;
      return checked.user
        ? { user: checked.user, session: checked.session, expiresAt: checked.expiresAt }
        : null;
    },
    "sessions",
  );
  if (remembered && remembered.expiresAt <= Date.now()) {
    const checked = await checkSession(request, context);
    return checked;
  }
  return { user: remembered?.user ?? null, session: remembered?.session ?? null, refreshHeaders };
}

/**
 * The session a Cookie header signs in with, when the sessions cache holds
 * it now, checked and unexpired; undefined otherwise (nothing is looked up).
 * For the server's check whether a signed-in page may be sent as stored
 * (server/personal-page-validators.ts): a session it does not hold takes the
 * whole way, which checks it and holds it.
 */
export function peekRememberedSession(
  sessions: ReadCache,
  cookieHeader: string | null,
  now: number,
): { user: SessionUser; session: SignedInSession } | undefined {
  const token = sessionCookieValue(cookieHeader);
  if (!token) return undefined;
  const kept = sessions.peek(sessionCacheKey(token))?.value as RememberedSession | null | undefined;
  return kept?.session && kept.expiresAt > now
    ? { user: kept.user, session: kept.session }
    : undefined;
}

/** The signed-in user for this request, or null. */
export async function getSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  return (await lookupSession(request, context)).user;
}

/** The signed-in visitor's session (its id and sign-in time), or null. */
export async function getSignedInSession(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInSession | null> {
  return (await lookupSession(request, context)).session;
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
