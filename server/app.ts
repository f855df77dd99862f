import "./load-context";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler as createReactRouterHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { readCacheOf } from "~/db/read-cache.server";
import type { Config } from "~/modules/config/env.server";
import type { Logger } from "~/modules/logging/logger.server";
import { contentSecurityPolicy, securityHeaderList } from "./http-security";
import { personalNotModifiedHeaders, personalPageTags } from "./personal-page-validators";
import { requestWithReadBody } from "./read-request-bodies";
import type { RequestAdmission } from "./request-admission";
import { storedPageServer } from "./serve-stored-pages";
import { type AppServices, closeServices, createServices } from "./services";
import { HELD_WHOLE, RENDER_STATE, sharedPageCache } from "./shared-page-cache";
import { sharedPageTags, sharedPageValidators } from "./shared-page-validators";

/**
 * The application side of the server, loaded by server/main.ts: through Vite
 * in development (so routes reload), from the bundle in production. Keeping
 * services and routes in this one module graph means the database and auth
 * instance the routes use are the ones main.ts opened and will close.
 */

export function boot(config: Config, logger: Logger): Promise<AppServices> {
  return createServices(config, logger);
}

export function shutdown(services: AppServices): Promise<void> {
  return closeServices(services);
}

/** The tus endpoint for staff uploads (/staff/uploads), mounted ahead of the pages. */
export function createUploadRequestHandler(services: AppServices): RequestHandler {
  // tus and its store load on the first upload, not at start-up: most
  // processes never see one.
  let handler: ReturnType<typeof openUploadHandler> | undefined;
  return (req, res, next) => {
    handler ??= openUploadHandler(services).catch((error: unknown) => {
      handler = undefined; // a failed load is tried again on the next upload
      throw error;
    });
    handler.then((handle) => handle(req, res)).catch(next);
  };
}

async function openUploadHandler(services: AppServices) {
  const { createUploadHandler } = await import("~/modules/media/create-upload-handler.server");
  return createUploadHandler(services);
}

/**
 * The pages' handler, and in production the answer for a stored signed-out
 * page that main.ts gives ahead of Express (server/serve-stored-pages.ts).
 */
export type PageHandlers = {
  handle: RequestHandler;
  serveStored?: (req: IncomingMessage, res: ServerResponse) => boolean;
};

export async function createRequestHandler(
  services: AppServices,
  admission: RequestAdmission,
): Promise<PageHandlers> {
  const production = services.config.nodeEnv === "production";
  const loadBuild = () =>
    import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;
  // In production the build is handed over once, so React Router derives its
  // routes and manifest once; in development it is asked for on every
  // request, so edited routes are picked up.
  const build = production ? await loadBuild() : null;
  const render = createReactRouterHandler({
    build: build ?? loadBuild,
    mode: production ? "production" : "development",
    getLoadContext(_req, res) {
      const render = { failed: false };
      res.locals[RENDER_STATE] = render;
      return {
        services,
        cspNonce: String(res.locals.cspNonce ?? ""),
        render,
        heldWhole: res.locals[HELD_WHOLE] === true,
      };
    },
  });
  // A revalidation answered 304, or a shared page already rendered, costs
  // next to nothing: neither queues. A body has been read by then
  // (server/read-request-bodies.ts): React Router reads it from memory.
  const admitted: RequestHandler = (req, res, next) =>
    admission.middleware(req, res, () => render(requestWithReadBody(req), res, next));
  if (!build) return { handle: admitted };
  const tags = sharedPageTags(build, readCacheOf(services.database.db));
  const validate = sharedPageValidators(tags);
  const https = services.config.baseUrl.startsWith("https://");
  const headers = securityHeaderList({ https });
  const policy = (scriptSources: string[]) => contentSecurityPolicy(scriptSources, { https });
  const pages = sharedPageCache({ policy, headers });
  // A signed-in attorney's own pages, kept per visitor (decision 0081): a
  // bound of their own, so they never push the public pages out.
  const validatePersonal = sharedPageValidators(
    personalPageTags(build, services.database.db),
    personalNotModifiedHeaders,
  );
  const personalPages = sharedPageCache({
    policy,
    headers,
    maxEntries: 2_000,
    maxBytes: 16 * 1024 * 1024,
  });
  return {
    handle: (req, res, next) =>
      validate(req, res, () =>
        pages.middleware(req, res, () =>
          validatePersonal(req, res, () =>
            personalPages.middleware(req, res, () => admitted(req, res, next)),
          ),
        ),
      ),
    serveStored: storedPageServer({ tags, pages, headers }),
  };
}
