// @ts-check
// The benchmark's floor server: Express 5 serving a bare React Router build,
// with the same compression and static files as the app (server/main.ts), so
// the difference to the app is the app's own work. Run by `npm run bench`
// after it has built bench/floor/build.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { compressionOptions } from "./compression-options.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, "build/client");

// Imported once and handed over as an object: React Router derives its
// routes and manifest once, as a production server should.
/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href);

const http = express();
http.disable("x-powered-by");
http.use(compression(compressionOptions().options));
http.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: "1y",
    fallthrough: false,
  }),
);
// Files only: a page's path (no extension) is not looked up on disk.
const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
http.use((req, res, next) => {
  if (path.extname(req.path) === "") next();
  else publicFiles(req, res, next);
});
http.use(createRequestHandler({ build, mode: "production" }));

const server = http.listen(Number(process.env.PORT ?? 3398));
// As the app: idle kept-alive connections outlive the client's.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
