// The import rules of docs/architecture.md ("Layers"), checked by `npm run lint`.
// Layers, top to bottom: server/ (start-up and wiring) → app/routes → app/components
// → app/modules → app/db → app/lib → app/content. An arrow may only point down.

/** Paths of each layer, as regular expressions. */
const SERVER = "^server/";
const ROOT = "^app/(root\\.tsx|entry\\.server\\.tsx|routes\\.ts)$";
const ROUTES = "^app/routes/";
const COMPONENTS = "^app/components/";
const MODULES = "^app/modules/";
const DB = "^app/db/";
const LIB = "^app/lib/";
const CONTENT = "^app/content/";

const above = (...layers) => ({ path: layers });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Files must not import each other in a circle.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment: "Folders (domains) must not import each other in a circle.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-the-floor",
      comment: "app/content holds the product's facts: it imports nothing of the application.",
      severity: "error",
      from: { path: CONTENT },
      to: above(SERVER, ROOT, ROUTES, COMPONENTS, MODULES, DB, LIB),
    },
    {
      name: "lib-reads-only-content",
      comment: "app/lib holds helpers: they may read app/content, nothing above.",
      severity: "error",
      from: { path: LIB },
      to: above(SERVER, ROOT, ROUTES, COMPONENTS, MODULES, DB),
    },
    {
      name: "db-below-modules",
      comment: "The database schema and client know no domain module, component or route.",
      severity: "error",
      from: { path: DB },
      to: above(SERVER, ROOT, ROUTES, COMPONENTS, MODULES),
    },
    {
      name: "modules-below-ui",
      comment: "Domain modules know no route, component or wiring.",
      severity: "error",
      from: { path: MODULES },
      to: above(SERVER, ROOT, ROUTES, COMPONENTS),
    },
    {
      name: "components-below-routes",
      comment: "Components know no route and no wiring.",
      severity: "error",
      from: { path: COMPONENTS },
      to: above(SERVER, ROOT, ROUTES),
    },
    {
      name: "components-no-data-access",
      comment: "Components render; they never import server code or the database.",
      severity: "error",
      from: { path: COMPONENTS },
      to: { path: ["\\.server\\.tsx?$", "\\.server/", DB] },
    },
    {
      name: "routes-below-wiring",
      comment: "Routes know no wiring; what they need arrives in `context`.",
      severity: "error",
      from: { path: ROUTES },
      to: above(SERVER, ROOT),
    },
    {
      name: "routes-import-no-routes",
      comment:
        "A route module imports no other route module; only its own server code beside it (*.server.ts).",
      severity: "error",
      from: { path: ROUTES },
      to: { path: ROUTES, pathNot: "\\.server\\.ts$" },
    },
    {
      name: "resolvable",
      comment: "Every import resolves (React Router's generated +types and virtual modules aside).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["\\+types/", "^virtual:"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
