import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { MAX_REQUEST_BODY_BYTES } from "~/lib/read-submission.server";
import { CLIENT_IP_HEADER } from "~/modules/auth/client-ip";
import { type Config, loadConfig } from "~/modules/config/env.server";
import { ensureSecrets } from "~/modules/config/secrets.server";
import { createLogger, type Logger } from "~/modules/logging/logger.server";
import { UPLOADS_PATH } from "~/modules/media/lecture-file-rules";
import { addAcceptHandles } from "./accept-handles";
import type { PageHandlers } from "./app";
import compressionLevels from "./compression-levels.json";
import { type DataDirLock, DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { dropTrailingSlash } from "./drop-trailing-slash";
import { dropDocumentOnlyHeaders, refuseCrossSiteWrites, securityHeaders } from "./http-security";
import { limitConnections } from "./limit-connections";
import { readRequestBodies } from "./read-request-bodies";
import { refuseConnect, refuseOtherMethods } from "./refuse-other-methods";
import { refuseUnstorableAddresses } from "./refuse-unstorable-addresses";
import { createRequestAdmission, isShedResponse } from "./request-admission";
import { serverTiming } from "./server-timing";
import { isEncodedHere } from "./shared-page-cache";
import { unreadRequestBodies } from "./unread-request-bodies";

type AppModule = typeof import("./app");
/** Express's compiled TRUST_PROXY: whether the hop at `index` (0: the socket's peer) is a trusted proxy. */
type TrustProxy = (address: string, index: number) => boolean;

const SHUTDOWN_GRACE_MS = 10_000;
// Memory the request bodies being read may hold between them (each is at most
// MAX_REQUEST_BODY_BYTES): a handful of the largest uploads at once.
const MAX_BUFFERED_BODY_BYTES = 64 * 1024 * 1024;

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  // The built server is production unless told otherwise; only the source
  // (npm run dev) defaults to development.
  if (!import.meta.url.endsWith(".ts")) process.env.NODE_ENV ??= "production";
  const result = loadConfig(process.env);
  if (!result.ok) {
    console.error(
      `The server cannot start: its configuration has ${result.problems.length} problem(s):\n${result.problems
        .map((problem) => `  - ${problem}`)
        .join("\n")}\nSee .env.example for every setting.`,
    );
    process.exit(1);
  }
  const logger = createLogger(result.config.logLevel);

  let lock: DataDirLock | undefined;
  if (!result.config.databaseUrl) {
    try {
      lock = await lockDataDir(result.config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  try {
    await serve(ensureSecrets(result.config), logger, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function serve(config: Config, logger: Logger, lock: DataDirLock | undefined): Promise<void> {
  const development = config.nodeEnv === "development";
  // V8 lets the heap grow up to four times what its last full collection
  // kept before it collects again; a server whose live heap is about 60 MB
  // then sits at 450 MB. Read at each collection, so it applies from here on.
  if (config.heapGrowingPercent > 0) {
    v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  }

  const http = express();
  http.disable("x-powered-by");
  http.set("trust proxy", config.trustProxy);

  let loadApp: () => Promise<AppModule>;
  let viteMiddleware: RequestHandler | undefined;
  if (development) {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    viteMiddleware = vite.middlewares;
    loadApp = () => vite.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  } else {
    loadApp = () => import("./app");
  }

  const services = await (await loadApp()).boot(config, logger);
  const admission = createRequestAdmission({
    maxConcurrent: config.maxConcurrentRequests,
    maxWaitMs: config.requestQueueTimeoutMs,
  });
  const limits = config.clients;
  const connections = limitConnections({
    maxConnections: limits.maxConnections,
    maxPerAddress: limits.maxConnectionsPerAddress,
    firstByteTimeoutMs: limits.firstByteTimeoutMs,
    isProxy: (address) => (http.get("trust proxy fn") as TrustProxy)(address, 0),
  });
  let shuttingDown = false;
  // Refusals under overload are counted, not logged one by one: a line a minute.
  let shedLogged = 0;
  let connectionsRefusedLogged = 0;
  const shedReport = setInterval(() => {
    const { shed } = admission.stats();
    if (shed > shedLogged) logger.warn({ refused: shed - shedLogged }, "busy: requests refused");
    shedLogged = shed;
    const { refused, open } = connections.stats();
    if (refused > connectionsRefusedLogged) {
      const count = refused - connectionsRefusedLogged;
      logger.warn({ refused: count, open }, "busy: connections over the cap refused");
    }
    connectionsRefusedLogged = refused;
  }, 60_000);
  shedReport.unref();

  // First: the time counts from the request's arrival, the queue included.
  if (config.serverTiming) http.use(serverTiming());
  http.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      customLogLevel: (_req, res, error) => {
        if (isShedResponse(res)) return "silent";
        return error || res.statusCode >= 500 ? "error" : "info";
      },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  http.use((req, res, next) => {
    // The only client address better-auth trusts; overwrite whatever was sent.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    if (shuttingDown) res.setHeader("Connection", "close");
    next();
  });
  http.use(unreadRequestBodies());
  http.use(refuseOtherMethods());
  http.use(refuseUnstorableAddresses());
  http.use(securityHeaders({ baseUrl: config.baseUrl, development }));
  http.use(refuseCrossSiteWrites({ baseUrl: config.baseUrl }));
  // Staff uploads (tus): after the security headers and the cross-site
  // refusal, before compression and the request queue. Nothing before it
  // reads or caps a body (unreadRequestBodies only drains one left unread
  // after an answer), so a chunk of any size streams to the disk.
  const uploads = (await loadApp()).createUploadRequestHandler(services);
  http.use((req, res, next) => {
    if (req.path === UPLOADS_PATH || req.path.startsWith(`${UPLOADS_PATH}/`))
      uploads(req, res, next);
    else next();
  });
  // Every other body is read whole before the request can take a turn in the
  // queue: slow senders hold a connection, never a turn.
  http.use(
    readRequestBodies({
      maxBytes: MAX_REQUEST_BODY_BYTES,
      maxBufferedBytes: MAX_BUFFERED_BODY_BYTES,
      graceMs: limits.bodyTimeoutMs,
      minBytesPerSecond: limits.bodyMinBytesPerSecond,
    }),
  );
  http.use(
    compression({
      // A page kept for every visitor is stored compressed and sent as it is.
      filter: (req, res) => !isEncodedHere(res) && compression.filter(req, res),
      level: compressionLevels.gzipLevel,
      brotli: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: compressionLevels.brotliQuality,
          [zlibConstants.BROTLI_PARAM_LGWIN]: compressionLevels.brotliWindowBits,
        },
      },
    }),
  );

  http.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(
      config.exposeStatementCount
        ? { status: "ok", statements: services.database.statementCount() }
        : { status: "ok" },
    );
  });
  http.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (shuttingDown) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    // A load balancer sends new visitors elsewhere while this instance's
    // queue is long; it comes back once the queue is short again.
    if (admission.saturated()) {
      res.status(503).json({ status: "saturated", ...admission.stats() });
      return;
    }
    try {
      await services.database.ping();
      res.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "database unavailable" });
    }
  });

  if (viteMiddleware) {
    http.use(viteMiddleware);
  } else {
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    http.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
        setHeaders: dropDocumentOnlyHeaders,
      }),
    );
    // Only paths that name a file (pages have no extension): looking a page's
    // path up on disk, and the not-found error that comes of it, is wasted work.
    const publicFiles = express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: dropDocumentOnlyHeaders,
    });
    http.use((req, res, next) => {
      if (path.extname(req.path) === "") next();
      else publicFiles(req, res, next);
    });
  }

  http.use(dropTrailingSlash());
  http.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  let handler: { module: AppModule; handlers: Promise<PageHandlers> } | undefined;
  // Stored signed-out pages, answered ahead of Express once the pages'
  // handler exists (production only; see server/serve-stored-pages.ts).
  let serveStored: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  const pageHandlers = async () => {
    const module = await loadApp();
    if (handler?.module !== module) {
      handler = { module, handlers: module.createRequestHandler(services, admission) };
      const handlers = await handler.handlers;
      serveStored = handlers.serveStored;
    }
    return handler.handlers;
  };
  http.use(async (req, res, next) => {
    try {
      await (await pageHandlers()).handle(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  // Built before the first visitor, so the first stored page is served so.
  if (!development) await pageHandlers();

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : 500;
    if (status >= 500) req.log?.error({ err: error }, "unhandled error");
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Something went wrong.");
  };
  http.use(onError);

  // Slow and idle clients (README, "Slow and idle clients"): Node's timeouts,
  // checked every second (its default, 30 s, lets a slow header run that much
  // past its limit), behind the connection caps. Closing the server still
  // closes idle kept-alive connections at once.
  const createHttpServer = (): Server => {
    const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
      if (shuttingDown || !serveStored?.(req, res)) http(req, res);
    });
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.headersTimeout = limits.headersTimeoutMs;
    server.on("connect", refuseConnect);
    connections.attach(server);
    return server;
  };
  // Every server here listens on the same socket; all are closed together.
  const servers: Server[] = [];
  const server = createHttpServer();
  server.listen(config.port, () => {
    logger.info({ port: config.port, baseUrl: config.baseUrl }, "listening");
    void addAcceptHandles(server, config.acceptHandles, createHttpServer, (reason) =>
      logger.warn({ reason }, "one accepting handle only"),
    ).then((extra) => servers.push(...extra));
  });
  servers.push(server);
  server.on("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: set PORT to another port.`
        : error,
    );
    await (await loadApp()).shutdown(services).catch(() => {});
    lock?.release();
    process.exit(1);
  });

  const stop = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing requests");
    const force = setTimeout(() => {
      for (const each of servers) each.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await Promise.all(
      servers.map(
        (each) =>
          new Promise<void>((resolve) => {
            each.close(() => resolve());
            each.closeIdleConnections();
          }),
      ),
    );
    clearTimeout(force);
    try {
      await (await loadApp()).shutdown(services);
    } catch (error) {
      logger.error({ err: error }, "error while closing the database");
    }
    lock?.release();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
