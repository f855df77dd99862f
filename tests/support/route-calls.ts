import type { AppLoadContext } from "react-router";
import { browserRequest } from "../setup/test-services";

// Calling a route module's loader or action as the server does, and reading
// what it answered, whether returned or thrown.

export type RouteAnswer = {
  status: number;
  data: unknown;
  response: Response | null;
  /** Where a redirect leads, else null. */
  location: string | null;
};

/** What a route threw or returned: a data() answer's status and body, or a Response. */
export async function answerOf(run: () => Promise<unknown>): Promise<RouteAnswer> {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) {
    return {
      status: result.status,
      data: null,
      response: result,
      location: result.headers.get("Location"),
    };
  }
  if (result instanceof Error) throw result;
  const shaped = result as { type?: string; init?: { status?: number } | null; data?: unknown };
  // data(value, init) from react-router; anything else is the loader's plain value.
  if (shaped?.type === "DataWithResponseInit") {
    return {
      status: shaped.init?.status ?? 200,
      data: shaped.data,
      response: null,
      location: null,
    };
  }
  return { status: 200, data: result, response: null, location: null };
}

type RouteFunction = (args: never) => unknown;

/** Posts a form to a route module's action. */
export function postTo(
  action: RouteFunction,
  context: AppLoadContext,
  path: string,
  params: Record<string, string>,
  form: Record<string, string>,
  cookie?: string,
): Promise<RouteAnswer> {
  return answerOf(async () =>
    (action as (args: unknown) => unknown)({
      request: browserRequest(path, { form, cookie }),
      params,
      // A fresh object a request: the staff guard caches roles per context.
      context: { ...context },
      unstable_pattern: "",
    }),
  );
}

/** Asks a route module's loader for a page. */
export function getFrom(
  loader: RouteFunction,
  context: AppLoadContext,
  path: string,
  params: Record<string, string>,
  cookie?: string,
): Promise<RouteAnswer> {
  return answerOf(async () =>
    (loader as (args: unknown) => unknown)({
      request: browserRequest(path, { cookie }),
      params,
      context: { ...context },
      unstable_pattern: "",
    }),
  );
}
