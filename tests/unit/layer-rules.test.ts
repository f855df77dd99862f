import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

// The import rules that `npm run lint` checks (.dependency-cruiser.cjs), run on
// a small planted tree: each kind of back-arrow and cycle must be refused.

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const root = mkdtempSync(path.join(tmpdir(), "layer-rules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes the files (path → imports) and returns the rules each import breaks. */
async function violations(files: Record<string, string[]>): Promise<string[]> {
  const dir = mkdtempSync(path.join(root, "tree-"));
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map((target, index) => {
      const relative = path.relative(path.dirname(full), path.join(dir, target));
      const specifier = relative.startsWith(".") ? relative : `./${relative}`;
      return `import { x as x${index} } from "${specifier.replace(/\.tsx?$/, "")}";`;
    });
    writeFileSync(full, `${lines.join("\n")}\nexport const x = 1;\n`);
  }
  const result = await cruise(
    Object.keys(files),
    {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsPreCompilationDeps: true,
    },
    { extensions: [".ts", ".tsx"] },
  );
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((violation) => violation.rule.name).sort();
}

describe("the layer rules", () => {
  it("allow arrows that point down", async () => {
    expect(
      await violations({
        "server/app.ts": ["app/routes/page.tsx"],
        "app/routes/page.tsx": ["app/components/card.tsx", "app/routes/page.server.ts"],
        "app/routes/page.server.ts": ["app/modules/shop/buy.server.ts"],
        "app/components/card.tsx": ["app/modules/shop/messages.ts", "app/lib/format.ts"],
        "app/modules/shop/buy.server.ts": ["app/db/schema.ts", "app/lib/format.ts"],
        "app/modules/shop/messages.ts": [],
        "app/db/schema.ts": ["app/content/facts.ts"],
        "app/lib/format.ts": ["app/content/facts.ts"],
        "app/content/facts.ts": [],
      }),
    ).toEqual([]);
  });

  it.each([
    ["lib-reads-only-content", "app/lib/format.ts", "app/modules/shop/buy.server.ts"],
    ["content-is-the-floor", "app/content/facts.ts", "app/lib/format.ts"],
    ["db-below-modules", "app/db/schema.ts", "app/modules/shop/buy.server.ts"],
    ["modules-below-ui", "app/modules/shop/buy.server.ts", "app/routes/page.tsx"],
    ["modules-below-ui", "app/modules/shop/buy.server.ts", "server/app.ts"],
    ["components-below-routes", "app/components/card.tsx", "app/routes/page.tsx"],
    ["components-no-data-access", "app/components/card.tsx", "app/modules/shop/buy.server.ts"],
    ["routes-below-wiring", "app/routes/page.tsx", "server/app.ts"],
    ["routes-import-no-routes", "app/routes/page.tsx", "app/routes/other.tsx"],
  ])("%s: refuses %s → %s", async (rule, from, to) => {
    expect(await violations({ [from]: [to], [to]: [] })).toContain(rule);
  });

  it("refuses a cycle between files", async () => {
    expect(
      await violations({
        "app/components/a.tsx": ["app/components/b.tsx"],
        "app/components/b.tsx": ["app/components/a.tsx"],
      }),
    ).toContain("no-cycle");
  });

  it("refuses a cycle between domains, even without a file cycle", async () => {
    expect(
      await violations({
        "app/modules/orders/settle.server.ts": ["app/modules/seats/hold.server.ts"],
        "app/modules/seats/hold.server.ts": [],
        "app/modules/seats/release.server.ts": ["app/modules/orders/list.server.ts"],
        "app/modules/orders/list.server.ts": [],
      }),
    ).toEqual(["no-folder-cycle", "no-folder-cycle"]);
  });
});
