import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Components run in the browser, so nothing they import may build zod schemas
// (docs/architecture.md, "Forms"): what a form shows comes from a zod-free
// file beside its schema. Import type is erased; any other import, even of a
// plain constant, brings the whole module and its schemas into the bundle.
// Route modules are left to the built-bundle check (tests/e2e/server.spec.ts):
// their loaders and actions import schemas legitimately and are cut from the
// client build.

const parsed = new Map<string, string[]>();

/** What a file imports for its code: relative or ~/ paths, or package names. */
function valueImports(file: string): string[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
    ) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, specifiers);
  return specifiers;
}

/** The app file a specifier names (an asset's without its ?query), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const local = specifier.split("?")[0] ?? specifier;
  const base = local.startsWith("~/")
    ? path.join("app", local.slice(2))
    : local.startsWith(".")
      ? path.join(path.dirname(from), local)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

const isZod = (specifier: string) => specifier === "zod" || specifier.startsWith("zod/");

/** The import chain from `start` to zod, or null when it reaches none. */
function chainToZod(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      if (isZod(specifier)) {
        const chain = [specifier];
        for (let at: string | null = file; at; at = cameFrom.get(at) ?? null) chain.unshift(at);
        return chain;
      }
      const target = resolve(file, specifier);
      if (target && !cameFrom.has(target) && /\.tsx?$/.test(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

const components = readdirSync("app/components", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join("app/components", file));

describe("components", () => {
  it("are found", () => {
    expect(components.length).toBeGreaterThan(50);
  });

  it("import nothing that builds zod schemas", () => {
    const chains = components
      .map(chainToZod)
      .filter((chain) => chain !== null)
      .map((chain) => chain.join(" → "));
    expect(chains).toEqual([]);
  });
});
